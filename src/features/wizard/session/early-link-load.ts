import { supabaseAnonKey, supabaseUrl } from "~/lib/env";
import { fetchWithTimeout } from "~/lib/fetch-with-timeout";
import { isSessionId } from "./session-id";
import { readSessionParam } from "./session-link";
import { loadRequest } from "./session-request";

/**
 * A session link (`/konfigurator?session=<id>`) is loaded as soon as the
 * route's code runs, beside the wizard's code instead of after it: the wizard
 * asks once it has loaded and the page has hydrated, which on a second device
 * opening the link was 0.4–0.7 s later (bench:autosave). The wizard takes
 * the answer once (remote-session.ts); an id it does not ask for is never
 * taken, and a failed early request is sent again by the wizard.
 */
let early: { sessionId: string; response: Promise<Response>; step: Promise<number | null> } | null = null;

export function startEarlyLinkLoad(search: string, fetchImpl?: typeof fetch): void {
  const sessionId = readSessionParam(search);
  if (sessionId === null || !isSessionId(sessionId)) return;
  const { url, init } = loadRequest(sessionId, { supabaseUrl, anonKey: supabaseAnonKey });
  const response = fetchWithTimeout(undefined, fetchImpl)(url, init);
  // Read from a copy, registered before anyone can take the answer: the wizard reads the original.
  // This chain also catches a failure, so one never taken is not reported; the wizard handles
  // a failure when it takes the answer.
  const step = response.then((answer) => (answer.ok ? answer.clone().json() : null)).then(stepOf, () => null);
  early = { sessionId, response, step };
}

const stepOf = (rows: unknown): number | null => {
  const step: unknown = Array.isArray(rows) ? (rows[0] as { current_step?: unknown } | undefined)?.current_step : null;
  return typeof step === "number" ? step : null;
};

/**
 * The step the linked session was saved at, as soon as the early answer is
 * in, so that the wizard can fetch that step's code beside its own instead of
 * after it has rendered (step-content.tsx). Null without an early load.
 */
export function earlyLinkStep(): Promise<number | null> {
  return early?.step ?? Promise.resolve(null);
}

/** The early answer for `sessionId`, once; null if none was started for it. */
export function takeEarlyLinkLoad(sessionId: string): Promise<Response> | null {
  if (early?.sessionId !== sessionId) return null;
  const { response } = early;
  early = null;
  return response;
}
