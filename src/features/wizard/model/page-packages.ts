import { WIZARD_LIMITS, type Branche } from "~/schemas/wizard-enums";
import { fieldMessages } from "~/schemas/wizard-messages";
import { isBlank, nameKey } from "~/schemas/field-rules";
import { pageLabel } from "./page-labels.ts";
import type { WizardData } from "./wizard-data";

export { pageLabel };

/** A page package of step 3. The page lists go into `seiten` but are not shown (SPEC §3). */
export type PagePackage = { id: string; name: string; description: string; pages: readonly string[] };

const basePackages: PagePackage[] = [
  {
    id: "praesenz",
    name: "Präsenz",
    description: "Der kompakte Auftritt: wer Sie sind, was Sie anbieten und wie man Sie erreicht.",
    pages: ["startseite", "ueber-uns", "leistungen", "kontakt"],
  },
  {
    id: "service",
    name: "Service",
    description: "Für Dienstleister: ausführliche Leistungen, Referenzen und Antworten auf häufige Fragen.",
    pages: ["startseite", "ueber-uns", "leistungen", "referenzen", "faq", "kontakt"],
  },
  {
    id: "business",
    name: "Business",
    description: "Der große Auftritt mit Team, Karriere und Neuigkeiten für wachsende Unternehmen.",
    pages: ["startseite", "ueber-uns", "leistungen", "referenzen", "team", "karriere", "aktuelles", "faq", "kontakt"],
  },
];

const industryPackages = {
  handwerker: {
    id: "handwerker",
    name: "Handwerker",
    description: "Leistungen, Referenzprojekte und Ihr Einsatzgebiet – gemacht für Handwerk und Werkstatt.",
    pages: ["startseite", "ueber-uns", "leistungen", "referenzen", "einsatzgebiet", "kontakt"],
  },
  salon: {
    id: "salon",
    name: "Salon",
    description: "Leistungen mit Preisen, Team, Galerie und Terminbuchung für Friseur und Kosmetik.",
    pages: ["startseite", "ueber-uns", "leistungen", "preise", "team", "galerie", "termin", "kontakt"],
  },
  restaurant: {
    id: "restaurant",
    name: "Restaurant",
    description: "Speisekarte, Reservierung, Galerie und Veranstaltungen für Ihre Gäste.",
    pages: ["startseite", "ueber-uns", "speisekarte", "reservierung", "galerie", "veranstaltungen", "kontakt"],
  },
  praxis: {
    id: "praxis",
    name: "Praxis",
    description: "Leistungen, Team, Sprechzeiten und Informationen für Ihre Patientinnen und Patienten.",
    pages: ["startseite", "ueber-uns", "leistungen", "team", "sprechzeiten", "patienteninfos", "kontakt"],
  },
  studio: {
    id: "studio",
    name: "Studio",
    description: "Angebote, Kursplan, Preise und Team für Studios aus Sport und Gestaltung.",
    pages: ["startseite", "ueber-uns", "angebote", "kursplan", "preise", "team", "kontakt"],
  },
  makler: {
    id: "makler",
    name: "Makler",
    description: "Immobilienangebote, Verkaufen, Vermieten und Wertermittlung für Ihre Kundschaft.",
    pages: ["startseite", "ueber-uns", "immobilien", "verkaufen", "vermieten", "bewertung", "kontakt"],
  },
} satisfies Record<string, PagePackage>;

/**
 * A custom page "Über uns" is the package's "ueber-uns": a package page compares by the
 * name the visitor sees, a custom page by what was typed (so "bewertung" stays itself).
 */
const packagePageKey = (slug: string) => nameKey(pageLabel(slug));

// Branches without a fitting industry package (beratung, bildung, …) get the three base packages only.
const industryPackageByBranche: Partial<Record<Branche, keyof typeof industryPackages>> = {
  handwerk: "handwerker",
  werkstaetten: "handwerker",
  "friseur-kosmetik": "salon",
  gastronomie: "restaurant",
  gesundheitswesen: "praxis",
  "fitness-sport": "studio",
  "kreatives-design": "studio",
  immobilien: "makler",
};

/** Präsenz, Service and Business, plus the one industry package that fits the branch of step 1. */
export function offeredPackages(branche: string): PagePackage[] {
  const industry = industryPackageByBranche[branche as Branche];
  return industry ? [...basePackages, industryPackages[industry]] : basePackages;
}

/** Whether step 3's package (or none, "") may stand beside the branch of step 1. */
export function fitsBranche(packageId: string, branche: string): boolean {
  return packageId === "" || offeredPackages(branche).some((pkg) => pkg.id === packageId);
}

/** startseite and the pages of the chosen package (none when no package, or one the branch does not offer). */
function packagePagesOf(packageId: string, branche: string): string[] {
  const pkg = offeredPackages(branche).find((candidate) => candidate.id === packageId);
  return ["startseite", ...(pkg?.pages ?? [])];
}

/**
 * SPEC §4: startseite, the package's pages, then the custom pages – each once. A custom page
 * that reads like a package page's label, or is the very word of a package page's slug (a
 * custom "bewertung" beside the estate agent package's "bewertung", added before the package
 * was chosen), is in the list already: the database refuses a page twice.
 */
export function computeSeiten(packageId: string, customPages: readonly string[], branche: string): string[] {
  const seiten: string[] = [];
  const seen = new Set<string>();
  const add = (page: string, key: string) => {
    if (isBlank(page) || seen.has(key) || seiten.includes(page.trim())) return;
    seen.add(key);
    seiten.push(page.trim());
  };
  for (const slug of packagePagesOf(packageId, branche)) add(slug, packagePageKey(slug));
  for (const page of customPages) add(page, nameKey(page));
  return seiten;
}

/**
 * The pages of `seiten` by the names the visitor sees: a package's page by its label, a custom
 * page as typed, even where it is a slug's word ("bewertung" is not the estate agent package's
 * "Wertermittlung").
 */
export function pageNames(data: Pick<WizardData, "seiten" | "seitenpaket" | "branche">): string[] {
  const packagePages = new Set(packagePagesOf(data.seitenpaket, data.branche));
  return data.seiten.map((page) => (packagePages.has(page) ? pageLabel(page) : page));
}

export type PageChange = { ok: true; customPages: string[] } | { ok: false; message: string };

/**
 * Adds a page the visitor typed: non-empty, comma-free, not yet added and not
 * already among `packagePages` (the chosen package's, startseite included);
 * names compare ignoring case.
 */
export function addCustomPage(
  customPages: readonly string[],
  input: string,
  packagePages: readonly string[] = [],
): PageChange {
  const page = input.trim().replace(/\s+/g, " ");
  if (isBlank(page)) return { ok: false, message: fieldMessages.customPageEmpty };
  if (page.includes(",")) return { ok: false, message: fieldMessages.customPageComma };
  if (page.length > WIZARD_LIMITS.maxPageNameLength) {
    return { ok: false, message: fieldMessages.tooLong(WIZARD_LIMITS.maxPageNameLength) };
  }
  if (customPages.some((existing) => nameKey(existing) === nameKey(page))) {
    return { ok: false, message: fieldMessages.customPageDuplicate };
  }
  const inPackage = packagePages.find((slug) => packagePageKey(slug) === nameKey(page));
  if (inPackage !== undefined) return { ok: false, message: fieldMessages.customPageInPackage(pageLabel(inPackage)) };
  if (customPages.length >= WIZARD_LIMITS.maxCustomPages) {
    return { ok: false, message: fieldMessages.tooManyPages(WIZARD_LIMITS.maxCustomPages) };
  }
  return { ok: true, customPages: [...customPages, page] };
}
