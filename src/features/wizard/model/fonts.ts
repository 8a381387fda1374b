import { SCHRIFTEN, WIZARD_LIMITS, type Schrift } from "~/schemas/wizard-enums";
import { fieldMessages } from "~/schemas/wizard-messages";
import { isBlank, nameKey } from "~/schemas/field-rules";
import { splitFonts } from "~/schemas/wizard-step-2";

/** Installed on practically every device; the others are self-hosted (font-faces.css). */
const SYSTEM_FONT_STACKS: Partial<Record<Schrift, string>> = {
  Arial: 'Arial, "Helvetica Neue", Helvetica, sans-serif',
  Helvetica: 'Helvetica, "Helvetica Neue", Arial, sans-serif',
  Georgia: "Georgia, serif",
  "Times New Roman": '"Times New Roman", Times, serif',
};
const SERIF_FONTS: readonly string[] = ["Playfair Display"];

/** A font every device has: no file of ours to fetch for it. */
export const isSystemFont = (font: string) => font in SYSTEM_FONT_STACKS;

/** CSS font-family that shows `font` in its own typeface. */
export function fontStack(font: string): string {
  const system = SYSTEM_FONT_STACKS[font as Schrift];
  if (system) return system;
  return `"${font.replace(/["\\]/g, "")}", ${SERIF_FONTS.includes(font) ? "serif" : "sans-serif"}`;
}

export const isOfferedFont = (font: string): font is Schrift => (SCHRIFTEN as readonly string[]).includes(font);

const sameFont = (a: string, b: string) => nameKey(a) === nameKey(b);

export type FontChange =
  { ok: true; hausschriften: string } | { ok: false; reason: "max" | "invalid"; message: string };

/** Selects or deselects one of the offered fonts; a 4th is refused. */
export function toggleFont(hausschriften: string, font: string): FontChange {
  const fonts = splitFonts(hausschriften);
  if (fonts.some((chosen) => sameFont(chosen, font))) {
    return { ok: true, hausschriften: fonts.filter((chosen) => !sameFont(chosen, font)).join(", ") };
  }
  if (fonts.length >= WIZARD_LIMITS.maxFonts) return { ok: false, reason: "max", message: "" };
  return { ok: true, hausschriften: [...fonts, font].join(", ") };
}

/** Adds a font the visitor typed: non-empty, no comma (the list separator), no duplicate. */
export function addCustomFont(hausschriften: string, input: string): FontChange {
  const font = input.trim();
  if (isBlank(font)) return { ok: false, reason: "invalid", message: fieldMessages.customFontEmpty };
  if (font.includes(",")) return { ok: false, reason: "invalid", message: fieldMessages.customFontComma };
  const fonts = splitFonts(hausschriften);
  if (fonts.some((chosen) => sameFont(chosen, font))) {
    return { ok: false, reason: "invalid", message: fieldMessages.customFontDuplicate };
  }
  if (fonts.length >= WIZARD_LIMITS.maxFonts) return { ok: false, reason: "max", message: "" };
  return { ok: true, hausschriften: [...fonts, isOfferedFont(font) ? font : font.replace(/\s+/g, " ")].join(", ") };
}
