import type { Farbe } from "~/schemas/wizard-enums";

/** The 12 colours offered in step 2 with their fixed swatch values. */
export const colorHex: Record<Farbe, string> = {
  blau: "#2563EB",
  rot: "#DC2626",
  grün: "#16A34A",
  gelb: "#FACC15",
  orange: "#F97316",
  lila: "#9333EA",
  rosa: "#EC4899",
  türkis: "#14B8A6",
  grau: "#6B7280",
  schwarz: "#111827",
  braun: "#92400E",
  weiß: "#FFFFFF",
};

export const colorLabels: Record<Farbe, string> = {
  blau: "Blau",
  rot: "Rot",
  grün: "Grün",
  gelb: "Gelb",
  orange: "Orange",
  lila: "Lila",
  rosa: "Rosa",
  türkis: "Türkis",
  grau: "Grau",
  schwarz: "Schwarz",
  braun: "Braun",
  weiß: "Weiß",
};
