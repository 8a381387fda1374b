import type { LocalCopyStorage } from "../session/local-copy";

/** localStorage in memory for unit tests, with its map open to assertions. */
export function memoryStorage(initial: Record<string, string> = {}): LocalCopyStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
