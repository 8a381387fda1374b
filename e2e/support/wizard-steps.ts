import { addDays, format } from "date-fns";
import { de } from "date-fns/locale/de";
import type { Locator, Page } from "@playwright/test";
import { companyAnswers } from "../../src/features/wizard/testing/briefing-answers";
import type { TestFile } from "./wizard-files";

/**
 * Locators and fill helpers for the briefing wizard (/konfigurator). Actions
 * and web-first waits only, no assertions: the specs assert, and
 * scripts/bench-wizard.ts drives the same steps outside the test runner.
 */

export const STEP_NAMES = [
  "Unternehmen",
  "Design",
  "Inhalte",
  "Kontaktdaten & Website-Bilder",
  "Projekt-Details",
  "Zusammenfassung",
] as const;

export const NEXT_LABELS = [
  "Weiter zu Design",
  "Weiter zu Inhalten",
  "Weiter zu Funktionen",
  "Weiter zu Projekt-Details",
  "Zur Zusammenfassung",
] as const;

export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;
/** Steps with a form and a Next button (6 is the summary). */
export type FormStep = Exclude<WizardStep, 6>;

export const stepHeading = (page: Page, step: WizardStep) =>
  page.getByRole("heading", { name: `Schritt ${step} von 6: ${STEP_NAMES[step - 1]}` });

export const nextButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The step's own "Weiter zu …" button (steps 1–5). */
export const nextOf = (page: Page, step: FormStep) => nextButton(page, NEXT_LABELS[step - 1]!);

export const stepButton = (page: Page, step: WizardStep) =>
  page
    .getByRole("navigation", { name: "Schritte des Konfigurators" })
    .getByRole("button")
    .nth(step - 1);

/** A toast (title or description) in the app's notification region. */
export const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Benachrichtigungen/ }).getByText(text, { exact: true });

export const submitTop = (page: Page) => page.getByRole("button", { name: "Jetzt Projektanfrage absenden!" });

/** Opens the wizard; the wizard is a lazy chunk after the prerendered shell, so a cold, busy machine gets time. */
export async function openWizard(page: Page, url = "/konfigurator") {
  await page.goto(url);
  await stepHeading(page, 1).waitFor({ timeout: 15_000 });
}

/** Picks files the way a visitor does: the upload button, then the browser's file chooser. */
export async function chooseFiles(page: Page, button: string, files: TestFile | TestFile[] | string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}

/** Clicks the step's Next and waits for the following step's heading. */
export async function goNext(page: Page, step: FormStep) {
  await nextOf(page, step).click();
  await stepHeading(page, (step + 1) as WizardStep).waitFor();
}

// ── Step 1 ──────────────────────────────────────────────────────────────────

export type CompanyValues = {
  firmenname: string;
  rechtsform: string;
  branche: string;
  adresse: string;
  plz: string;
  ort: string;
  land?: string;
  gruendungsjahr?: string;
  ustid?: string;
  handelsregister?: string;
  vorname: string;
  nachname: string;
  position: string;
  email: string;
  telefon: string;
};

/** Only the required answers of step 1. */
export const requiredCompany: CompanyValues = companyAnswers;

export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Fills the step-1 fields given in `values` (optional ones only when present). */
export async function fillCompany(page: Page, values: CompanyValues = requiredCompany) {
  await textbox(page, "Firmenname").fill(values.firmenname);
  await page.getByRole("combobox", { name: "Rechtsform" }).selectOption(values.rechtsform);
  await page.getByRole("combobox", { name: "Branche" }).selectOption(values.branche);
  await textbox(page, "Straße und Hausnummer").fill(values.adresse);
  await textbox(page, "PLZ").fill(values.plz);
  await textbox(page, "Ort").fill(values.ort);
  if (values.land !== undefined) await textbox(page, "Land").fill(values.land);
  if (values.gruendungsjahr !== undefined) await textbox(page, "Gründungsjahr").fill(values.gruendungsjahr);
  if (values.ustid !== undefined) await textbox(page, "Umsatzsteuer-ID").fill(values.ustid);
  if (values.handelsregister !== undefined) await textbox(page, "Handelsregisternummer").fill(values.handelsregister);
  await textbox(page, "Vorname").fill(values.vorname);
  await textbox(page, "Nachname").fill(values.nachname);
  await textbox(page, "Position im Unternehmen").fill(values.position);
  await textbox(page, "E-Mail-Adresse").fill(values.email);
  await textbox(page, "Telefonnummer").fill(values.telefon);
}

// ── Steps 2–5, required answers only ──────────────────────────────────────

export async function fillMinimalDesign(page: Page) {
  await page.getByRole("radio", { name: "Kein Logo gewünscht" }).check();
  await page.getByRole("button", { name: "Blau", exact: true }).click();
}

export async function fillMinimalContent(page: Page) {
  await page.getByRole("combobox", { name: "Hauptziel der Website" }).selectOption("kunden-gewinnen");
  await textbox(page, "Zielgruppe").fill("Familien aus der Region");
  await page.getByRole("radio", { name: "Texte erstellen lassen" }).check();
}

export async function fillMinimalContact(page: Page) {
  await page.getByRole("radio", { name: "Bilder später nachreichen" }).check();
}

export async function fillMinimalProject(page: Page) {
  await page.getByRole("combobox", { name: "Domain" }).selectOption("neu");
  await textbox(page, "Wunsch-Domain").fill("baeckerei-sonnenschein.de");
}

const minimalFills = [
  (page: Page) => fillCompany(page),
  fillMinimalDesign,
  fillMinimalContent,
  fillMinimalContact,
  fillMinimalProject,
];

/** From step 1 of a fresh wizard, answers steps 1 … `through` (required fields only) and moves on each time. */
export async function completeMinimalSteps(page: Page, through: FormStep = 5) {
  for (let step = 1; step <= through; step++) {
    await minimalFills[step - 1]!(page);
    await goNext(page, step as FormStep);
  }
}

// ── Step 5: the deadline calendar ─────────────────────────────────────────

/** Today in German time, as the browser (timezoneId Europe/Berlin) sees it, at local midnight. */
export function todayInGermany(now = new Date()): Date {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" })
    .format(now)
    .split("-")
    .map(Number);
  return new Date(year!, month! - 1, day!);
}

export const germanDate = (date: Date) => format(date, "dd.MM.yyyy");
export const isoDate = (date: Date) => format(date, "yyyy-MM-dd");

/** Picks the day `daysAhead` days from today in the calendar (it opens on the earliest selectable month). */
export async function pickDeadline(page: Page, daysAhead: number): Promise<Date> {
  const date = addDays(todayInGermany(), daysAhead);
  // react-day-picker names each day button with date-fns' "PPPP" in German: "Montag, 5. Januar 2026".
  const day = page.getByRole("button", { name: format(date, "PPPP", { locale: de }), exact: true });
  await page.getByRole("grid").first().waitFor();
  if (!(await day.isVisible())) await page.getByRole("button", { name: "Zum nächsten Monat" }).click();
  await day.click();
  return date;
}

// ── Step 6 ──────────────────────────────────────────────────────────────────

export const summaryCard = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** All six cards (each has its "… bearbeiten" button). */
export const summaryCards = (page: Page) =>
  page.getByRole("region").filter({ has: page.getByRole("button", { name: / bearbeiten$/ }) });

/** The value shown next to `label` on the summary card `title`. */
export function summaryValue(page: Page, title: string, label: string): Locator {
  return summaryCard(page, title)
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");
}
