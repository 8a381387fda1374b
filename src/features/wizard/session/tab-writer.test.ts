import { describe, expect, it } from "vitest";
import { TAB_WRITER_KEY, tabWriterId, WRITER_PATTERN } from "./tab-writer";

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe("tabWriterId", () => {
  it("keeps one id per tab across reloads", () => {
    const storage = memory();
    const first = tabWriterId(storage);
    expect(first).toMatch(WRITER_PATTERN);
    expect(tabWriterId(storage)).toBe(first);
  });

  it("gives every tab its own id", () => {
    expect(tabWriterId(memory())).not.toBe(tabWriterId(memory()));
  });

  it("replaces a stored value that is not an id", () => {
    const storage = memory();
    storage.setItem(TAB_WRITER_KEY, "laptop");
    const id = tabWriterId(storage);
    expect(id).toMatch(WRITER_PATTERN);
    expect(storage.getItem(TAB_WRITER_KEY)).toBe(id);
  });

  it("still gives an id when storage is missing or throws", () => {
    expect(tabWriterId(null)).toMatch(WRITER_PATTERN);
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => undefined,
    };
    expect(tabWriterId(blocked)).toMatch(WRITER_PATTERN);
  });
});
