/**
 * `npm run bench:autosave`: how the wizard's autosave behaves in a real
 * browser against the local stack (src/features/wizard/session/).
 *
 * 1. Types 1,000 characters across step 1 and step 3 and counts every write
 *    the page sends to wizard_sessions, from opening it until it settled
 *    after the last key, against the time from the first to the last key
 *    (goal ≤ 1 per 1.5 s of typing; the naive client writes once per
 *    keystroke).
 * 2. Closes the page mid-typing and counts the characters the database lacks
 *    (goal 0). Also once as a renderer crash (no pagehide at all): then the
 *    local copy must hold everything.
 * 3. Measures how long after the last keystroke a second browser that opens
 *    the session link shows the latest text (goal ≤ 2 s). That browser is
 *    open already (its own profile, nothing of the site cached), as a
 *    visitor's phone is: the clock counts opening the link, not Playwright
 *    making a new browser profile (0.5–0.8 s here).
 *
 * Serves a production build whose VITE_SUPABASE_URL points at --stack-port, built first into --dir;
 * --reuse keeps a build there that was made for that port. Its own ports and folder (not the e2e
 * run's 4183/54331/dist-e2e, which it rebuilt for another port):
 * Flags: --dir build/bench-autosave --port 4192 --stack-port 54392 --delay <ms per key, 40>,
 * --verbose (a timeline of the writes and what each one carried that the one before did not),
 * --quick (no pause between keys, two tries of the second device: CI checks that it runs).
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { performance } from "node:perf_hooks";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium";
import { localCopy } from "../e2e/support/wizard-session";
import { LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { startLocalStack } from "../supabase/local/server";
import { exitOnStartFailure } from "../supabase/local/start-errors";
import { ensureBenchBuild } from "./bench-build";
import { benchDeadline, within } from "./bench-wait";
import { flag, option } from "./cli-args";
import { serveStatic } from "./static-server";

const dir = option("dir", "build/bench-autosave");
const webPort = Number(option("port", "4192"));
const stackPort = Number(option("stack-port", "54392"));
/** --quick: keys without pauses, the second device opens the link at most twice (CI checks that it runs). */
const quick = flag("quick");
const keyDelay = Number(option("delay", quick ? "0" : "40"));
const verbose = flag("verbose");

type SessionData = { data?: Record<string, unknown>; completedSteps?: unknown; pendingUploads?: unknown };

/** What a write carries that the previous one did not (for --verbose). */
function describeWrite(previous: Record<string, unknown> | undefined, body: Record<string, unknown>): string {
  const before = (previous?.session_data ?? {}) as SessionData;
  const after = (body.session_data ?? {}) as SessionData;
  const changed = Object.keys({ ...before.data, ...after.data }).filter(
    (key) => JSON.stringify(before.data?.[key]) !== JSON.stringify(after.data?.[key]),
  );
  if (previous?.current_step !== body.current_step) changed.push(`current_step=${String(body.current_step)}`);
  if (JSON.stringify(before.completedSteps) !== JSON.stringify(after.completedSteps)) changed.push("completedSteps");
  if (JSON.stringify(before.pendingUploads) !== JSON.stringify(after.pendingUploads)) changed.push("pendingUploads");
  return changed.length > 0 ? changed.join(", ") : "(nothing new)";
}

benchDeadline("bench:autosave", 15);
await ensureBenchBuild({ dir, stackUrl: `http://127.0.0.1:${stackPort}`, reuse: flag("reuse") });
const stack = await startLocalStack({ port: stackPort, dataDir: null, quiet: true }).catch(
  exitOnStartFailure("--stack-port <port>"),
);
const web = await serveStatic({ dir, port: webPort });
const baseUrl = web.url.replace("localhost", "127.0.0.1");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

async function storedData(id: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(
    `${stack.url}/rest/v1/wizard_sessions?id=eq.${encodeURIComponent(id)}&select=session_data`,
    {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    },
  );
  const rows = (await response.json()) as { session_data: { data: Record<string, unknown> } }[];
  return rows[0]?.session_data.data ?? null;
}

async function sessionIdOf(page: Page): Promise<string> {
  const copy = await localCopy(page);
  if (!copy) throw new Error("no local copy");
  return copy.id;
}

async function openWizard(page: Page, url = "/konfigurator") {
  await page.goto(`${baseUrl}${url}`);
  await page.getByText("Konfigurator wird geladen …").waitFor({ state: "detached", timeout: 60_000 });
}

/** Sentences of German filler, cut to `length` characters. */
function text(length: number, seed: string): string {
  const words = `${seed} backt jeden Morgen frisches Brot, Brötchen und Kuchen aus regionalem Mehl für Familien, Büros und Cafés in der Region.`;
  let out = "";
  while (out.length < length) out += (out ? " " : "") + words;
  return out.slice(0, length).trimEnd().padEnd(length, ".");
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

// ── 1. Writes while typing ──────────────────────────────────────────────────

async function typingRun(b: Browser) {
  const context = await b.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  const writes: number[] = [];
  const timeline: { at: number; what: string }[] = [];
  let previousBody: Record<string, unknown> | undefined;
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().includes("/rest/v1/wizard_sessions")) return;
    writes.push(performance.now());
    if (verbose) {
      const body = JSON.parse(request.postData() ?? "{}") as { current_step?: number; session_data?: SessionData };
      timeline.push({ at: performance.now(), what: `write  ${describeWrite(previousBody, body)}` });
      previousBody = body;
    }
  });
  const mark = (what: string) => verbose && timeline.push({ at: performance.now(), what });
  await openWizard(page);

  let typed = 0;
  let firstKey = 0;
  let lastKey = 0;
  let typingMs = 0;
  async function type(label: string, value: string) {
    const field = page.getByLabel(new RegExp(`^${label.replace(/[?]/g, "\\?")}`));
    await field.click();
    mark(`typing ${label}`);
    const started = performance.now();
    firstKey ||= started;
    await field.pressSequentially(value, { delay: keyDelay });
    lastKey = performance.now();
    typingMs += lastKey - started;
    typed += value.length;
  }

  // Step 1: 200 characters into valid answers.
  const step1: [string, string][] = [
    ["Firmenname", "Bäckerei Sonnenschein Backwaren und Konditorei GmbH"],
    ["Straße und Hausnummer", "Hauptstraße 12"],
    ["PLZ", "12345"],
    ["Ort", "Musterstadt an der Spree"],
    ["Vorname", "Erika"],
    ["Nachname", "Mustermann-Sonnenschein"],
    ["Position im Unternehmen", "Geschäftsführerin"],
    ["E-Mail-Adresse", "erika@sonnenschein-backwaren.de"],
  ];
  const used = step1.reduce((sum, [, value]) => sum + value.length, 0);
  step1.push(["Telefonnummer", "030 1234567 89".padEnd(200 - used, "0").slice(0, 200 - used)]);
  await page.getByLabel(/^Rechtsform/).selectOption("gmbh");
  await page.getByLabel(/^Branche/).selectOption("gastronomie");
  for (const [label, value] of step1) await type(label, value);
  mark("click Weiter zu Design");
  await page.getByRole("button", { name: "Weiter zu Design" }).click();

  // Step 2: clicks only.
  await page.getByText("Kein Logo gewünscht").click();
  await page.getByRole("button", { name: "Blau" }).click();
  mark("click Weiter zu Inhalten");
  await page.getByRole("button", { name: "Weiter zu Inhalten" }).click();

  // The second device, open before the last keystroke (an empty tab on the visitor's phone).
  const id = await sessionIdOf(page);
  const secondContext = await b.newContext({ locale: "de-DE" });
  const secondPage = await secondContext.newPage();

  // Step 3: the remaining 800 characters.
  await page.getByLabel(/^Hauptziel der Website/).selectOption("kunden-gewinnen");
  await page.getByText("Texte erstellen lassen").click();
  const step3: [string, string][] = [
    ["Zielgruppe", text(200, "Familien")],
    ["Hauptbotschaft", text(200, "Sonnenschein")],
    ["Was unterscheidet Sie von anderen?", text(150, "Seit 1952")],
    ["Leistungen und Angebote", text(1000 - typed - 550, "Die Backstube")],
  ];
  for (const [label, value] of step3) await type(label, value);
  const lastText = step3.at(-1)![1];
  const lastKeyAt = performance.now();
  mark("last key");

  // 3. Second device, started at the last keystroke.
  const link = `/konfigurator?session=${id}`;
  const [seenAfter, storedAfter] = await Promise.all([
    secondDeviceSees(secondPage, link, lastText, lastKeyAt).finally(() => secondContext.close()),
    within(
      "the database to hold the last text typed into step 3",
      60_000,
      (async () => {
        for (;;) {
          const data = await storedData(id);
          if (data?.leistungen === lastText) return performance.now() - lastKeyAt;
          await new Promise((r) => setTimeout(r, 20));
        }
      })(),
    ),
  ]);
  // Every write the typing caused counts, however late it went out (a retry, a slot taken ahead),
  // and so would one before the first key: all writes of this page until it settled.
  await page.waitForTimeout(2000);
  const writesWhileTyping = writes.length;
  if (verbose) {
    for (const { at, what } of timeline.sort((a, b) => a.at - b.at))
      console.error(`${((at - firstKey) / 1000).toFixed(3).padStart(8)} s  ${what}`);
  }
  await context.close();
  return { typed, typingMs, spanMs: lastKey - firstKey, writes: writesWhileTyping, seenAfter, storedAfter };
}

/** How long the second device's page may take to show the latest text before it is opened again. */
const SHOWN_WITHIN_MS = 5000;

/**
 * Opens the link and waits until the field shows `expected`: loaded with the link, or taken over
 * by the page's own looks soon after (lookAgainSoon), as a visitor would see it. Only if it never
 * comes does the visitor open the link again.
 */
async function secondDeviceSees(page: Page, link: string, expected: string, since: number): Promise<number> {
  for (let attempt = 0; attempt < (quick ? 2 : 20); attempt++) {
    await openWizard(page, link);
    const field = page.getByLabel(/^Leistungen und Angebote/);
    await field.waitFor({ timeout: 30_000 });
    // Queried anew each frame: a copy taken over remounts the step's fields.
    const shown = await page
      .waitForFunction(
        (text) => (document.querySelector("textarea[name='leistungen']") as HTMLTextAreaElement | null)?.value === text,
        expected,
        { polling: "raf", timeout: SHOWN_WITHIN_MS },
      )
      .then(
        () => true,
        () => false,
      );
    if (shown) return performance.now() - since;
    await page.evaluate(() => window.localStorage.clear());
  }
  return Number.NaN;
}

// ── 2. Closing mid-typing ───────────────────────────────────────────────────

async function closeMidTyping(b: Browser, how: "close" | "crash") {
  const context = await b.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await openWizard(page);
  const full = text(120, "Abbruch");
  const stopAt = 80;
  const field = page.getByLabel(/^Firmenname/);
  await field.click();
  let id = "";
  for (let i = 0; i < stopAt; i++) {
    await page.keyboard.type(full[i]!, { delay: keyDelay });
    if (i === 0) id = await sessionIdOf(page);
  }
  const typed = full.slice(0, stopAt);
  if (how === "close") {
    await page.close({ runBeforeUnload: true });
  } else {
    // Kills this tab's renderer: no pagehide, no visibilitychange, nothing sent.
    await page.goto("chrome://crash").catch(() => undefined);
  }
  await new Promise((r) => setTimeout(r, 2500));
  const stored = String((await storedData(id))?.firmenname ?? "");
  let local = "";
  if (how === "crash") {
    // The same browser profile, reopened: the local copy.
    const again = await context.newPage();
    await openWizard(again);
    await again.getByRole("button", { name: "Fortsetzen" }).click();
    local = await again.getByLabel(/^Firmenname/).inputValue();
  }
  await context.close();
  return {
    lostInDatabase: typed.length - commonPrefix(typed, stored),
    lostLocally: how === "crash" ? typed.length - commonPrefix(typed, local) : null,
  };
}

const progress = (message: string) => console.error(`[bench:autosave] ${message}`);
try {
  progress("typing 1,000 characters …");
  const run = await typingRun(browser);
  progress("closing a tab mid-typing …");
  const closed = await closeMidTyping(browser, "close");
  progress("crashing a tab mid-typing …");
  const crashed = await closeMidTyping(browser, "crash");
  const perWindow = run.writes / (run.spanMs / 1500);
  const rows: [string, string, string][] = [
    ["characters typed (step 1 + step 3)", String(run.typed), ""],
    ["typing time (first to last key)", `${(run.spanMs / 1000).toFixed(1)} s`, `${keyDelay} ms per key`],
    ["database writes", String(run.writes), `${perWindow.toFixed(2)} per 1.5 s (goal ≤ 1); naive: ${run.typed}`],
    ["chars lost, tab closed mid-typing", `${closed.lostInDatabase} in the database`, "goal 0"],
    [
      "chars lost, renderer crash mid-typing",
      `${crashed.lostInDatabase} in the database, ${crashed.lostLocally} locally`,
      "no pagehide: the local copy has it",
    ],
    ["last keystroke → database", `${Math.round(run.storedAfter)} ms`, ""],
    ["last keystroke → second device shows it", `${Math.round(run.seenAfter)} ms`, "goal ≤ 2000 ms, incl. page load"],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
} finally {
  await browser.close();
  await web.stop();
  await stack.stop();
}
