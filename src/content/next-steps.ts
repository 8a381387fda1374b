import { site } from "./site.ts";

/**
 * What happens after a briefing is sent (SPEC §2 step 6): the thank-you screen and the
 * sender's confirmation e-mail say the same. Imported with its extension, as by the Edge Functions (Deno).
 */
export const briefingNextSteps = [
  {
    title: `Prüfung innerhalb von ${site.terms.replyWithinHours} Stunden`,
    text: "Wir sehen uns Ihre Angaben genau an und melden uns bei Rückfragen.",
  },
  {
    title: "Detailliertes Angebot per E-Mail",
    text: "Sie erhalten ein individuelles Angebot zu Ihrer neuen Website.",
  },
  {
    title: "Kick-off nach Ihrer Zusage",
    text: "Nehmen Sie das Angebot an, starten wir gemeinsam mit einem Kick-off-Termin.",
  },
  {
    title: `Projektdauer: ${site.terms.projectWeeks} Wochen`,
    text: "So lange dauert es in der Regel von Ihrer Anfrage bis zur fertigen Website.",
  },
] as const;
