import { allFaqItems } from "./faq";
import { offerTitle, price, regularPrice } from "./campaign";
import { site } from "./site";

/** Titles, descriptions and headings of the pages besides the landing page. */
const name = site.company.shortName;

export const faqPage = {
  metaTitle: `Weiterführende Fragen zur ${offerTitle} | ${name}`,
  metaDescription: `${allFaqItems.length} Antworten zu Ablauf, Kosten, Hosting und Support: Ihre Website für ${price} statt ${regularPrice} von ${site.company.nameWith.nominative}.`,
  title: "Weiterführende Fragen",
  lead: `Alles zur ${offerTitle}: Bewerbung, Ablauf, Leistungen, Kosten, Hosting und die Zeit nach dem Livegang.`,
  topicsLabel: "Themen",
  contactPrefix: "Ihre Frage ist nicht dabei? Rufen Sie uns an unter",
  contactOr: "oder schreiben Sie an",
};

export const imprintPage = {
  metaTitle: `Impressum | ${name}`,
  metaDescription: `Impressum und Anbieterkennzeichnung ${site.company.nameWith.genitive}, ${site.company.city}.`,
  title: "Impressum",
};

export const privacyPage = {
  metaTitle: `Datenschutzerklärung | ${name}`,
  metaDescription: `Wie ${site.company.nameWith.nominative} Ihre Daten auf dieser Website verarbeitet: Bewerbungen, Konfigurator, Hosting in der EU, keine Cookies, kein Tracking.`,
  title: "Datenschutzerklärung",
};

export const termsPage = {
  metaTitle: `Allgemeine Geschäftsbedingungen (AGB) | ${name}`,
  metaDescription: `Allgemeine Geschäftsbedingungen ${site.company.nameWith.genitive} für Website-Projekte und Hosting.`,
  title: "Allgemeine Geschäftsbedingungen",
};
