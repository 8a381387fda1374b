import { describe, expect, it } from "vitest";
import { chooseCopy, isNewer, nextUpdatedAt, shouldOfferRemote } from "./conflict";

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, s)).toISOString();

describe("conflict resolution: the newer updated_at wins", () => {
  it("compares times, unreadable ones count as oldest", () => {
    expect(isNewer(at(2), at(1))).toBe(true);
    expect(isNewer(at(1), at(1))).toBe(false);
    expect(isNewer(at(1), null)).toBe(true);
    expect(isNewer("garbage", at(1))).toBe(false);
    // PostgREST answers with microseconds and an offset.
    expect(isNewer("2026-11-22T10:00:01.000001+00:00", at(1))).toBe(false);
    expect(isNewer("2026-11-22T11:00:02+01:00", at(1))).toBe(true);
  });

  it("keeps the local copy only when it holds newer, unsent changes", () => {
    expect(chooseCopy({ lastUpdate: at(5) }, { updatedAt: at(3) })).toBe("local");
    expect(chooseCopy({ lastUpdate: at(3) }, { updatedAt: at(3) })).toBe("remote");
    expect(chooseCopy({ lastUpdate: at(1) }, { updatedAt: at(3) })).toBe("remote");
    expect(chooseCopy(null, { updatedAt: at(3) })).toBe("remote");
  });

  it("offers a database copy only if it is newer and different", () => {
    expect(shouldOfferRemote({ lastUpdate: at(1) }, { updatedAt: at(2) }, true)).toBe(true);
    expect(shouldOfferRemote({ lastUpdate: at(1) }, { updatedAt: at(2) }, false)).toBe(false);
    expect(shouldOfferRemote({ lastUpdate: at(2) }, { updatedAt: at(2) }, true)).toBe(false);
    expect(shouldOfferRemote({ lastUpdate: at(3) }, { updatedAt: at(2) }, true)).toBe(false);
  });

  it("stamps changes strictly increasing, even within one millisecond or with a clock going back", () => {
    const now = Date.parse(at(10));
    expect(nextUpdatedAt(null, now)).toBe(at(10));
    expect(nextUpdatedAt(at(10), now)).toBe("2026-11-22T10:00:10.001Z");
    expect(nextUpdatedAt(at(20), now)).toBe("2026-11-22T10:00:20.001Z");
    expect(nextUpdatedAt(at(5), now)).toBe(at(10));
  });
});
