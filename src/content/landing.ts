import { formatGermanNumber } from "~/lib/german-number";
import {
  applicationsText,
  campaignDays,
  campaignPeriod,
  experienceText,
  hostingComparison,
  hostingPrice,
  nextOfferTitle,
  offerTitle,
  places,
  price,
  ratingText,
  regularPrice,
  savingPercent,
} from "./campaign";
import { site } from "./site";

/**
 * The landing page's German copy. Strings quoted in SPEC §2/§4/§8 appear
 * here word for word; every number is derived from site.ts.
 */
const { offer, campaign, terms, company } = site;

export const meta = {
  title: `Website für ${price} statt ${regularPrice} – ${offerTitle} | ${company.shortName}`,
  description: `${offer.trainees} Auszubildende, ${places} Referenz-Websites: Ihre professionelle Website für ${price} statt ${regularPrice} (${savingPercent}\u00a0% Ersparnis), Hosting ${hostingPrice}. Zzgl. MwSt.`,
};

/** While the round is booked out, no button promises a place that is not there. */
export const ctaLabel = campaign.open ? "Jetzt Platz sichern" : "Zum Bewerbungsformular";
export const specialOfferCta = "Jetzt das Sonderangebot sichern";

export const hero = {
  eyebrow: `${offerTitle} · ${campaign.open ? `nur ${places} Plätze` : "ausgebucht"}`,
  title: `Ihre professionelle Website für ${price} statt ${regularPrice}`,
  lead: `Unsere ${offer.trainees} neuen Auszubildenden erstellen ${places} Referenz-Websites für Unternehmen – Schritt für Schritt betreut von erfahrenen Webdesignern. Sie sparen ${savingPercent}\u00a0% und erhalten eine Website, die Kunden gewinnt.`,
  priceLabel: "Aktionspreis",
  hostingLine: `Hosting ${hostingComparison}`,
  points: [
    `Fertig in ${terms.projectWeeks} Wochen`,
    `${terms.correctionRounds} Korrekturrunden inklusive`,
    `${terms.warrantyMonths} Monate Gewährleistung`,
    campaign.open
      ? "Unverbindlich bewerben – keine Kosten, wenn Sie nicht ausgewählt werden"
      : "Keine Kosten für Bewerber, die nicht ausgewählt werden",
  ],
};

export const process = {
  title: "In vier Schritten zur neuen Website",
  lead: "Klar geplant, persönlich betreut: So entsteht Ihre Website.",
  steps: [
    {
      name: "Planung",
      text: "Im Kick-off klären wir Ziele, Zielgruppe und Seitenstruktur. Im Konfigurator sammeln Sie Inhalte, Farben und Bilder.",
    },
    {
      name: "Umsetzung",
      text: `Ihr Auszubildender gestaltet und entwickelt die Website, ein erfahrener Projektleiter prüft jeden Schritt. Erster Entwurf nach spätestens ${terms.sampleDraftWorkingDays} Werktagen.`,
    },
    {
      name: "Freigabe",
      text: `Sie sehen alles vorab und geben Feedback – bis zu ${terms.correctionRounds} Korrekturrunden sind inklusive.`,
    },
    {
      name: "Veröffentlichung",
      text: `Ihre Website geht auf Ihrer Domain live. In den ersten ${terms.supportDays} Tagen helfen wir kostenlos bei Fragen und kleinen Änderungen.`,
    },
  ],
};

/** The stars' text alternative (reviews and trust section). */
const fiveStarsLabel = "5 von 5 Sternen";

export const reviews = {
  title: "Das sagen unsere Kunden",
  lead: "Echte Unternehmen, echte Ergebnisse – fünf Sterne von Handwerk bis Praxis.",
  carouselLabel: "Kundenbewertungen",
  previous: "Vorherige Bewertung",
  next: "Nächste Bewertung",
  // Read out after the carousel moved (a polite status): which review now leads the row.
  shownStatus: (first: number, total: number) => `Bewertung ${first} von ${total}`,
  // Phones get no previous/next buttons (SPEC §2) and a swipe is a path gesture: one tap lists them all instead.
  showAll: (total: number) => `Alle ${total} Bewertungen anzeigen`,
  showFewer: "Weniger anzeigen",
  starsLabel: fiveStarsLabel,
  searchLink: `Überzeugen Sie sich selbst: Suchen Sie nach „${company.shortName}“ im Web`,
};

export const trust = {
  title: "Vertrauen Sie auf unsere Expertise",
  subtitle: "Ihre Zufriedenheit ist unser Erfolg",
  experience: experienceText,
  continuousReviews: "Durchgehend 5-Sterne-Bewertungen unserer Kunden",
  starsLabel: fiveStarsLabel,
  badges: [
    {
      src: "/images/badge-rating.svg",
      alt: `Bewertungsportal: ${ratingText}`,
      caption: `${formatGermanNumber(site.rating.value)} von ${site.rating.of} im Bewertungsportal`,
    },
    {
      src: "/images/award-2024.svg",
      alt: "Auszeichnung: Innovationspreis 2024",
      caption: "Innovationspreis 2024",
    },
    {
      src: "/images/badge-brand-partner-gold.svg",
      alt: "Siegel: Regionaler Markenpartner in Gold",
      caption: "Regionaler Markenpartner Gold",
    },
  ],
};

export const faqSection = {
  title: "Häufige Fragen",
  lead: "Die wichtigsten Antworten auf einen Blick.",
  morePrefix: "Noch Fragen? Rufen Sie uns an:",
  moreLink: "Alle weiterführenden Fragen ansehen",
};

export const application = {
  title: "Jetzt unverbindlich bewerben",
  /** Above the dimmed form while the campaign is closed: "bewerben" there would invite what the form refuses. */
  closedTitle: "Bewerbungen derzeit geschlossen",
  lead: `Sichern Sie sich einen der ${places} Plätze: Ihre Website für ${price} statt ${regularPrice}. Wir melden uns innerhalb von ${terms.replyWithinHours} Stunden.`,
  closedNotice: `Alle ${places} Plätze der ${offerTitle} sind vergeben. Das Formular öffnet wieder zur ${nextOfferTitle} im ${campaign.nextRound}.`,
  labels: {
    vorname: "Vorname",
    nachname: "Nachname",
    email: "E-Mail-Adresse",
    telefon: "Telefonnummer",
    firma: "Firma",
    website_aktuell: "Aktuelle Website (optional)",
    unternehmensbeschreibung: "Beschreiben Sie kurz Ihr Unternehmen",
  },
  honeypot: "Bitte dieses Feld leer lassen",
  descriptionHint: "Branche, Angebot, Zielgruppe – und was Ihre neue Website leisten soll.",
  requiredNote: "Mit * markierte Felder sind Pflichtfelder.",
  privacyNote:
    // Not consent: the privacy statement bases the application on Art. 6 (1) b DSGVO.
    "Wir verarbeiten Ihre Angaben nur, um Ihre Bewerbung zu bearbeiten. Einzelheiten finden Sie in unserer",
  privacyLink: "Datenschutzerklärung",
  submit: "Jetzt unverbindlich bewerben",
  submitting: "Bewerbung wird gesendet...",
  successTitle: "Vielen Dank für Ihre Bewerbung!",
  successText: `Wir haben Ihre Bewerbung erhalten. Sie bekommen eine Bestätigung per E-Mail, und wir melden uns innerhalb von ${terms.replyWithinHours} Stunden bei Ihnen. Werden Sie nicht ausgewählt, entstehen Ihnen keine Kosten.`,
  anotherApplication: "Weitere Bewerbung für anderes Unternehmen einreichen",
  toastSuccess: "Bewerbung erfolgreich gesendet!",
  toastInsertError: "Fehler beim Senden der Bewerbung. Bitte versuchen Sie es erneut.",
  toastUnexpected: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.",
  // Not in SPEC §8: the server refused because the application period is over (the page was
  // loaded while it ran). Trying again would not help, so this says what would.
  toastClosed: {
    title: "Die Bewerbungsphase ist beendet.",
    description: `Gern beraten wir Sie persönlich: ${site.contact.phone} oder ${site.contact.email}.`,
  },
  // Not in SPEC §8: the form's code (a separate chunk) could not be fetched.
  loadFailed:
    "Das Formular konnte nicht vollständig geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  retryLoad: "Erneut versuchen",
};

export const closingOverlay = {
  title: `Die ${offerTitle} ist ausgebucht`,
  lead: "Vielen Dank für das riesige Interesse!",
  facts: [
    { value: `${places}/${places}`, label: "Plätze vergeben" },
    { value: `${campaign.applications}+`, label: "Bewerbungen eingegangen" },
    // A soft hyphen: on a 320 px screen the word is wider than its tile.
    { value: `${campaignDays} Tage`, label: `Bewerbungs\u00ADphase ${campaignPeriod}` },
    { value: campaign.nextRound, label: "Start der nächsten Runde" },
  ],
  summary: `In ${campaignDays} Tagen sind ${applicationsText} eingegangen – alle ${places} Plätze sind vergeben. Die nächste Runde startet im ${campaign.nextRound}.`,
  consultation: "Sie möchten nicht so lange warten? Wir beraten Sie gern persönlich zu Ihrer neuen Website.",
  call: "Jetzt Beratungstermin vereinbaren",
  mail: "E-Mail-Anfrage senden",
  close: "Hinweis schließen",
};

export const latePopup = {
  title: `Leider zu spät für ${offer.year}`,
  text: `Alle ${places} Plätze der ${offerTitle} sind vergeben. Die nächste Runde startet im ${campaign.nextRound}.`,
  call: "Beratungsgespräch buchen",
  reserve: `Für ${campaign.nextRoundYear} vormerken lassen`,
  close: "Schließen",
};
