import { writeFile } from "node:fs/promises";
import { expect, test, type Page, type Request } from "@playwright/test";
import { PNG } from "pngjs";
import { LOCAL_ANON_KEY } from "../supabase/local/keys";
import {
  E2E_STACK_URL,
  expectStored,
  localCopy,
  newSessionId,
  openAtImageUpload,
  resumeAt,
  sessionRow,
} from "./support/wizard-session";
import { noiseJpeg } from "./support/wizard-files";

// Images go through the tus endpoint, the first 6 MB in the creation request
// and the rest in 6 MB chunks; large ones survive cut connections and reloads
// (src/features/wizard/uploads/resumable-upload.ts).

const MB = 1024 * 1024;
const CHUNK = 6 * MB;
const TUS = "**/storage/v1/upload/resumable**";

test.describe.configure({ timeout: 120_000 });

async function bigImage(path: string, size = 13 * MB) {
  await writeFile(path, noiseJpeg(size));
  return size;
}

type Seen = { method: string; offset: number | null; bytes: number; outcome: "sent" | "cut" };

/** Records every tus request; `decide` may cut one (abort) or hold it (never answered). */
async function watchTus(
  page: Page,
  decide: (request: Request, seen: Seen[]) => "send" | "cut" | "hold" = () => "send",
) {
  const seen: Seen[] = [];
  await page.route(TUS, async (route) => {
    const request = route.request();
    const offset = request.headers()["upload-offset"];
    const entry: Seen = {
      method: request.method(),
      offset: offset === undefined ? null : Number(offset),
      bytes: request.postDataBuffer()?.length ?? 0,
      outcome: "sent",
    };
    const decision = decide(request, seen);
    seen.push(entry);
    if (decision === "cut") {
      entry.outcome = "cut";
      await route.abort("connectionreset");
    } else if (decision === "send") {
      await route.continue();
    }
  });
  return seen;
}

/** Bytes that reached the server: the creation request's first chunk and every PATCH not cut. */
const sentBytes = (seen: Seen[]) => seen.filter((s) => s.outcome === "sent").reduce((sum, s) => sum + s.bytes, 0);

test("a resumable upload cut off mid-way continues from the server's offset", async ({ page }, testInfo) => {
  await openAtImageUpload(page);
  const file = testInfo.outputPath("gross.jpg");
  const size = await bigImage(file);
  const seen = await watchTus(page, (request, before) =>
    request.method() === "PATCH" && !before.some((s) => s.method === "PATCH") ? "cut" : "send",
  );
  await page.getByLabel("Bilder auswählen").setInputFiles(file);
  await expect(page.getByText("1 von 50")).toBeVisible({ timeout: 60_000 });

  // The creation request carried the first chunk.
  expect(seen.filter((s) => s.method === "POST")).toEqual([
    { method: "POST", offset: null, bytes: CHUNK, outcome: "sent" },
  ]);
  expect(seen.filter((s) => s.outcome === "cut")).toEqual([
    { method: "PATCH", offset: CHUNK, bytes: CHUNK, outcome: "cut" },
  ]);
  expect(seen.some((s) => s.method === "HEAD")).toBe(true);
  // Nothing but the cut chunk was sent twice; every chunk is 6 MB.
  expect(sentBytes(seen)).toBe(size);
  expect(Math.max(...seen.map((s) => s.bytes))).toBe(CHUNK);

  const { id } = (await localCopy(page))!;
  await expectStored(id, (data) => (data.uploaded_images as unknown[]).length === 1);
  const [image] = (await sessionRow(id))!.session_data.data.uploaded_images;
  const stored = await fetch(image!.url);
  expect(stored.status).toBe(200);
  expect((await stored.arrayBuffer()).byteLength).toBe(size);
});

test("after a reload, picking the same file again continues the earlier upload", async ({ page }, testInfo) => {
  await openAtImageUpload(page);
  const file = testInfo.outputPath("ladenfront.jpg");
  const size = await bigImage(file);
  let held = false;
  const before = await watchTus(page, (request, seen) => {
    if (request.method() === "PATCH" && seen.some((s) => s.method === "PATCH")) {
      held = true;
      return "hold";
    }
    return "send";
  });
  await page.getByLabel("Bilder auswählen").setInputFiles(file);
  await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
  const post = before.find((s) => s.method === "POST");
  expect(post?.bytes).toBe(CHUNK);

  // The held chunk never arrives: the connection dies with the page, two chunks are on the server.
  await page.reload();
  await resumeAt(page, 4, "Kontaktdaten & Website-Bilder");
  // The saved session says which file did not arrive.
  await expect(page.getByRole("region", { name: "Noch nicht vollständig hochgeladen" })).toContainText(
    "ladenfront.jpg",
  );

  const after = await watchTus(page); // registered last, so it handles every request from now on
  await page.getByLabel("Bilder auswählen").setInputFiles(file);
  await expect(page.getByText("1 von 50")).toBeVisible({ timeout: 60_000 });
  expect(after.filter((s) => s.method === "POST")).toHaveLength(0);
  expect(after[0]!.method).toBe("HEAD");
  // It goes on where the server stopped: after the two chunks that arrived.
  const resumedAt = after.find((s) => s.method === "PATCH")!.offset!;
  expect(resumedAt).toBe(2 * CHUNK);
  expect(sentBytes(after)).toBe(size - resumedAt);

  const { id } = (await localCopy(page))!;
  await expectStored(id, (data) => (data.uploaded_images as unknown[]).length === 1);
  const [image] = (await sessionRow(id))!.session_data.data.uploaded_images;
  expect(image!.fileName).toBe("ladenfront.jpg");
  expect((await (await fetch(image!.url)).arrayBuffer()).byteLength).toBe(size);
});

test("the local stack refuses another session's reads and deletes", async ({ page, request }) => {
  await openAtImageUpload(page);
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(120);
  await page.getByLabel("Bilder auswählen").setInputFiles({
    name: "klein.png",
    mimeType: "image/png",
    buffer: PNG.sync.write(png),
  });
  await expect(page.getByText("1 von 50")).toBeVisible();
  const { id } = (await localCopy(page))!;
  await expectStored(id, (data) => (data.uploaded_images as unknown[]).length === 1);
  const [image] = (await sessionRow(id))!.session_data.data.uploaded_images;

  const as = (session: string) => ({
    apikey: LOCAL_ANON_KEY,
    Authorization: `Bearer ${LOCAL_ANON_KEY}`,
    "x-wizard-session": session,
  });
  const stranger = newSessionId();
  const read = await request.get(`${E2E_STACK_URL}/rest/v1/wizard_sessions?id=eq.${id}&select=id,session_data`, {
    headers: as(stranger),
  });
  expect(await read.json()).toEqual([]);

  const remove = (session: string) =>
    request.delete(`${E2E_STACK_URL}/storage/v1/object/konfigurator-bilder`, {
      headers: { ...as(session), "content-type": "application/json" },
      data: { prefixes: [image!.path] },
    });
  expect(await (await remove(stranger)).json()).toEqual([]);
  expect((await request.get(image!.url)).status()).toBe(200);
  // The owner can (so the refusal above is the policy, not a broken request).
  expect(((await (await remove(id)).json()) as unknown[]).length).toBe(1);
  expect((await request.get(image!.url)).status()).toBe(400);
});
