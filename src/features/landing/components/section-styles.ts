// One frame for every section of the landing page: the same width and the same left edge, so
// that no heading jumps in or out on a wide screen. Narrow content (the FAQ, the form) keeps to
// `narrowColumn` inside it, aligned with its heading on the left.
export const sectionContainer = "mx-auto max-w-6xl px-6";
export const narrowColumn = "max-w-3xl";
export const sectionHeading = "text-3xl font-bold tracking-tight text-slate-950 md:text-4xl";
export const sectionLead = "mt-3 text-lg text-slate-700";
