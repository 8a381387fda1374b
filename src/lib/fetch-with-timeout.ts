/**
 * How long a request to the backend may take, its answer included. A connection
 * that dies without closing (a phone leaving the Wi-Fi, a proxy that swallows the
 * answer) never fails by itself, and whoever waits for it waits until a reload:
 * the wizard's submit, its autosave (one request at a time), a session link. The
 * requests that go through here are small (a row, a draft of some kB), so 15 s is
 * far more than a slow mobile link needs. File uploads have their own watch
 * (uploads/stall-guard.ts): a large file may take minutes as long as it moves.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * `fetch` that aborts the request after `timeoutMs` (an AbortError, as if the
 * caller had cancelled it: supabase-js reports it as a failed request with
 * status 0 and does not retry it). The caller's own signal still cancels it
 * earlier. The timer also covers reading the answer's body; an abort after
 * that changes nothing. `fetchImpl` defaults to the global fetch at call time.
 */
export function fetchWithTimeout(timeoutMs = REQUEST_TIMEOUT_MS, fetchImpl?: typeof fetch): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    const cancel = () => controller.abort(outer?.reason);
    if (outer?.aborted) cancel();
    else outer?.addEventListener("abort", cancel, { once: true });
    const timer = setTimeout(() => {
      outer?.removeEventListener("abort", cancel);
      controller.abort();
    }, timeoutMs);
    return (fetchImpl ?? fetch)(input, { ...init, signal: controller.signal }).catch((error: unknown) => {
      clearTimeout(timer);
      throw error;
    });
  };
}

/** Whether a fetch failed because it was aborted (by its timeout or its caller). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
