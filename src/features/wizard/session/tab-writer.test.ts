import { describe, expect, it } from "vitest";
import { claimTabWriter, renewTabWriter, TAB_WRITER_KEY, tabWriterId, WRITER_PATTERN } from "./tab-writer";

const memory = (map = new Map<string, string>()) => {
  return {
    /** What "Duplicate tab" does: a new tab with a copy of this one's sessionStorage. */
    duplicate: () => memory(new Map(map)),
    /** The same tab's sessionStorage as the next page load sees it. */
    reloaded: () => memory(map),
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

describe("claimTabWriter", () => {
  const pageEvent = (type: string, persisted = false) => Object.assign(new Event(type), { persisted });

  it("keeps the id for a reload but not for a duplicated tab", () => {
    const storage = memory();
    const page = new EventTarget();
    const id = claimTabWriter(storage, page);
    // Duplicating the tab now copies a sessionStorage without the id.
    expect(storage.getItem(TAB_WRITER_KEY)).toBeNull();
    expect(claimTabWriter(storage.duplicate(), new EventTarget())).not.toBe(id);
    // Reloading hides the page first: the id is put back for the next load.
    page.dispatchEvent(pageEvent("pagehide"));
    expect(claimTabWriter(storage.reloaded(), new EventTarget())).toBe(id);
  });

  it("takes the id out again when the page comes back from the back-forward cache", () => {
    const storage = memory();
    const page = new EventTarget();
    claimTabWriter(storage, page);
    page.dispatchEvent(pageEvent("pagehide"));
    page.dispatchEvent(pageEvent("pageshow", true));
    expect(storage.getItem(TAB_WRITER_KEY)).toBeNull();
  });

  it("gives the same id to every claim of one page (StrictMode, a second visit to the wizard)", () => {
    const storage = memory();
    const page = new EventTarget();
    const id = claimTabWriter(storage, page);
    expect(claimTabWriter(storage, page)).toBe(id);
    page.dispatchEvent(pageEvent("pagehide"));
    expect(storage.getItem(TAB_WRITER_KEY)).toBe(id);
  });

  it("renews the tab's id for later claims of the page and for the next load", () => {
    const storage = memory();
    const page = new EventTarget();
    const old = claimTabWriter(storage, page);
    const renewed = renewTabWriter(storage);
    expect(renewed).toMatch(WRITER_PATTERN);
    expect(renewed).not.toBe(old);
    expect(claimTabWriter(storage, page)).toBe(renewed);
    page.dispatchEvent(pageEvent("pagehide"));
    expect(storage.getItem(TAB_WRITER_KEY)).toBe(renewed);
  });
});
