/**
 * A filled honeypot (a field hidden from people, which form-filling bots fill) marks a bot. Bots
 * are shown the usual success, so they learn nothing.
 *
 * No time rule: "sent sooner after the page opened than a person can type" (3 s) also caught
 * people. A visitor who follows a link to `/#bewerbungsformular` and lets the browser fill the
 * form in sends it within a second or two, and was shown the success while nothing was stored.
 * A lost application costs more than a spam row, which the agency can delete.
 */
export function looksLikeBot(honeypot: string): boolean {
  return honeypot.trim() !== "";
}
