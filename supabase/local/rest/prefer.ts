export type Preferences = {
  return: "minimal" | "representation" | "headers-only" | null;
  count: "exact" | "planned" | "estimated" | null;
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
  missing: "default" | "null" | null;
  tx: "commit" | "rollback" | null;
};

/** Reads every `Prefer` header (Node joins repeated ones with ", "); unknown values are ignored like PostgREST's lenient mode. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { return: null, count: null, resolution: null, missing: null, tx: null };
  const raw = Array.isArray(header) ? header.join(",") : (header ?? "");
  for (const part of raw.split(",")) {
    const [key, value] = part
      .trim()
      .split("=")
      .map((s) => s?.trim());
    if (key === "return" && (value === "minimal" || value === "representation" || value === "headers-only"))
      prefs.return = value;
    else if (key === "count" && (value === "exact" || value === "planned" || value === "estimated"))
      prefs.count = value;
    else if (key === "resolution" && (value === "merge-duplicates" || value === "ignore-duplicates"))
      prefs.resolution = value;
    else if (key === "missing" && (value === "default" || value === "null")) prefs.missing = value;
    else if (key === "tx" && (value === "commit" || value === "rollback")) prefs.tx = value;
  }
  return prefs;
}

/** The `Preference-Applied` value PostgREST echoes for the preferences it honoured. */
export function appliedPreferences(prefs: Preferences): string {
  const applied: string[] = [];
  if (prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (prefs.missing) applied.push(`missing=${prefs.missing}`);
  if (prefs.return) applied.push(`return=${prefs.return}`);
  if (prefs.count) applied.push(`count=${prefs.count}`);
  if (prefs.tx) applied.push(`tx=${prefs.tx}`);
  return applied.join(", ");
}
