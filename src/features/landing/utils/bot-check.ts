/** Humans need longer than this from opening the page to sending the application form. */
export const MIN_FILL_MS = 3000;

/**
 * A filled honeypot, or a form sent sooner after the page opened than a
 * person can fill it in, marks a bot. Bots are shown the usual success, so
 * they learn nothing.
 *
 * The time counts from the page's opening (`performance.now()`), not from
 * when the form's code loaded: on a slow phone a person may type before it
 * loads (the form takes over what was typed) and send right after.
 */
export function looksLikeBot(honeypot: string, sincePageOpenedMs: number): boolean {
  return honeypot.trim() !== "" || sincePageOpenedMs < MIN_FILL_MS;
}
