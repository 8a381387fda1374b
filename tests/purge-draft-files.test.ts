import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUCKETS } from "~/features/wizard/uploads/storage";
import { purgeDraftFiles } from "../supabase/functions/_shared/draft-files.ts";
import { LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { startLocalStack, type LocalStack } from "../supabase/local/server.ts";
import { clientAt, newSessionId, sessionFolder, type Client } from "./helpers/clients.ts";
import { validBriefing } from "./helpers/fixtures.ts";
import { storeFilesOf } from "./helpers/session-uploads.ts";

const DAY = 24 * 60 * 60 * 1000;
const png = () => randomBytes(64);

// A purge dated 31 days ahead deletes every unsent upload in the stack, so this file runs
// on a private stack: the shared one holds the uploads of the files running beside it.
let stack: LocalStack;
let service: Client;
const serviceClient = () => service;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: null, quiet: true });
  service = clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY);
});

afterAll(async () => {
  await stack?.stop();
});

async function put(bucket: string, path: string, type = "image/png") {
  const { error } = await serviceClient().storage.from(bucket).upload(path, png(), { contentType: type });
  expect(error).toBeNull();
  return path;
}
async function exists(bucket: string, path: string) {
  const slash = path.lastIndexOf("/");
  const { data } = await serviceClient().storage.from(bucket).list(path.slice(0, slash));
  return (data ?? []).some((entry) => entry.name === path.slice(slash + 1));
}

describe("purge: files of drafts nobody sent (supabase/functions/_shared/draft-files.ts)", () => {
  it("deletes the files of drafts nobody sent once they are older than 30 days, and keeps all others", async () => {
    const orphan = newSessionId(); // uploaded, but its draft is gone (purged) or was never saved
    const draft = newSessionId(); // a saved draft
    const sent = newSessionId(); // a sent briefing
    const orphanImage = await put(BUCKETS.images, `uploads/${sessionFolder(orphan)}/1-a-foto.png`);
    const orphanText = await put(BUCKETS.texts, `texts/${sessionFolder(orphan)}/x_text.txt`, "text/plain");
    const draftImage = await put(BUCKETS.images, `uploads/${sessionFolder(draft)}/1-b-foto.png`);
    const sentImage = await put(BUCKETS.images, `uploads/${sessionFolder(sent)}/1-c-foto.png`);
    const strayLogo = await put(BUCKETS.logos, `logos/${crypto.randomUUID()}.png`);
    const draftLogo = await put(BUCKETS.logos, `logos/${crypto.randomUUID()}.png`);
    // Logos in the session's folder (since 20261127000100) go and stay like its texts and images.
    const orphanFolderLogo = await put(BUCKETS.logos, `logos/${sessionFolder(orphan)}/${crypto.randomUUID()}.png`);
    const draftFolderLogo = await put(BUCKETS.logos, `logos/${sessionFolder(draft)}/${crypto.randomUUID()}.png`);
    const sentFolderLogo = await put(BUCKETS.logos, `logos/${sessionFolder(sent)}/${crypto.randomUUID()}.png`);
    const logoUrl = (path: string) => serviceClient().storage.from(BUCKETS.logos).getPublicUrl(path).data.publicUrl;

    const saved = await serviceClient()
      .from("wizard_sessions")
      .insert({ id: draft, session_data: { data: { logo_file_url: logoUrl(draftLogo) } }, current_step: 2 });
    expect(saved.error).toBeNull();
    await storeFilesOf(validBriefing(sent), serviceClient());
    const briefing = await serviceClient().from("webseitenkonzeption").insert(validBriefing(sent));
    expect(briefing.error).toBeNull();

    // Young files of a draft not saved yet stay (a visitor may upload before the first autosave).
    const young = await purgeDraftFiles(serviceClient());
    expect(young.deleted.filter((path) => path.includes(sessionFolder(orphan)))).toEqual([]);
    expect(await exists(BUCKETS.images, orphanImage)).toBe(true);

    const dry = await purgeDraftFiles(serviceClient(), { now: Date.now() + 31 * DAY, dryRun: true });
    expect(dry.deleted).toEqual(expect.arrayContaining([`${BUCKETS.images}/${orphanImage}`]));
    expect(await exists(BUCKETS.images, orphanImage)).toBe(true);

    const report = await purgeDraftFiles(serviceClient(), { now: Date.now() + 31 * DAY });
    expect(report.deleted).toEqual(
      expect.arrayContaining([
        `${BUCKETS.images}/${orphanImage}`,
        `${BUCKETS.texts}/${orphanText}`,
        `${BUCKETS.logos}/${strayLogo}`,
        `${BUCKETS.logos}/${orphanFolderLogo}`,
      ]),
    );
    expect(await exists(BUCKETS.logos, orphanFolderLogo)).toBe(false);
    expect(await exists(BUCKETS.logos, draftFolderLogo)).toBe(true);
    expect(await exists(BUCKETS.logos, sentFolderLogo)).toBe(true);
    expect(await exists(BUCKETS.images, orphanImage)).toBe(false);
    expect(await exists(BUCKETS.texts, orphanText)).toBe(false);
    expect(await exists(BUCKETS.logos, strayLogo)).toBe(false);
    expect(await exists(BUCKETS.images, draftImage)).toBe(true);
    expect(await exists(BUCKETS.images, sentImage)).toBe(true);
    expect(await exists(BUCKETS.logos, draftLogo)).toBe(true);
  });

  it("goes on past drafts a visitor's browser made up: no JSON, a logo URL that does not decode", async () => {
    const orphan = newSessionId();
    const orphanImage = await put(BUCKETS.images, `uploads/${sessionFolder(orphan)}/1-d-foto.png`);
    const base = `${stack.url}/storage/v1/object/public/${BUCKETS.logos}`;
    for (const session_data of [
      "not json",
      { data: { logo_file_url: `${base}/logos/%E0%A4%A.png` } },
      { data: { logo_file_url: `${base}/%C3/storage/v1/object/public/${BUCKETS.logos}/logos/x.png` } },
      { data: { logo_file_url: 42 } },
      null,
    ]) {
      const saved = await serviceClient()
        .from("wizard_sessions")
        .insert({ id: newSessionId(), session_data: session_data as never, current_step: 1 });
      // null is refused by the table itself; the others are what a visitor could store.
      if (session_data !== null) expect(saved.error).toBeNull();
    }
    const report = await purgeDraftFiles(serviceClient(), { now: Date.now() + 31 * DAY });
    expect(report.deleted).toContain(`${BUCKETS.images}/${orphanImage}`);
    expect(await exists(BUCKETS.images, orphanImage)).toBe(false);
  });
});
