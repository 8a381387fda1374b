import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionId, isSessionId, SESSION_ID_PATTERN } from "./session-id";

describe("createSessionId", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("matches the server's pattern with a 13-digit timestamp and 22 base64url characters", () => {
    for (let i = 0; i < 200; i++) {
      const id = createSessionId();
      expect(id).toMatch(SESSION_ID_PATTERN);
      expect(id).toMatch(/^session_\d{13}_[A-Za-z0-9_-]{22}$/);
      expect(isSessionId(id)).toBe(true);
    }
  });

  it("uses Date.now() and 16 bytes from crypto.getRandomValues", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(1732230000123));
    const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
      (array as Uint8Array).fill(0xff);
      return array;
    });
    // 16 × 0xff = 128 one-bits: 21 × "/" (→ "_") and "w" for the last 2 bits, no padding.
    expect(createSessionId()).toBe(`session_1732230000123_${"_".repeat(21)}w`);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ length: 16 }));
  });

  it("is unique", () => {
    const ids = new Set(Array.from({ length: 500 }, () => createSessionId()));
    expect(ids.size).toBe(500);
  });

  it("rejects malformed ids", () => {
    expect(isSessionId("session_123_AAAAAAAAAAAAAAAAAAAAAA")).toBe(false);
    expect(isSessionId("session_1732230000000_short")).toBe(false);
    expect(isSessionId("session_1732230000000_AAAAAAAAAAAAAAAAAAAA+/")).toBe(false);
    expect(isSessionId(42)).toBe(false);
  });
});
