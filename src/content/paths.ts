/** Every route of SPEC §2 and the paths that are prerendered to static HTML. */
export const paths = {
  home: "/",
  applicationAnchor: "/#bewerbungsformular",
  wizard: "/konfigurator",
  faq: "/weiterfuehrende-fragen",
  imprint: "/impressum",
  privacy: "/datenschutz",
  terms: "/agb",
} as const;

export const prerenderedPaths = [
  paths.home,
  paths.wizard,
  paths.faq,
  paths.imprint,
  paths.privacy,
  paths.terms,
  // Rendered by the catch-all route; served for unknown paths with status 404.
  "/404",
];
