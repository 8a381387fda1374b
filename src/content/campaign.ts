import { formatGermanNumber } from "~/lib/german-number";
import { site } from "./site";

/**
 * Facts and German phrases derived from the site config; the copy uses these,
 * never literals, so the next round is prepared by editing site.ts only.
 *
 * Deliberately free of date libraries: this module is on the landing page's
 * first load, and the dates are plain ISO calendar days.
 */
export const places = site.offer.trainees * site.offer.projectsPerTrainee;
export const savingPercent = Math.round((1 - site.offer.priceEur / site.offer.regularPriceEur) * 100);

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
};
/** "2025-09-01" → "01.09.2025" */
export const formatIsoDate = (iso: string) => iso.split("-").reverse().join(".");

/** Both days count: 01.09. to 12.10. is 42 days. */
export const campaignDays = Math.round((isoDay(site.campaign.endDate) - isoDay(site.campaign.startDate)) / DAY_MS) + 1;
export const campaignPeriod = `${formatIsoDate(site.campaign.startDate)} bis ${formatIsoDate(site.campaign.endDate)}`;
export const offerTitle = `${site.offer.name} ${site.offer.year}`;
export const nextOfferTitle = `${site.offer.name} ${site.campaign.nextRoundYear}`;

// A no-break space keeps "499 €" on one line.
export const formatEur = (value: number) => `${formatGermanNumber(value, 0)}\u00a0€`;
export const vatNote = "Alle Preise zzgl. gesetzl. MwSt.";

export const price = formatEur(site.offer.priceEur);
export const regularPrice = formatEur(site.offer.regularPriceEur);
/** The headline of the social preview image (scripts/social-preview.ts) and its text alternative. */
export const previewHeadline = { lead: "Ihre professionelle Website", offer: `für ${price} statt ${regularPrice}` };
export const previewImageAlt = `${offerTitle}: ${previewHeadline.lead} ${previewHeadline.offer}`;
export const hostingPrice = `${formatEur(site.offer.hostingEur)} pro Monat`;
export const regularHostingPrice = `${formatEur(site.offer.regularHostingEur)} pro Monat`;
/** „39 € statt 69 € pro Monat“: the month said once. */
export const hostingComparison = `${formatEur(site.offer.hostingEur)} statt ${regularHostingPrice}`;
export const applicationsText = `über ${site.campaign.applications} Bewerbungen`;
export const placesText = `${places}/${places} Plätze vergeben`;
export const experienceText = `${site.company.yearsOfExperience} Jahre Erfahrung in der professionellen Erstellung von Internetseiten`;
export const ratingText = `${formatGermanNumber(site.rating.value)} von ${site.rating.of} Sternen`;

export const telHref = `tel:${site.contact.phoneHref}`;
export const mailHref = (subject?: string, body?: string) => {
  const params = new URLSearchParams();
  if (subject) params.set("subject", subject);
  if (body) params.set("body", body);
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  const query = params.toString().replaceAll("+", "%20");
  return `mailto:${site.contact.email}${query ? `?${query}` : ""}`;
};

/** SPEC §2: the subject of the late visitors' reservation mail. */
export const reservationSubject = `Vormerkung ${nextOfferTitle}`;
export const consultationSubject = `Beratungsanfrage – ${offerTitle}`;
