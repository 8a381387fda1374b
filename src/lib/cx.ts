/** Joins class names, skipping falsy ones. */
export const cx = (...classes: Array<string | false | null | undefined>) => classes.filter(Boolean).join(" ");
