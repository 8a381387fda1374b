import { hostingComparison, price, regularPrice } from "./campaign";
import { site } from "./site";

export type FaqItem = { id: string; question: string; answer: readonly string[] };

/**
 * The FAQ items the landing page shows. They live here, not in faq.ts, so
 * the landing page's bundle carries these six answers only; faq.ts places
 * them in their groups for /weiterfuehrende-fragen.
 */
const { terms, campaign, contact } = site;

export const faqHighlights = {
  nichtAusgewaehlt: {
    id: "nicht-ausgewaehlt",
    question: "Was passiert, wenn ich nicht ausgewählt werde?",
    answer: [
      "Dann entstehen Ihnen keinerlei Kosten und keine Verpflichtungen. Auf Wunsch informieren wir Sie über die nächste Runde.",
    ],
  },
  projektdauer: {
    id: "projektdauer",
    question: "Wie lange dauert es, bis meine Website online ist?",
    answer: [
      `In der Regel ${terms.buildWeeks} Wochen ab dem Kick-off, bei umfangreicheren Projekten bis zu ${terms.buildWeeksMax} Wochen. Einen ersten Entwurf sehen Sie meist schon nach wenigen Tagen, spätestens ${terms.sampleDraftWorkingDays} Werktage nach Eingang aller Unterlagen. Von der Anfrage über Angebot und Kick-off bis zum Livegang sollten Sie insgesamt ${terms.projectWeeks} Wochen einplanen. Wie schnell es geht, hängt vor allem davon ab, wann Texte und Bilder vorliegen.`,
    ],
  },
  leistungsumfang: {
    id: "leistungsumfang",
    question: "Was ist im Paket enthalten?",
    answer: [
      "Individuelles Design auf Basis Ihres Logos und Ihrer Farben, je nach Seitenpaket bis zu neun Seiten, Kontaktformular, Impressum und Datenschutzerklärung, Einbindung Ihrer Bilder und Texte, Suchmaschinen-Grundoptimierung sowie die Einrichtung auf Ihrer Domain.",
    ],
  },
  gesamtkosten: {
    id: "gesamtkosten",
    question: "Welche Kosten kommen insgesamt auf mich zu?",
    answer: [
      `Einmalig ${price} für die Website (regulär ${regularPrice}) und für das Hosting ${hostingComparison}. Alle Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.`,
    ],
  },
  support: {
    id: "support",
    question: "Welche Unterstützung erhalte ich nach dem Livegang?",
    answer: [
      `In den ersten ${terms.supportDays} Tagen nach dem Livegang helfen wir kostenlos bei Fragen und setzen kleine Änderungen um. Danach stehen wir Ihnen im Rahmen des Hostings und nach Aufwand zur Verfügung.`,
    ],
  },
  naechsteRunde: {
    id: "naechste-runde",
    question: "Wann gibt es die nächste Runde?",
    answer: [
      `Die nächste Azubi-Offensive startet voraussichtlich im ${campaign.nextRound}. Schreiben Sie uns eine E-Mail an ${contact.email}, dann merken wir Sie vor und informieren Sie, sobald die Bewerbungsphase beginnt.`,
    ],
  },
} satisfies Record<string, FaqItem>;

export const landingFaqItems: readonly FaqItem[] = Object.values(faqHighlights);
