/**
 * Postgres stores no U+0000 in text or jsonb: one such character (it comes with
 * some pastes, and the browser keeps it in the field, invisible) made every
 * save and the submit fail for good (22P05). It carries no meaning, so it is
 * taken out of whatever the visitor typed before it goes anywhere.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === "string") return (value.includes("\u0000") ? value.replaceAll("\u0000", "") : value) as T;
  if (Array.isArray(value)) {
    const cleaned = value.map(withoutNul);
    return (cleaned.every((item, index) => item === value[index]) ? value : cleaned) as T;
  }
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value);
    const cleaned = entries.map(([key, item]) => [key, withoutNul(item)] as const);
    return (cleaned.every(([, item], index) => item === entries[index]![1]) ? value : Object.fromEntries(cleaned)) as T;
  }
  return value;
}
