import { StorageError } from "./transport";

/**
 * An upload that reports no progress for this long has stalled. A connection
 * that dies without closing (a phone between cells, a proxy that swallows the
 * answer) makes no request fail, and the submit waits for every running upload:
 * without this watch it waited until a reload. Progress comes many times a
 * second while bytes go out, and a server answers within seconds, so 30 s of
 * silence is no slow link, and a large file on a slow link is never cut.
 */
export const UPLOAD_STALL_MS = 30_000;

/** The browser knows it has no connection (the resumable upload then waits for the `online` event). */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** Whether an upload's signal was aborted by the watch (as opposed to the visitor). */
export const abortedAsStalled = (signal: AbortSignal): boolean =>
  signal.reason instanceof StorageError && signal.reason.reason === "stalled";

type Watched = { onProgress: (fraction: number) => void; signal: AbortSignal };

/**
 * Runs one upload under a watch: every progress report starts the time again;
 * when it runs out, the upload's signal is aborted (reason: a "stalled"
 * StorageError, so a resumable upload keeps what the server has) and the
 * promise rejects with that error, which the widgets show as their upload
 * failure. Offline the watch waits: the resumable upload waits for the
 * connection on purpose. `signal` (the visitor cancelled) rejects at once,
 * also when the transport would not listen.
 */
export function watchStall<T>(
  send: (watched: Watched) => Promise<T>,
  {
    onProgress,
    signal,
    stallMs = UPLOAD_STALL_MS,
  }: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    stallMs?: number;
  },
): Promise<T> {
  if (signal?.aborted) return Promise.reject(new StorageError("aborted"));
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", cancel);
      outcome();
    };
    const stall = () => {
      if (isOffline()) return arm();
      const error = new StorageError("stalled");
      controller.abort(error);
      settle(() => reject(error));
    };
    function arm() {
      clearTimeout(timer);
      timer = setTimeout(stall, stallMs);
    }
    function cancel() {
      controller.abort(signal?.reason);
      settle(() => reject(new StorageError("aborted")));
    }
    signal?.addEventListener("abort", cancel, { once: true });
    arm();
    send({
      onProgress: (fraction) => {
        if (settled) return;
        arm();
        onProgress?.(fraction);
      },
      signal: controller.signal,
    }).then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}
