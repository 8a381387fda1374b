import { buttonClass } from "~/components/ui/button-styles";

/**
 * The wizard's main buttons: the site's one button look (components/ui/button-styles.ts), so
 * that Weiter, Zurück and the dialogs' buttons match the landing page and each other.
 */
export const primaryButton = buttonClass("primary");
export const secondaryButton = buttonClass("secondary");
export const dangerButton = buttonClass("danger");

const itemButtonBase =
  "inline-flex max-w-full items-center justify-center rounded-md border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
/** Actions on one item of a list (Entfernen, Abbrechen, Schließen). */
export const itemButton = `${itemButtonBase} px-3 py-1.5 text-sm`;
/**
 * The same on an image tile, where it shares a narrow row with the file's name: small type, but
 * 36 px tall, a comfortable target for a thumb (at 26 px, taps missed it on phones).
 */
export const tileItemButton = `${itemButtonBase} min-h-9 px-2.5 py-1 text-xs`;
/** The × that removes a chip (an own font, an own page): 32 px round, not the 24 px of its glyph. */
export const chipRemoveButton =
  "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-base text-slate-600 hover:bg-white";
export const toolButton =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";
