/**
 * Button looks shared by the wizard's controls. max-w-full and text-center: with a reader's larger
 * text a long label ("Weiter zu Inhalten") wraps inside the button instead of leaving the screen.
 */
export const primaryButton =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-lg text-center bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50";
export const secondaryButton =
  "inline-flex max-w-full items-center text-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
export const dangerButton =
  "inline-flex max-w-full items-center text-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-red-800";
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
