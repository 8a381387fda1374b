import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("../routes/home.tsx"),
  route("konfigurator", "../routes/konfigurator.tsx"),
  route("weiterfuehrende-fragen", "../routes/faq.tsx"),
  route("impressum", "../routes/impressum.tsx"),
  route("datenschutz", "../routes/datenschutz.tsx"),
  route("agb", "../routes/agb.tsx"),
  route("*", "../routes/not-found.tsx"),
] satisfies RouteConfig;
