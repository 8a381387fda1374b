import { differenceInCalendarDays, format, parseISO } from "date-fns";
import { site } from "./site";

/** Facts derived from the site config; the German copy uses these, never literals. */
export const places = site.offer.trainees * site.offer.projectsPerTrainee;
export const savingPercent = Math.round((1 - site.offer.priceEur / site.offer.regularPriceEur) * 100);
export const campaignDays =
  differenceInCalendarDays(parseISO(site.campaign.endDate), parseISO(site.campaign.startDate)) + 1;
export const campaignPeriod = `${format(parseISO(site.campaign.startDate), "dd.MM.yyyy")} bis ${format(
  parseISO(site.campaign.endDate),
  "dd.MM.yyyy",
)}`;
export const offerTitle = `${site.offer.name} ${site.offer.year}`;

const eur = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
export const formatEur = (value: number) => `${eur.format(value)} €`;
export const vatNote = "Alle Preise zzgl. gesetzl. MwSt.";
