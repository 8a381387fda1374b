/** Humans need longer than this to fill in the application form. */
export const MIN_FILL_MS = 3000;

/**
 * A filled honeypot or a form submitted faster than a person can type marks
 * a bot. Bots are shown the usual success, so they learn nothing.
 */
export function looksLikeBot(honeypot: string, startedAt: number, now: number = Date.now()): boolean {
  return honeypot.trim() !== "" || now - startedAt < MIN_FILL_MS;
}
