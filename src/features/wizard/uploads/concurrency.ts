/**
 * A queue that runs at most `limit` tasks at once, in the order they arrive.
 * Shared by all upload widgets, so two quick drops still send only a few
 * files at a time instead of saturating the visitor's uplink.
 */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    running--;
    waiting.shift()?.();
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
