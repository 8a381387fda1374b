import type { Farbe } from "~/schemas/wizard-enums";
import { colorHex, colorLabels } from "./colors.ts";

/** A generated palette offered in step 2 (SPEC §3 "Colour scheme"). */
export type ColorScheme = {
  id: string;
  name: string;
  description: string;
  /** Four hex values: usually primary, secondary, light background, dark text. */
  colors: [string, string, string, string];
  baseColors: Farbe[];
};

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`.toUpperCase();

/** Mixes `hex` with `other` by `amount` (0 = hex, 1 = other). */
function mix(hex: string, other: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}
const tint = (hex: string, amount: number) => mix(hex, "#FFFFFF", amount);
const shade = (hex: string, amount: number) => mix(hex, "#000000", amount);

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = toRgb(hex).map((c) => c / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Same saturation and lightness, hue turned by `degrees`. */
function rotate(hex: string, degrees: number): string {
  const [h, s, l] = toHsl(hex);
  return fromHsl((h + degrees + 360) % 360, s, l);
}

// Grey, black and white have no hue to turn; they get lightness contrasts instead.
const isAchromatic = (hex: string) => toHsl(hex)[1] < 0.1;
const isVeryLight = (hex: string) => toHsl(hex)[2] > 0.85;
const DARK_TEXT = "#1F2937";

function oneColor(name: Farbe): ColorScheme[] {
  const hex = colorHex[name];
  const label = colorLabels[name];
  const light = isVeryLight(hex);
  const achromatic = isAchromatic(hex);
  return [
    {
      id: `mono-${name}`,
      name: "Monochrom",
      description: `Abstufungen von ${label} – ruhig und einheitlich.`,
      colors: light
        ? [shade(hex, 0.8), shade(hex, 0.55), shade(hex, 0.25), hex]
        : [shade(hex, 0.45), hex, tint(hex, 0.55), tint(hex, 0.9)],
      baseColors: [name],
    },
    {
      id: `komplementaer-${name}`,
      name: "Komplementär",
      description: `${label} mit seiner Gegenfarbe – kontrastreich und auffällig.`,
      colors: [
        hex,
        achromatic ? (light ? DARK_TEXT : tint(hex, 0.8)) : rotate(hex, 180),
        light ? shade(hex, 0.06) : tint(hex, 0.88),
        DARK_TEXT,
      ],
      baseColors: [name],
    },
    {
      id: `analog-${name}`,
      name: "Analog",
      description: `${label} mit benachbarten Farbtönen – harmonisch und natürlich.`,
      colors: achromatic
        ? [hex, light ? shade(hex, 0.15) : tint(hex, 0.3), light ? shade(hex, 0.35) : tint(hex, 0.6), DARK_TEXT]
        : [hex, rotate(hex, -30), rotate(hex, 30), tint(hex, 0.88)],
      baseColors: [name],
    },
  ];
}

function twoColors(first: Farbe, second: Farbe): ColorScheme[] {
  const a = colorHex[first];
  const b = colorHex[second];
  const [labelA, labelB] = [colorLabels[first], colorLabels[second]];
  return [
    {
      id: `ausgewogen-${first}-${second}`,
      name: "Ausgewogen",
      description: `${labelA} und ${labelB} gleichberechtigt auf hellem Grund.`,
      colors: [a, b, tint(isVeryLight(a) ? b : a, 0.9), DARK_TEXT],
      baseColors: [first, second],
    },
    {
      id: `akzent-${first}-${second}`,
      name: "Akzent",
      description: `${labelA} als Hauptfarbe, ${labelB} setzt gezielte Akzente.`,
      colors: [a, isVeryLight(a) ? shade(a, 0.3) : tint(a, 0.6), b, DARK_TEXT],
      baseColors: [first, second],
    },
  ];
}

function threeColors(names: [Farbe, Farbe, Farbe]): ColorScheme {
  const [a, b, c] = names.map((name) => colorHex[name]) as [string, string, string];
  return {
    id: `dreiklang-${names.join("-")}`,
    name: "Dreiklang",
    description: `${colorLabels[names[0]]}, ${colorLabels[names[1]]} und ${colorLabels[names[2]]} im Zusammenspiel mit einem ruhigen Hintergrund.`,
    colors: [a, b, c, tint(isVeryLight(a) ? b : a, 0.92)],
    baseColors: [...names],
  };
}

/** SPEC §4: 1 colour → mono, complementary, analogous; 2 colours → 2 schemes; 3 colours → 1 scheme. */
export function colorSchemes(farben: readonly Farbe[]): ColorScheme[] {
  const [a, b, c] = farben;
  if (a && b && c) return [threeColors([a, b, c])];
  if (a && b) return twoColors(a, b);
  if (a) return oneColor(a);
  return [];
}

export const findColorScheme = (farben: readonly Farbe[], id: string) =>
  colorSchemes(farben).find((scheme) => scheme.id === id);
