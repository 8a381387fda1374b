import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// Names the Supabase CLI serves: a folder per function; `_shared` and other `_` folders are code, not functions.
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** The entry point of function `name` under `dir`, or null when there is no such function. */
export function functionEntry(dir: string, name: string): string | null {
  if (!FUNCTION_NAME.test(name)) return null;
  const entry = path.join(dir, name, "index.ts");
  return existsSync(entry) ? entry : null;
}

/**
 * `verify_jwt` of `[functions.<name>]` in supabase/config.toml; true when unset, as with the CLI
 * and hosted. Only this key of that table is read: a line-based reading is enough for it.
 */
export function verifiesJwt(configToml: string | null, name: string): boolean {
  if (configToml === null || !existsSync(configToml)) return true;
  let inTable = false;
  for (const raw of readFileSync(configToml, "utf8").split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    const table = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (table) {
      inTable = table[1] === `functions.${name}` || table[1] === `functions."${name}"`;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (inTable && setting) return setting[1] === "true";
  }
  return true;
}

/** KEY=value lines of a dotenv file (comments, blank lines, optional quotes), as `supabase secrets set --env-file` reads them. */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const env: Record<string, string> = {};
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
    if (!match || raw.trimStart().startsWith("#")) continue;
    const value = match[2]!;
    const quoted = /^(['"])(.*)\1$/.exec(value);
    env[match[1]!] = quoted ? quoted[2]! : value.replace(/\s+#.*$/, "");
  }
  return env;
}

/** Names and modification times of every file under `dir`: changes when any function's code does. */
export function sourceStamp(dir: string): string {
  if (!existsSync(dir)) return "";
  const parts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else parts.push(`${full}:${statSync(full).mtimeMs}`);
    }
  };
  walk(dir);
  return parts.join("\n");
}
