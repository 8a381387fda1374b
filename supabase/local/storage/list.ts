import type { RequestScope } from "../db.ts";
import type { ObjectStore } from "./objects.ts";

type ListBody = {
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: { column?: string; order?: string };
  search?: string;
};

type Entry = Record<string, unknown> & { name: string };

/**
 * `POST /object/list/<bucket>` like Storage's `storage.search`: one folder level
 * under the prefix, folders as entries with null id and metadata, only rows the
 * caller's SELECT policies reveal.
 */
export async function listObjects(
  objects: ObjectStore,
  scope: RequestScope,
  bucketId: string,
  body: unknown,
): Promise<Entry[]> {
  const options = (typeof body === "object" && body !== null ? body : {}) as ListBody;
  const rawPrefix = options.prefix ?? "";
  const prefix = rawPrefix === "" || rawPrefix.endsWith("/") ? rawPrefix : `${rawPrefix}/`;
  const rows = await objects.listUnder(scope, bucketId, prefix);

  const folders = new Map<string, Entry>();
  const files: Entry[] = [];
  for (const row of rows) {
    const rest = String(row.name).slice(prefix.length);
    const slash = rest.indexOf("/");
    if (slash === -1) files.push({ ...row, name: rest });
    else {
      const folder = rest.slice(0, slash);
      if (!folders.has(folder)) {
        folders.set(folder, {
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
    }
  }
  const search = (options.search ?? "").toLowerCase();
  const column = options.sortBy?.column ?? "name";
  const descending = (options.sortBy?.order ?? "asc").toLowerCase() === "desc";
  const entries = [...folders.values(), ...files]
    .filter((e) => e.name.toLowerCase().startsWith(search))
    .sort((a, b) => {
      const left = String(a[column] ?? "");
      const right = String(b[column] ?? "");
      const order = left < right ? -1 : left > right ? 1 : 0;
      return descending ? -order : order;
    });
  const offset = Math.max(0, Number(options.offset ?? 0));
  const limit = Math.max(0, Number(options.limit ?? 100));
  return entries.slice(offset, offset + limit);
}
