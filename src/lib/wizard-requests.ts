/**
 * What every request of the wizard's session shares (autosave, link load, uploads, the reset's
 * deletion). A leaf module without imports: the reset's own chunk and the wizard's first load both
 * take it without pulling each other's code.
 */

/**
 * Header that scopes row-level security to one wizard session: the policies on
 * wizard_sessions and on the upload folders compare against it.
 */
export const WIZARD_SESSION_HEADER = "x-wizard-session";

/**
 * Where a resumable (tus) upload carries the session id instead of that header, which
 * Storage's own tus preflight answer does not allow: a key of the upload's user metadata,
 * which the database takes out of the row (…_tus_session_proof.sql, ADR 042).
 */
export const WIZARD_SESSION_UPLOAD_KEY = "wizardSession";

/** Network failures (0), timeouts, rate limits and server errors are worth another try; a refused row is not. */
export const retryableStatus = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Back-off before retry `attempt` (1, 2, …): 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));
