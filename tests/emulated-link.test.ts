import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createUplink, pipeOverLink } from "../scripts/emulated-link.ts";

// 8 Mbit/s carry 1,000 bytes per millisecond.
const MBIT = 8;

describe("the emulated uplink of bench:upload (scripts/emulated-link.ts)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is shared: bytes wait for those that arrived before them, an idle link starts afresh", () => {
    const uplink = createUplink(MBIT);
    expect(uplink.delayFor(1000, 0)).toBe(1);
    expect(uplink.delayFor(3000, 0)).toBe(4);
    expect(uplink.delayFor(1000, 2)).toBe(3);
    expect(uplink.delayFor(2000, 100)).toBe(2);
  });

  it("delivers each chunk in order once the link has carried it, and ends after the last", async () => {
    const uplink = createUplink(MBIT);
    const source = new PassThrough();
    const target = new PassThrough();
    const arrived: { at: number; bytes: number }[] = [];
    target.on("data", (chunk: Buffer) => arrived.push({ at: Date.now(), bytes: chunk[0]! }));
    let ended = -1;
    target.on("end", () => (ended = Date.now()));
    const t0 = Date.now();
    pipeOverLink(source, target, uplink, () => Date.now() - t0);
    source.write(Buffer.alloc(10_000, 1));
    source.write(Buffer.alloc(5_000, 2));
    source.end();
    await vi.advanceTimersByTimeAsync(9);
    expect(arrived).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(arrived.map((a) => [a.at - t0, a.bytes])).toEqual([[10, 1]]);
    await vi.advanceTimersByTimeAsync(5);
    expect(arrived.map((a) => [a.at - t0, a.bytes])).toEqual([
      [10, 1],
      [15, 2],
    ]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended - t0).toBe(15);
  });

  it("holds a fast sender back once half a megabyte waits for the link", async () => {
    const uplink = createUplink(MBIT);
    const source = new PassThrough({ highWaterMark: 64 * 1024 });
    const target = new PassThrough();
    target.resume();
    const t0 = Date.now();
    pipeOverLink(source, target, uplink, () => Date.now() - t0);
    for (let i = 0; i < 16; i++) source.write(Buffer.alloc(64 * 1024));
    await vi.advanceTimersByTimeAsync(0);
    expect(source.isPaused()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(source.isPaused()).toBe(false);
  });
});
