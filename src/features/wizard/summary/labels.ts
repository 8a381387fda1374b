import type { Farbe } from "~/schemas/wizard-enums";
import { findColorScheme } from "../model/color-schemes";
import { colorHex, colorLabels } from "../model/colors";
import { offeredPackages } from "../model/page-packages";
import type { WizardData } from "../model/wizard-data";

/** The German label of an enumeration value; unknown values are shown as stored, so nothing is lost. */
export function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}

export { pageNames } from "../model/page-packages";

export { legalPageLabels } from "../model/wizard-options";

export const colorLabel = (farbe: string) => colorLabels[farbe as Farbe] ?? farbe;

/** "Blau (#2563EB)" – the hex value tells the designer the exact shade offered. */
export const colorWithHex = (farbe: string) => {
  const hex = colorHex[farbe as Farbe];
  return hex ? `${colorLabel(farbe)} (${hex})` : farbe;
};

export function packageName(data: Pick<WizardData, "seitenpaket" | "branche">): string {
  if (!data.seitenpaket) return "";
  return offeredPackages(data.branche).find((pkg) => pkg.id === data.seitenpaket)?.name ?? data.seitenpaket;
}

export function colorScheme(data: Pick<WizardData, "farben" | "selected_color_scheme">) {
  if (!data.selected_color_scheme) return undefined;
  return findColorScheme(data.farben as Farbe[], data.selected_color_scheme);
}

/** "Analog" or, when it no longer matches the colours, the stored id. */
export function colorSchemeName(data: Pick<WizardData, "farben" | "selected_color_scheme">): string {
  return colorScheme(data)?.name ?? data.selected_color_scheme;
}

export const yesNo = (value: boolean) => (value ? "Ja" : "Nein");
