// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prefetchFontPreviews } from "./font-previews";

const load = vi.fn<(font: string) => Promise<FontFace[]>>(() => Promise.resolve([]));

beforeEach(() => {
  Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
  // The browser is idle at once.
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
});

afterEach(() => {
  load.mockClear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "fonts");
  Reflect.deleteProperty(navigator, "connection");
});

describe("prefetchFontPreviews", () => {
  it("fetches each self-hosted typeface of the previews, not the fonts every device has", () => {
    prefetchFontPreviews();
    const fonts = load.mock.calls.map(([font]) => font);
    expect(fonts).toHaveLength(8);
    expect(fonts).toContain('1em "Playfair Display", serif');
    expect(fonts).toContain('1em "Source Sans Pro", sans-serif');
    expect(fonts.some((font) => /Arial|Helvetica|Georgia|Times/.test(font))).toBe(false);
  });

  it("leaves them to the previews when the visitor asks to save data", () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    prefetchFontPreviews();
    expect(load).not.toHaveBeenCalled();
  });
});
