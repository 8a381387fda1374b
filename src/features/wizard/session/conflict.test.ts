import { describe, expect, it } from "vitest";
import { isNewer, judgeRemote, nextUpdatedAt, sameTime } from "./conflict";

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, s)).toISOString();

describe("conflict resolution", () => {
  it("compares times, unreadable ones count as oldest", () => {
    expect(isNewer(at(2), at(1))).toBe(true);
    expect(isNewer(at(1), at(1))).toBe(false);
    expect(isNewer(at(1), null)).toBe(true);
    expect(isNewer("garbage", at(1))).toBe(false);
    // PostgREST answers with microseconds and an offset.
    expect(isNewer("2026-11-22T10:00:01.000001+00:00", at(1))).toBe(false);
    expect(isNewer("2026-11-22T11:00:02+01:00", at(1))).toBe(true);
  });

  it("knows the same instant in either notation", () => {
    expect(sameTime("2026-11-22T10:00:01.000Z", "2026-11-22T10:00:01+00:00")).toBe(true);
    expect(sameTime(at(1), at(2))).toBe(false);
    expect(sameTime(null, null)).toBe(false);
    expect(sameTime("garbage", "garbage")).toBe(false);
  });

  describe("a saved copy this tab loads", () => {
    const tab = { writer: "a".repeat(32), syncedAt: at(2) };
    const other = "b".repeat(32);

    it("is offered when another writer saved other content after the tab's base", () => {
      expect(judgeRemote(tab, { writer: other, updatedAt: at(3) }, true)).toBe("offer");
      expect(judgeRemote(tab, { writer: null, updatedAt: at(3) }, true)).toBe("offer");
      expect(judgeRemote({ ...tab, syncedAt: null }, { writer: other, updatedAt: at(3) }, true)).toBe("offer");
    });

    it("becomes the base without asking when it is the tab's own or says the same", () => {
      expect(judgeRemote(tab, { writer: tab.writer, updatedAt: at(3) }, true)).toBe("rebase");
      expect(judgeRemote(tab, { writer: other, updatedAt: at(3) }, false)).toBe("rebase");
    });

    it("is ignored when the tab already builds on it", () => {
      expect(judgeRemote(tab, { writer: other, updatedAt: at(2) }, true)).toBe("none");
      expect(judgeRemote(tab, { writer: other, updatedAt: at(1) }, true)).toBe("none");
    });
  });

  it("stamps changes strictly increasing, even within one millisecond or with a clock going back", () => {
    const now = Date.parse(at(10));
    expect(nextUpdatedAt(null, now)).toBe(at(10));
    expect(nextUpdatedAt(at(10), now)).toBe("2026-11-22T10:00:10.001Z");
    expect(nextUpdatedAt(at(20), now)).toBe("2026-11-22T10:00:20.001Z");
    expect(nextUpdatedAt(at(5), now)).toBe(at(10));
  });
});
