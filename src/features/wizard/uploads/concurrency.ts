/**
 * A queue that runs at most `limit` tasks at once, in the order they arrive.
 * Shared by all upload widgets, so two quick drops still send only a few
 * files at a time instead of saturating the visitor's uplink. A task whose
 * `signal` aborts while it waits leaves the queue at once (rejecting with the
 * signal's reason) and never runs: a cancelled file must not wait for a slot.
 */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    running--;
    waiting.shift()?.();
  }

  function turn(signal: AbortSignal | undefined) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const start = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal?.reason);
      };
      waiting.push(start);
      signal?.addEventListener("abort", leave, { once: true });
    });
  }

  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (running >= limit) await turn(signal);
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
