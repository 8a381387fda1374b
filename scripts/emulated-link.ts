/**
 * A visitor's connection for `bench:upload`: the bench proxy lets the bytes the
 * browser sends through at the rate of one shared uplink, and holds every
 * answer back by one round trip. On loopback, uploads are bound by the CPU of
 * the processes on this two-core machine; over a phone's or a DSL line's
 * uplink they are bound by the link, which is what a visitor waits for.
 * Both paths of the bench (the widget's many requests and the one plain
 * request) go through the same link, so the widget's extra requests pay their
 * round trips and share the bandwidth as they would outside.
 */
import type { Readable, Writable } from "node:stream";

export type LinkSettings = { mbit: number; rttMs: number };

/** One uplink shared by all requests: bytes leave in the order they arrive, at `mbit` Mbit/s. */
export function createUplink(mbit: number) {
  const bytesPerMs = (mbit * 1_000_000) / 8 / 1000;
  let freeAt = Number.NEGATIVE_INFINITY;
  return {
    /** How long from `now` until `bytes` arriving now have gone over the link. */
    delayFor(bytes: number, now: number): number {
      freeAt = Math.max(now, freeAt) + bytes / bytesPerMs;
      return freeAt - now;
    },
  };
}

export type Uplink = ReturnType<typeof createUplink>;

/** Bytes a sender may have on the way (its socket buffers); the link never idles while one sender has more. */
const IN_FLIGHT_BYTES = 512 * 1024;

/**
 * Pipes `source` into `target` at the link's pace: each chunk is written once
 * the link has carried it. `source` pauses while more than IN_FLIGHT_BYTES
 * wait, so the sender feels the link through TCP back-pressure as it would on
 * a slow line, and a single request keeps the link as busy as several.
 */
export function pipeOverLink(
  source: Readable,
  target: Writable,
  uplink: Uplink,
  now: () => number = () => performance.now(),
) {
  let waiting = 0;
  let last = Promise.resolve();
  source.on("data", (chunk: Buffer) => {
    waiting += chunk.length;
    if (waiting > IN_FLIGHT_BYTES) source.pause();
    const wait = uplink.delayFor(chunk.length, now());
    // Chunks leave in order: each waits for its own time on the link and for the one before it.
    const previous = last;
    last = new Promise<void>((resolve) =>
      setTimeout(() => {
        void previous.then(() => {
          target.write(chunk);
          waiting -= chunk.length;
          if (waiting <= IN_FLIGHT_BYTES && source.isPaused()) source.resume();
          resolve();
        });
      }, wait),
    );
  });
  source.on("end", () => void last.then(() => target.end()));
}
