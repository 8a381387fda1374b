import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { LOCAL_SERVICE_ROLE_KEY } from "../../supabase/local/keys";
import { companyAnswers, designAndContentAnswers } from "../../src/features/wizard/testing/briefing-answers";
import { E2E_STACK_URL as DEFAULT_STACK_URL } from "./env";

/** Helpers of the wizard-session specs (local copy seeding, reading rows back with the service key). */

/** The run's stack; overridable so these specs can run beside another e2e run on other ports. */
export const E2E_STACK_URL = process.env.E2E_STACK_URL ?? DEFAULT_STACK_URL;

/** Each session's local copy has a key of its own (LOCAL_COPY_PREFIX in src/features/wizard/session/local-copy.ts). */
export const LOCAL_COPY_PREFIX = "konfigurator-sitzung:";
export const localCopyKey = (sessionId: string) => LOCAL_COPY_PREFIX + sessionId;

export const newSessionId = () => `session_${Date.now()}_${randomBytes(16).toString("base64url")}`;

/** Steps 1–3 filled so that every earlier step validates. */
export const filledThroughStep3 = {
  ...companyAnswers,
  land: "Deutschland",
  ...designAndContentAnswers,
  seiten: ["startseite"],
};

type Seed = { id?: string; data?: Record<string, unknown>; currentStep?: number; completedSteps?: number[] };

/** Puts a local copy (SPEC §3 shape) into the browser before the first load of the page only. */
export async function seedLocalCopy(page: Page, seed: Seed = {}): Promise<string> {
  const id = seed.id ?? newSessionId();
  const now = Date.now();
  const copy = {
    id,
    data: seed.data ?? { firmenname: "Bäckerei Sonnenschein" },
    currentStep: seed.currentStep ?? 1,
    completedSteps: seed.completedSteps ?? [],
    timestamp: now,
    lastUpdate: new Date(now - 60_000).toISOString(),
    isActive: true,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem("e2e-seeded")) return;
      window.sessionStorage.setItem("e2e-seeded", "1");
      window.localStorage.setItem(key, value);
    },
    [localCopyKey(id), JSON.stringify(copy)] as const,
  );
  return id;
}

/** Opens the wizard and waits for its chunk (slow on a busy machine: generous timeout). */
export async function openWizard(page: Page, url = "/konfigurator") {
  await page.goto(url);
  await expect(page.getByText("Konfigurator wird geladen …")).toHaveCount(0, { timeout: 45_000 });
}

/** Reloads the wizard's tab and waits for its chunk, as openWizard does. */
export async function reloadWizard(page: Page) {
  await page.reload();
  await expect(page.getByText("Konfigurator wird geladen …")).toHaveCount(0, { timeout: 45_000 });
}

export async function resumeAt(page: Page, step: number, name: string) {
  await page.getByRole("button", { name: "Fortsetzen" }).click();
  await expect(page.getByRole("heading", { name: `Schritt ${step} von 6: ${name}` })).toBeVisible();
}

/** A draft answered through step 3, resumed at step 4 with "Eigene Bilder hochladen" chosen: ready to pick images. */
export async function openAtImageUpload(page: Page) {
  await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 4, completedSteps: [1, 2, 3] });
  await openWizard(page);
  await resumeAt(page, 4, "Kontaktdaten & Website-Bilder");
  await page.getByText("Eigene Bilder hochladen").click();
}

type StoredCopy = { id: string; data: Record<string, unknown>; timestamp: number };

/** Every local copy in the page's localStorage, the one written last first. */
export async function localCopies(page: Page): Promise<StoredCopy[]> {
  const copies = await page.evaluate(
    (prefix) =>
      Object.keys(window.localStorage)
        .filter((key) => key.startsWith(prefix))
        .flatMap((key) => {
          try {
            return [JSON.parse(window.localStorage.getItem(key)!) as StoredCopy];
          } catch {
            return [];
          }
        }),
    LOCAL_COPY_PREFIX,
  );
  return copies.sort((a, b) => b.timestamp - a.timestamp);
}

/** The local copy written last: the wizard's current session where one tab is open (not with several). */
export async function localCopy(page: Page): Promise<StoredCopy | null> {
  return (await localCopies(page))[0] ?? null;
}

const serviceHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

export type SessionRow = {
  id: string;
  current_step: number;
  updated_at: string;
  session_data: {
    data: Record<string, unknown> & { uploaded_images: { url: string; path: string; fileName: string }[] };
  };
};

/** The row as the database holds it (service key, bypasses RLS). */
export async function sessionRow(id: string): Promise<SessionRow | null> {
  const response = await fetch(`${E2E_STACK_URL}/rest/v1/wizard_sessions?id=eq.${encodeURIComponent(id)}&select=*`, {
    headers: serviceHeaders,
  });
  const rows = (await response.json()) as SessionRow[];
  return rows[0] ?? null;
}

/** Waits until the stored draft's form data satisfies `check`. */
export async function expectStored(id: string, check: (data: Record<string, unknown>) => boolean, timeout = 10_000) {
  await expect
    .poll(
      async () => {
        const row = await sessionRow(id);
        return row ? check(row.session_data.data) : false;
      },
      { timeout },
    )
    .toBe(true);
}
