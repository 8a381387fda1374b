import { cx } from "~/lib/cx";

type Variant = "gold" | "primary" | "outline" | "light";

// max-w-full: with a reader's larger text on a 320 px phone, a long label wraps inside the
// button instead of pushing the page sideways.
const base =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-xl px-6 py-3 text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<Variant, string> = {
  // The offer's colour: every call-to-action for the campaign is gold.
  gold: "bg-gold-400 text-slate-950 shadow-lg shadow-gold-500/25 hover:bg-gold-500",
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border-2 border-brand-700 text-brand-800 hover:bg-brand-50",
  light: "border-2 border-white/80 text-white hover:bg-white/10",
};

/** Button look for <button> and <a> alike. */
export const buttonClass = (variant: Variant = "primary", className?: string) => cx(base, variants[variant], className);
