import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCoalescingSaver, defaultRetryDelay, type SaveContext } from "./autosave";

type Call = { value: string; urgent: boolean; at: number; resolve: () => void; reject: (e: unknown) => void };

/** A fake backend: every save is a call the test settles by hand (or at once with `auto`). */
function backend({ auto = true, latencyMs = 0 } = {}) {
  const calls: Call[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const save = vi.fn(
    (value: string, { urgent }: SaveContext) =>
      new Promise<void>((resolve, reject) => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        const done = (fn: () => void) => () => {
          concurrent -= 1;
          fn();
        };
        const call = {
          value,
          urgent,
          at: Date.now(),
          resolve: done(resolve),
          reject: (e: unknown) => done(() => reject(e))(),
        };
        calls.push(call);
        if (auto) setTimeout(call.resolve, latencyMs);
      }),
  );
  return { calls, save, maxConcurrent: () => maxConcurrent };
}

describe("createCoalescingSaver", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("writes a single change once, when the typing pauses for 0.4 s", async () => {
    const { calls, save } = backend();
    const saver = createCoalescingSaver({ save });
    saver.change("a");
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(saver.unsaved()).toBeUndefined();
  });

  it("coalesces typing to at most one write per 1.5 s and always sends the last keystroke", async () => {
    const { calls, save } = backend({ latencyMs: 40 });
    const saver = createCoalescingSaver({ save });
    let text = "";
    // 1,000 keystrokes, one every 30 ms: 30 s of typing.
    for (let i = 0; i < 1000; i++) {
      text += "x";
      saver.change(text);
      await vi.advanceTimersByTimeAsync(30);
    }
    await vi.advanceTimersByTimeAsync(1600);
    // The first write and the one after the last key included, still fewer than one per 1.5 s.
    expect(calls.length).toBeLessThan(30_000 / 1500);
    expect(calls.length).toBeGreaterThanOrEqual(15);
    expect(calls.at(-1)!.value).toBe(text);
    // The last write may come early (the typing stopped: a pause), all others keep their slots.
    for (let i = 1; i < calls.length - 1; i++) expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(1500);
    expect(saver.writes).toBe(calls.length);
  });

  it("sends at a pause, but short pauses following each other get no more writes than 1.5 s slots", async () => {
    const { calls, save } = backend();
    const saver = createCoalescingSaver({ save });
    const t0 = Date.now();
    for (let burst = 0; burst < 10; burst++) {
      for (let key = 0; key < 5; key++) {
        saver.change(`${burst}-${key}`);
        await vi.advanceTimersByTimeAsync(50);
      }
      await vi.advanceTimersByTimeAsync(500); // a pause longer than 0.4 s
    }
    await vi.advanceTimersByTimeAsync(2000);
    const at = calls.map((c) => c.at - t0);
    // The first pause is written 0.4 s after its last key, the second one takes the slot ahead …
    expect(at.slice(0, 2)).toEqual([600, 1350]);
    // … and from then on the n-th write waits for its slot: one per 1.5 s, one slot ahead at most.
    at.forEach((time, n) => expect(time).toBeGreaterThanOrEqual(600 + (n - 1) * 1500));
    expect(calls.at(-1)!.value).toBe("9-4");
  });

  it("never has two requests in flight while typing, even when the backend is slow", async () => {
    const { calls, save, maxConcurrent } = backend({ latencyMs: 4000 });
    const saver = createCoalescingSaver({ save });
    for (let i = 0; i < 200; i++) {
      saver.change(`v${i}`);
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(20_000);
    expect(maxConcurrent()).toBe(1);
    expect(calls.at(-1)!.value).toBe("v199");
  });

  it("flushes at once on a step change, or right after the request in flight", async () => {
    const { calls, save } = backend({ auto: false });
    const saver = createCoalescingSaver({ save });
    saver.flush("step 2");
    expect(calls.map((c) => c.value)).toEqual(["step 2"]);
    saver.change("typed");
    saver.flush("step 3");
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.value)).toEqual(["step 2", "step 3"]);
  });

  it("merges a step change with the pending typing write instead of adding one", async () => {
    const { calls, save } = backend();
    const saver = createCoalescingSaver({ save });
    saver.change("a");
    saver.change("ab");
    await vi.advanceTimersByTimeAsync(100);
    saver.flush("ab, step 2");
    expect(calls.map((c) => c.value)).toEqual(["ab, step 2"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it("lets step changes move writes earlier but not add to them while typing goes on", async () => {
    /** 22.4 s of typing, with "Weiter" twice in a row after 2 s when `steps` is set. */
    async function session(steps: boolean) {
      const { calls, save } = backend({ latencyMs: 20 });
      const saver = createCoalescingSaver({ save, intervalMs: 1500 });
      const t0 = Date.now();
      let text = "";
      const type = async (ms: number) => {
        for (let elapsed = 0; elapsed < ms; elapsed += 40) {
          text += "x";
          saver.change(text);
          await vi.advanceTimersByTimeAsync(40);
        }
      };
      await type(2000);
      if (steps) saver.flush(`${text} step 2`);
      await vi.advanceTimersByTimeAsync(400);
      if (steps) saver.flush(`${text} step 3`); // a step of clicks only
      await type(20_000);
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls.at(-1)!.value).toBe(text);
      return calls.map((c) => c.at - t0);
    }
    const plain = await session(false);
    const at = await session(true);
    // Both step changes are written at once (the first one instead of the write due at 3 s) …
    expect(at.slice(0, 3)).toEqual([1500, 2000, 2400]);
    // … and typing gets its next write in the first slot still free: 3 s, 4.5 s, then 6 s.
    expect(at[3]).toBe(6000);
    for (let i = 4; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(1500);
    expect(at.length).toBeLessThanOrEqual(plain.length);
  });

  it("carries at most two slots ahead, so a burst of step changes holds typing back for 3 s at most", async () => {
    const { calls, save } = backend();
    const saver = createCoalescingSaver({ save, intervalMs: 1500 });
    const t0 = Date.now();
    for (let step = 0; step < 6; step++) {
      saver.flush(`step ${step}`);
      await vi.advanceTimersByTimeAsync(100);
    }
    saver.change("typed");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(7);
    // Two slots ahead of the last step change, less the one a pause may take early.
    expect(calls.at(-1)!.at - t0).toBe(500 + 3000);
  });

  it("retries a failed write with growing back-off, logs it and stops once it succeeded", async () => {
    const { calls, save } = backend({ auto: false });
    const onError = vi.fn();
    const saver = createCoalescingSaver({ save, onError });
    saver.flush("a");
    calls[0]!.reject(new Error("offline backend"));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    saver.change("ab"); // typing during back-off does not cut it short
    calls[1]!.reject(new Error("still down"));
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(["a", "a", "ab"]);
    calls[2]!.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), { attempt: 2, willRetry: true });
    expect(saver.unsaved()).toBeUndefined();
  });

  it("does not retry what the backend refuses for good, but sends the next change", async () => {
    const { calls, save } = backend({ auto: false });
    const onError = vi.fn();
    const saver = createCoalescingSaver({ save, onError });
    saver.flush("too big");
    calls[0]!.reject(Object.assign(new Error("check violation"), { retryable: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { attempt: 1, willRetry: false });
    saver.change("smaller");
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls.map((c) => c.value)).toEqual(["too big", "smaller"]);
  });

  it("waits while offline and sends the newest value when back online", async () => {
    const { calls, save } = backend();
    let online = false;
    const saver = createCoalescingSaver({ save, isOnline: () => online });
    saver.change("a");
    saver.change("ab");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
    expect(saver.unsaved()).toBe("ab");
    online = true;
    saver.resume();
    expect(calls.map((c) => c.value)).toEqual(["ab"]);
  });

  it("sends the newest value urgently when the page goes away, beside a request in flight", async () => {
    const { calls, save } = backend({ auto: false });
    const saver = createCoalescingSaver({ save });
    saver.flush("a");
    saver.change("ab");
    saver.flushOnExit();
    expect(calls.map((c) => [c.value, c.urgent])).toEqual([
      ["a", false],
      ["ab", true],
    ]);
    calls[1]!.resolve();
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    expect(saver.unsaved()).toBeUndefined();
  });

  it("sends nothing on exit when everything is saved, and nothing after cancel", async () => {
    const { calls, save } = backend();
    const saver = createCoalescingSaver({ save });
    saver.flushOnExit();
    expect(calls).toHaveLength(0);
    saver.change("a");
    saver.cancel();
    saver.change("ab");
    saver.flush("abc");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
    await expect(saver.idle()).resolves.toBeUndefined();
  });

  it("backs off 1, 2, 4 … seconds up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
