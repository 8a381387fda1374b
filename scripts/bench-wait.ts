/**
 * Bounded waits for the benchmarks: one that waits for something that never comes (a heading
 * that was renamed, a hung request) must stop and say what it waited for, in CI as on a laptop.
 */

/** What the benchmark is waiting for now: named by `within`, printed when the run's deadline passes. */
let waitingFor = "its start";

/** `work`, or an error naming `what` after `ms`. */
export async function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  const outer = waitingFor;
  waitingFor = what;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up after ${Math.round(ms / 1000)} s waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    waitingFor = outer;
  }
}

/** Ends the whole run (exit 1) after `minutes`, saying what it was waiting for. */
export function benchDeadline(name: string, minutes: number) {
  setTimeout(() => {
    console.error(`${name}: gave up after ${minutes} minutes, waiting for ${waitingFor}`);
    process.exit(1);
  }, minutes * 60_000).unref();
}
