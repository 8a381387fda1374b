import { cx } from "~/lib/cx";

export type ButtonVariant = "gold" | "primary" | "secondary" | "outline" | "light" | "danger";
export type ButtonSize = "md" | "lg";

// One look for every button of the site (landing, wizard, dialogs, 404).
// max-w-full and text-center: with a reader's larger text on a 320 px phone, a long label wraps
// inside the button instead of pushing the page sideways.
// border-2 on every variant (transparent on the filled ones): buttons of one size are equally
// tall whichever their variant, and in forced colours the filled ones keep a visible edge.
const base =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-xl border-2 text-center font-semibold hyphens-auto wrap-anywhere transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const sizes: Record<ButtonSize, string> = {
  // 48 px tall.
  md: "px-5 py-2.5 text-base",
  // Every call-to-action of the landing page: 56 px tall from 640 px on, 52 px on phones, where
  // smaller type keeps the labels on one line ("Zum Bewerbungsformular" broke in two at 320 px).
  lg: "px-4 py-3 text-[0.9375rem]/6 min-[360px]:px-5 min-[360px]:text-base sm:text-lg",
};

const variants: Record<ButtonVariant, string> = {
  // The offer's colour: every call-to-action for the campaign is gold.
  gold: "border-transparent bg-gold-400 text-slate-950 shadow-lg shadow-gold-500/25 hover:bg-gold-500",
  primary: "border-transparent bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50",
  outline: "border-brand-700 text-brand-800 hover:bg-brand-50",
  light: "border-white/80 text-white hover:bg-white/10",
  danger: "border-transparent bg-red-700 text-white shadow-sm hover:bg-red-800",
};

/**
 * Button look for <button> and <a> alike. `className` adds layout (width, margins), not a
 * second look: Tailwind orders its utilities by value, not by their place in the class list,
 * so a padding or text size given here does not reliably win over the size's own.
 */
export const buttonClass = (variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) =>
  cx(base, sizes[size], variants[variant], className);
