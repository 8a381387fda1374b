import AxeBuilder from "@axe-core/playwright";
import { addDays } from "date-fns";
import { expect, test, type Browser, type Page, type Request } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { LOCAL_ANON_KEY } from "../supabase/local/keys";
import { STAMP_COLUMNS } from "../src/features/wizard/session/session-request";
import {
  E2E_STACK_URL,
  expectStored,
  filledThroughStep3,
  localCopies,
  localCopy,
  newSessionId,
  openWizard,
  reloadWizard,
  resumeAt,
  seedLocalCopy,
  sessionRow,
} from "./support/wizard-session";
import { briefingRows } from "./support/wizard-backend";
import {
  completeMinimalSteps,
  germanDate,
  isoDate,
  pickDeadline,
  submitTop,
  toast,
  todayInGermany,
} from "./support/wizard-steps";

// SPEC §4 "Session", §7 save/load/QR/clipboard: autosave, resume, hand-over to another device.

const firmenname = (page: Page) => page.getByRole("textbox", { name: "Firmenname" });

/** A local copy with steps 1–5 answered (the deadline given) and the summary open. */
const seedAtSummary = (page: Page, deadline: Date) =>
  seedLocalCopy(page, {
    data: {
      ...filledThroughStep3,
      bilder_status: "later",
      domain_status: "neu",
      wunsch_domain_name: "baeckerei-sonnenschein.de",
      projekt_deadline: germanDate(deadline),
    },
    currentStep: 6,
    completedSteps: [1, 2, 3, 4, 5],
  });

test.describe("resume dialog", () => {
  test("Fortsetzen restores data, step and id", async ({ page }) => {
    const id = await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 2, completedSteps: [1] });
    await openWizard(page);
    const dialog = page.getByRole("dialog", { name: "Unvollständiges Formular gefunden" });
    await expect(dialog).toContainText("Schritt 2 von 6 – Design");
    await resumeAt(page, 2, "Design");
    await expect(page.getByText("Formular wiederhergestellt!")).toBeVisible();
    await page.getByRole("button", { name: "Zurück", exact: true }).click();
    await expect(firmenname(page)).toHaveValue("Bäckerei Sonnenschein");
    expect((await localCopy(page))?.id).toBe(id);
  });

  test("Neu starten starts an empty form with a new id", async ({ page }) => {
    const id = await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 3, completedSteps: [1, 2] });
    await openWizard(page);
    await page.getByRole("button", { name: "Neu starten" }).click();
    await expect(page.getByText("Neues Formular gestartet")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
    await expect(firmenname(page)).toHaveValue("");
    await firmenname(page).fill("Neu GmbH");
    const copy = await localCopy(page);
    expect(copy?.id).not.toBe(id);
    expect(copy?.data.firmenname).toBe("Neu GmbH");
    // The draft it offered is gone from this device.
    expect((await localCopies(page)).map((stored) => stored.id)).toEqual([copy?.id]);
  });
});

test("two tabs on two drafts keep both: a reload offers the tab's own, a new tab lets the visitor choose", async ({
  context,
}) => {
  // Three tabs load the wizard: 17–20 s alone on a two-core machine, over 30 s beside another worker.
  test.slow();
  const first = await context.newPage();
  await openWizard(first);
  await firmenname(first).fill("Erste GmbH");
  // A second tab starts another briefing while the first is still open.
  const second = await context.newPage();
  await openWizard(second);
  await second.getByRole("button", { name: "Neu starten" }).click();
  await firmenname(second).fill("Zweite GmbH");
  await firmenname(first).fill("Erste GmbH & Co. KG");

  await reloadWizard(second);
  await expect(second.getByRole("dialog", { name: "Unvollständiges Formular gefunden" })).toBeVisible();
  await expect(second.getByRole("radio", { name: /^Zweite GmbH/ })).toBeChecked();
  await second.getByRole("button", { name: "Fortsetzen" }).click();
  await expect(firmenname(second)).toHaveValue("Zweite GmbH");

  const third = await context.newPage();
  await openWizard(third);
  const dialog = third.getByRole("dialog", { name: "Unvollständiges Formular gefunden" });
  await expect(dialog).toContainText("mehrere angefangene Projektanfragen");
  await expect(third.getByRole("radio")).toHaveCount(2);
  expect((await new AxeBuilder({ page: third }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await third.getByRole("radio", { name: /^Erste GmbH & Co\. KG/ }).check();
  await third.getByRole("button", { name: "Fortsetzen" }).click();
  await expect(firmenname(third)).toHaveValue("Erste GmbH & Co. KG");
});

test("a link opened in another browser resumes data, step and files, and the address loses its parameter", async ({
  page,
  browser,
}) => {
  await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 4, completedSteps: [1, 2, 3] });
  await openWizard(page);
  await resumeAt(page, 4, "Kontaktdaten & Website-Bilder");
  await page.getByRole("textbox", { name: "Öffnungszeiten" }).fill("Mo–Fr 6–18 Uhr");
  await page.getByText("Eigene Bilder hochladen").click();
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(200);
  await page.getByLabel("Bilder auswählen").setInputFiles({
    name: "ladenfront.png",
    mimeType: "image/png",
    buffer: PNG.sync.write(png),
  });
  await expect(page.getByRole("img", { name: "ladenfront.png" })).toBeVisible();

  await page.getByRole("button", { name: "QR-Code" }).click();
  const link = await page.getByLabel("Link zu Ihrer Projektanfrage").inputValue();
  const id = new URL(link).searchParams.get("session")!;
  await expectStored(id, (data) => (data.uploaded_images as unknown[]).length === 1);

  const phone = await browser.newContext();
  const other = await phone.newPage();
  const referrers: Promise<string | undefined>[] = [];
  const onRequest = (request: Request) => referrers.push(request.allHeaders().then((headers) => headers.referer));
  other.on("request", onRequest);
  await openWizard(other, link);
  await expect(other.getByRole("heading", { name: "Schritt 4 von 6: Kontaktdaten & Website-Bilder" })).toBeVisible();
  await expect(other).toHaveURL(/\/konfigurator$/);
  await expect(other.getByRole("textbox", { name: "Öffnungszeiten" })).toHaveValue("Mo–Fr 6–18 Uhr");
  await expect(other.getByRole("img", { name: "ladenfront.png" })).toBeVisible();
  await expect(other.getByText("1 von 50")).toBeVisible();
  expect((await localCopy(other))?.id).toBe(id);
  // The link is a key to the draft: no request (scripts, fonts, images, Supabase) carries it into a log as its referrer.
  expect(referrers.length).toBeGreaterThan(5);
  // No more: the headers of a request still starting (an autosave) would be asked for after the close.
  other.off("request", onRequest);
  expect((await Promise.all(referrers)).filter((referrer) => referrer?.includes(id))).toEqual([]);
  await phone.close();
});

test("a send whose answer was lost, sent again, is one briefing and a plain thank-you", async ({ page }) => {
  const id = await seedAtSummary(page, addDays(todayInGermany(), 21));
  await openWizard(page);
  await resumeAt(page, 6, "Zusammenfassung");
  await expectStored(id, (data) => data.firmenname === "Bäckerei Sonnenschein");
  // The insert reaches the database (which deletes the draft), then the connection drops.
  let cut = false;
  await page.route("**/rest/v1/webseitenkonzeption*", async (route) => {
    if (route.request().method() !== "POST" || cut) return route.continue();
    cut = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  const send = page.getByRole("button", { name: "Jetzt Projektanfrage absenden!" });
  await send.click();
  await expect(page.getByText("Fehler beim Speichern der Daten. Bitte versuche es erneut.").first()).toBeVisible();
  expect(await briefingRows(id)).toHaveLength(1);
  // The tab's routine look (coming back to it) finds the draft gone: its own briefing, not one
  // sent elsewhere, so the summary stays as it is for the next "Absenden".
  // The look's second request, for the whole row (the first asks only when it was stored).
  const looked = page.waitForResponse(
    (response) => response.url().includes("/rest/v1/wizard_sessions") && response.url().includes("session_data"),
  );
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await looked;
  await expect(
    page.getByRole("heading", { name: "Diese Projektanfrage wird hier nicht mehr gespeichert" }),
  ).toHaveCount(0);

  await send.click();
  await expect(page.getByText("Deine Website-Anfrage wurde erfolgreich übermittelt!")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Diese Projektanfrage wird hier nicht mehr gespeichert" }),
  ).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Als neue Anfrage fortsetzen" })).toHaveCount(0);
  expect(await briefingRows(id)).toHaveLength(1);
});

test("on a session link, Back after a step change returns to the step the link opened", async ({ page, browser }) => {
  await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 4, completedSteps: [1, 2, 3] });
  await openWizard(page);
  await resumeAt(page, 4, "Kontaktdaten & Website-Bilder");
  const id = (await localCopy(page))!.id;
  await expectStored(id, (data) => data.firmenname === filledThroughStep3.firmenname);

  const other = await (await browser.newContext()).newPage();
  await openWizard(other, `/konfigurator?session=${id}`);
  const opened = other.getByRole("heading", { name: "Schritt 4 von 6: Kontaktdaten & Website-Bilder" });
  await expect(opened).toBeVisible();
  await expect(other).toHaveURL(/\/konfigurator$/);
  await other.getByRole("button", { name: "Zurück", exact: true }).click();
  await expect(other.getByRole("heading", { name: "Schritt 3 von 6: Inhalte" })).toBeVisible();
  // The entry whose address lost its parameter still knows its step.
  await other.goBack();
  await expect(opened).toBeVisible();
  await expect(other).toHaveURL(/\/konfigurator$/);
  await other.context().close();
});

test("an unknown session id starts a new session; a draft on this device waits for the next visit", async ({
  page,
}) => {
  const draft = await seedLocalCopy(page);
  const unknown = newSessionId();
  await openWizard(page, `/konfigurator?session=${unknown}`);
  await expect(page).toHaveURL(/\/konfigurator$/);
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(toast(page, "Dieser Link ist nicht mehr gültig")).toBeVisible();
  await expect(firmenname(page)).toHaveValue("");
  await firmenname(page).fill("Frisch GmbH");
  expect((await localCopy(page))?.id).not.toBe(unknown);
  expect((await localCopies(page)).map(({ id }) => id)).toContain(draft);
});

test("the QR dialog shows a code that decodes to the session link", async ({ page, baseURL }) => {
  await openWizard(page);
  await firmenname(page).fill("QR GmbH");
  await page.getByRole("button", { name: "QR-Code" }).click();
  const dialog = page.getByRole("dialog", { name: "Auf anderem Gerät fortsetzen" });
  const code = dialog.getByRole("img", { name: /QR-Code/ });
  await expect(code).toBeVisible();
  const png = PNG.sync.read(await code.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  const { id } = (await localCopy(page))!;
  expect(decoded?.data).toBe(`${baseURL}/konfigurator?session=${id}`);
  await expect(dialog.getByLabel("Link zu Ihrer Projektanfrage")).toHaveValue(decoded!.data);
  // Opening the dialog saved the session, so the link works at once.
  await expectStored(id, (data) => data.firmenname === "QR GmbH");
});

test("the QR dialog falls back to a text when the code can't be made", async ({ page }) => {
  await page.route("**/assets/qr-encoder-*.js", (route) => route.abort());
  await openWizard(page);
  await page.getByRole("button", { name: "QR-Code" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "QR-Code konnte nicht geladen werden" })).toBeVisible();
  await expect(page.getByLabel("Link zu Ihrer Projektanfrage")).toHaveValue(/\/konfigurator\?session=session_/);
});

test("copies the session link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openWizard(page);
  await page.getByRole("button", { name: "QR-Code" }).click();
  const link = await page.getByLabel("Link zu Ihrer Projektanfrage").inputValue();
  await page.getByRole("button", { name: "Link kopieren" }).click();
  await expect(page.getByText("Link kopiert!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("reset with 'ja' clears the local copy and starts a new session; the server's draft goes too", async ({
  page,
  browser,
}) => {
  await openWizard(page);
  await firmenname(page).fill("Weg damit GmbH");
  const before = (await localCopy(page))!.id;
  await expectStored(before, (data) => data.firmenname === "Weg damit GmbH");

  // The same draft open on another device, through its link.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await openWizard(other, `/konfigurator?session=${before}`);
  await expect(firmenname(other)).toHaveValue("Weg damit GmbH");
  await firmenname(other).fill("Weg damit GmbH & Co. KG");
  await expectStored(before, (data) => data.firmenname === "Weg damit GmbH & Co. KG");

  await page.getByRole("button", { name: "Neu starten" }).click();
  const dialog = page.getByRole("dialog", { name: "Formular zurücksetzen" });
  await dialog.getByRole("textbox").fill("ja");
  await dialog.getByRole("button", { name: "Formular zurücksetzen" }).click();
  await expect(page.getByText("Formular zurückgesetzt")).toBeVisible();
  await expect(firmenname(page)).toHaveValue("");
  expect(await localCopy(page)).toBeNull();
  await expect.poll(() => sessionRow(before)).toBeNull();

  // The other device learns it when the visitor comes back to it, and saves nothing more.
  await other.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  // A notice that stays (the toast goes), with the way on.
  await expect(
    other.getByRole("heading", { name: "Diese Projektanfrage wird hier nicht mehr gespeichert" }),
  ).toBeVisible();
  await expect(
    other.getByRole("alert").filter({ hasText: "Diese Projektanfrage wird hier nicht mehr gespeichert" }),
  ).toBeVisible();
  // The toast says it to the eyes only: screen readers hear the notice, not both.
  const shown = toast(other, "Diese Projektanfrage wird hier nicht mehr gespeichert");
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((text) => text.closest('[aria-hidden="true"]') !== null)).toBe(true);
  await firmenname(other).fill("Noch da GmbH");
  await other.waitForTimeout(2_000);
  expect(await sessionRow(before)).toBeNull();
  await other.getByRole("button", { name: "Als neue Anfrage fortsetzen" }).click();
  await expect(
    other.getByRole("heading", { name: "Diese Projektanfrage wird hier nicht mehr gespeichert" }),
  ).toHaveCount(0);
  await expect(firmenname(other)).toHaveValue("Noch da GmbH");
  const renewed = (await localCopy(other))!.id;
  expect(renewed).not.toBe(before);
  await expectStored(renewed, (data) => data.firmenname === "Noch da GmbH");
  await phone.close();

  await reloadWizard(page);
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await firmenname(page).fill("Neu GmbH");
  expect((await localCopy(page))!.id).not.toBe(before);
});

test("backend down while typing: nothing is lost and the database catches up", async ({ page }) => {
  test.setTimeout(90_000);
  await openWizard(page);
  await firmenname(page).fill("B");
  const { id } = (await localCopy(page))!;
  await expectStored(id, (data) => data.firmenname === "B");

  await page.route("**/rest/v1/wizard_sessions**", (route) => route.abort("connectionrefused"));
  const text = "Bäckerei Sonnenschein GmbH & Co. KG";
  await firmenname(page).pressSequentially(text.slice(1), { delay: 40 });
  await page.waitForTimeout(2500);
  expect((await localCopy(page))!.data.firmenname).toBe(text);
  expect((await sessionRow(id))!.session_data.data.firmenname).toBe("B");

  await page.unroute("**/rest/v1/wizard_sessions**");
  await expectStored(id, (data) => data.firmenname === text, 45_000);
});

test("an abrupt reload mid-typing loses nothing, locally or in the database", async ({ page }) => {
  await openWizard(page);
  const text = "Sonnenschein Backwaren Musterstadt";
  await firmenname(page).pressSequentially(text, { delay: 5 });
  const { id } = (await localCopy(page))!;
  // No pause for the autosave window: the page goes away right after the last key.
  await page.reload();
  await expectStored(id, (data) => data.firmenname === text);
  await resumeAt(page, 1, "Unternehmen");
  await expect(firmenname(page)).toHaveValue(text);
});

test("with localStorage blocked (all cookies blocked), a reload of the tab loads the answers from the database", async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => {
          throw new DOMException("Der Zugriff auf den Speicher ist blockiert.", "SecurityError");
        },
      });
    }
  });
  await openWizard(page);
  await firmenname(page).fill("Bäckerei ohne Cookies");
  // No local copy: the tab's history entry names the saved session.
  const named = await page.waitForFunction(
    () => (history.state as { wizardSession?: string } | null)?.wizardSession ?? null,
    null,
    { timeout: 10_000 },
  );
  const id = (await named.jsonValue()) as string;
  await expectStored(id, (data) => data.firmenname === "Bäckerei ohne Cookies");

  await reloadWizard(page);
  await expect(toast(page, "Formular wiederhergestellt!")).toBeVisible();
  await expect(firmenname(page)).toHaveValue("Bäckerei ohne Cookies");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/konfigurator");
});

test("a custom page typed but not yet added survives a reload", async ({ page }) => {
  await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 3, completedSteps: [1, 2] });
  await openWizard(page);
  await resumeAt(page, 3, "Inhalte");
  await page.getByRole("textbox", { name: "Zusätzliche Seiten" }).pressSequentially("Partn");
  await page.reload();
  await resumeAt(page, 3, "Inhalte");
  await expect(page.getByRole("textbox", { name: "Zusätzliche Seiten" })).toHaveValue("Partn");
});

test("closing the tab mid-typing saves the last keystrokes (keepalive)", async ({ context }) => {
  const page = await context.newPage();
  await openWizard(page);
  await firmenname(page).pressSequentially("Schließen GmbH", { delay: 5 });
  const { id } = (await localCopy(page))!;
  await page.close({ runBeforeUnload: true });
  await expectStored(id, (data) => data.firmenname === "Schließen GmbH", 3000);
});

test("the stack refuses another session's reads", async ({ page, request }) => {
  await openWizard(page);
  await page.getByRole("button", { name: "QR-Code" }).click();
  const link = await page.getByLabel("Link zu Ihrer Projektanfrage").inputValue();
  const id = new URL(link).searchParams.get("session")!;
  await expect.poll(async () => (await sessionRow(id)) !== null).toBe(true);
  const read = (session: string) =>
    request.get(`${E2E_STACK_URL}/rest/v1/wizard_sessions?id=eq.${id}&select=id`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, "x-wizard-session": session },
    });
  expect(await (await read(id)).json()).toEqual([{ id }]);
  expect(await (await read(newSessionId())).json()).toEqual([]);
});

test("after the briefing is sent, the draft is gone here and behind the link", async ({ page, browser }) => {
  const id = await seedAtSummary(page, addDays(todayInGermany(), 21));
  await openWizard(page);
  await resumeAt(page, 6, "Zusammenfassung");
  // One more step entry in the history: to step 5 and back to the summary.
  await page.getByRole("button", { name: "Zurück zur letzten Seite" }).click();
  await page.getByRole("button", { name: "Zur Zusammenfassung" }).click();
  await expect(page.getByRole("heading", { name: "Schritt 6 von 6: Zusammenfassung" })).toBeVisible();
  await expectStored(id, (data) => data.firmenname === "Bäckerei Sonnenschein");
  await page.getByRole("button", { name: "Jetzt Projektanfrage absenden!" }).click();
  await expect(page.getByText("Deine Website-Anfrage wurde erfolgreich übermittelt!")).toBeVisible();
  expect(await localCopy(page)).toBeNull();
  await expect.poll(() => sessionRow(id)).toBeNull();
  // Back to step 5's entry shows no step again: the briefing is sent.
  await page.goBack();
  await expect(page).toHaveURL(/\/konfigurator$/);
  await expect(page.getByText("Deine Website-Anfrage wurde erfolgreich übermittelt!")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Schritt \d von 6/ })).toHaveCount(0);

  // The link no longer resumes anything.
  const other = await (await browser.newContext()).newPage();
  await openWizard(other, `/konfigurator?session=${id}`);
  await expect(other).toHaveURL(/\/konfigurator$/);
  await expect(other.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
  await expect(firmenname(other)).toHaveValue("");
  await other.context().close();

  // Nor does this browser offer it again.
  await reloadWizard(page);
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await sessionRow(id)).toBeNull();
});

test("a resumed draft whose deadline has come too close is not sent until a new date is chosen", async ({ page }) => {
  // Chosen weeks ago: now only 5 days ahead, outside the 14–42 days the calendar offers.
  const id = await seedAtSummary(page, addDays(todayInGermany(), 5));
  await openWizard(page);
  await resumeAt(page, 6, "Zusammenfassung");
  await page.getByRole("button", { name: "Jetzt Projektanfrage absenden!" }).click();
  // Shown as a failed "Weiter" shows it: the step's toast and the field's own message.
  await expect(page.getByRole("heading", { name: "Schritt 5 von 6: Projekt-Details" })).toBeVisible();
  await expect(page.getByText("Unvollständige Angaben")).toBeVisible();
  await expect(page.getByText("Bitte wählen Sie ein Datum, das 14 bis 42 Tage in der Zukunft liegt.")).toBeVisible();
  // The calendar stays usable beside its error (Chromium once laid it out as 0 × 0 there).
  await expect(page.getByRole("grid").first()).toBeVisible();
  expect(await briefingRows(id)).toEqual([]);

  const chosen = await pickDeadline(page, 20);
  await page.getByRole("button", { name: "Zur Zusammenfassung" }).click();
  await page.getByRole("button", { name: "Jetzt Projektanfrage absenden!" }).click();
  await expect(page.getByText("Deine Website-Anfrage wurde erfolgreich übermittelt!")).toBeVisible();
  const rows = await briefingRows(id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ projekt_deadline: isoDate(chosen) });
});

/**
 * Keeps the laptop tab from looking for other devices' work on its own: a visible tab asks for its
 * row's stamp every 20 s and when its window gets the focus, and a tab that changed nothing takes a
 * newer row over at once. The tests below have the laptop act (type, send, come back) before its
 * next look; on a busy machine the phone's part alone took longer than 20 s, the look came first,
 * and the laptop already showed the phone's work. The reads after a refused save and before a send
 * (the whole row, not its stamp) still go through. Returns what lets the routine look through again.
 */
async function holdRoutineLooks(page: Page): Promise<() => void> {
  let held = true;
  await page.route(
    (url) => url.pathname.endsWith("/rest/v1/wizard_sessions") && url.searchParams.get("select") === STAMP_COLUMNS,
    // Saves are POSTs that ask for the same column back: only the GET is the look.
    (route) => (held && route.request().method() === "GET" ? route.abort() : route.continue()),
  );
  return () => {
    held = false;
  };
}

/**
 * The laptop saves "Laptop GmbH", then a phone opens the link and saves "Handy GmbH"; the laptop
 * tab stays open and has not looked since (holdRoutineLooks): the returned function lets it.
 */
async function laptopThenPhone(page: Page, browser: Browser): Promise<{ id: string; letLaptopLook: () => void }> {
  await openWizard(page);
  await firmenname(page).fill("Laptop GmbH");
  const { id } = (await localCopy(page))!;
  await expectStored(id, (data) => data.firmenname === "Laptop GmbH");
  const letLaptopLook = await holdRoutineLooks(page);

  const phone = await browser.newContext();
  const other = await phone.newPage();
  await openWizard(other, `/konfigurator?session=${id}`);
  await expect(firmenname(other)).toHaveValue("Laptop GmbH");
  await firmenname(other).fill("Handy GmbH");
  await expectStored(id, (data) => data.firmenname === "Handy GmbH");
  await phone.close();
  return { id, letLaptopLook };
}

test("a tab that changed nothing takes over another device's work when the visitor comes back", async ({
  page,
  browser,
}) => {
  const { letLaptopLook } = await laptopThenPhone(page, browser);
  const vorname = page.getByRole("textbox", { name: "Vorname" });
  await vorname.focus();

  // The visitor comes back to the laptop tab: the phone's work is there, the cursor stays put.
  letLaptopLook();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByText("Änderungen aus dem anderen Tab oder von dem anderen Gerät übernommen")).toBeVisible();
  await expect(firmenname(page)).toHaveValue("Handy GmbH");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(vorname).toBeFocused();
});

test("a laptop left open after the hand-over never overwrites the phone's work", async ({ page, browser }) => {
  const { id } = await laptopThenPhone(page, browser);

  // Back at the laptop, without leaving the tab: a keystroke in another field, later than the phone's save.
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  const dialog = page.getByRole("alertdialog", { name: "Neuerer Stand gefunden" });
  await expect(dialog).toBeVisible();
  const row = await sessionRow(id);
  expect(row!.session_data.data).toMatchObject({ firmenname: "Handy GmbH", vorname: "" });

  // Each device changed something else: both are kept.
  await dialog.getByRole("button", { name: "Beide Stände zusammenführen" }).click();
  await expect(firmenname(page)).toHaveValue("Handy GmbH");
  await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Erika");
  await expectStored(id, (data) => data.firmenname === "Handy GmbH" && data.vorname === "Erika");
});

test("typing on while the other device's work arrives loses no key, and the question waits for a pause", async ({
  page,
  browser,
}) => {
  const { id } = await laptopThenPhone(page, browser);
  const vorname = page.getByRole("textbox", { name: "Vorname" });
  await vorname.click();
  // At a person's pace, spaces included: before, the dialog opened mid-word, a Space pressed its
  // focused button, and the rest of the name went nowhere (an audit, 2026-11-29).
  const typed = "Erika Maria Mustermann von der Heide";
  await page.keyboard.type(typed, { delay: 120 });
  await expect(vorname).toHaveValue(typed);
  const dialog = page.getByRole("alertdialog", { name: "Neuerer Stand gefunden" });
  await expect(dialog).toBeVisible();
  // The dialog itself has the focus, no button: a key more decides nothing.
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  expect((await sessionRow(id))!.session_data.data).toMatchObject({ firmenname: "Handy GmbH", vorname: "" });

  await dialog.getByRole("button", { name: "Beide Stände zusammenführen" }).click();
  await expect(firmenname(page)).toHaveValue("Handy GmbH");
  await expect(vorname).toHaveValue(typed);
  await expect(vorname).toBeFocused();
  await expectStored(id, (data) => data.firmenname === "Handy GmbH" && data.vorname === typed);
});

test("when both devices changed the same field, the visitor decides", async ({ page, browser }) => {
  const { id } = await laptopThenPhone(page, browser);
  await firmenname(page).fill("Laptop GmbH & Co. KG");
  const dialog = page.getByRole("alertdialog", { name: "Neuerer Stand gefunden" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Beide Stände zusammenführen" })).toHaveCount(0);
  // Either answer loses one device's work, so Escape decides nothing.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect((await sessionRow(id))!.session_data.data).toMatchObject({ firmenname: "Handy GmbH" });

  await dialog.getByRole("button", { name: "Hier weiterarbeiten" }).click();
  await expectStored(id, (data) => data.firmenname === "Laptop GmbH & Co. KG");
});

test("the session dialogs pass axe", async ({ page }) => {
  await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 2, completedSteps: [1] });
  await openWizard(page);
  await expect(page.getByRole("dialog", { name: "Unvollständiges Formular gefunden" })).toBeVisible();
  const resume = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(resume.violations.map((v) => v.id)).toEqual([]);
  await resumeAt(page, 2, "Design");
  await page.getByRole("button", { name: "QR-Code" }).click();
  await expect(page.getByRole("img", { name: /QR-Code/ })).toBeVisible();
  const qr = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(qr.violations.map((v) => v.id)).toEqual([]);
});

test("offline, changes wait and go out as soon as the browser is back online", async ({ page, context }) => {
  await openWizard(page);
  await firmenname(page).fill("Vor dem Tunnel");
  const { id } = (await localCopy(page))!;
  await expectStored(id, (data) => data.firmenname === "Vor dem Tunnel");
  await context.setOffline(true);
  await firmenname(page).fill("Im Tunnel getippt");
  await page.waitForTimeout(2000);
  expect((await sessionRow(id))!.session_data.data.firmenname).toBe("Vor dem Tunnel");
  await context.setOffline(false);
  // No back-off wait: the online event sends it.
  await expectStored(id, (data) => data.firmenname === "Im Tunnel getippt", 3000);
});

test("a briefing sent from a device left on the summary includes what the other device added since", async ({
  page,
  browser,
}) => {
  test.slow();
  await openWizard(page);
  await completeMinimalSteps(page);
  const { id } = (await localCopy(page))!;
  await expect.poll(async () => (await sessionRow(id))?.current_step).toBe(6);
  // The press below is what finds the phone's work, not a look of the laptop's own before it.
  await holdRoutineLooks(page);

  // On the phone, through the link: a remark added on step 5, saved.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await openWizard(other, `/konfigurator?session=${id}`);
  await other.getByRole("button", { name: "Zurück zur letzten Seite" }).click();
  const remark = "Bitte auch eine englische Version.";
  await other.getByRole("textbox", { name: "Zusätzliche Anmerkungen" }).fill(remark);
  await expectStored(id, (data) => data.zusaetzliche_anmerkungen === remark);
  await phone.close();

  // Back at the laptop, still on the summary (no tab switch): the first press takes the phone's
  // work over and sends nothing; the summary shows it.
  await submitTop(page).click();
  await expect(toast(page, "Ihre Angaben wurden zwischenzeitlich ergänzt")).toBeVisible();
  await expect(page.getByText(remark)).toBeVisible();
  expect(await briefingRows(id)).toEqual([]);
  await submitTop(page).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeVisible();
  const [row] = await briefingRows(id);
  expect(row).toMatchObject({ zusaetzliche_anmerkungen: remark });
});
