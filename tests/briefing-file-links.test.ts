import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TablesInsert } from "~/lib/database.types";
import type { UploadedFile } from "~/features/wizard/model/wizard-data";
import { submitBriefing } from "~/features/wizard/submit/submit-briefing";
import { validWizardData } from "~/features/wizard/testing/wizard-fixtures";
import { BUCKETS, imagePath, textPath } from "~/features/wizard/uploads/storage";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { anonClient, clientAt, newSessionId, serviceClient, sessionFolder, SESSION_HEADER } from "./helpers/clients.ts";
import { validBriefing } from "./helpers/fixtures.ts";
import { startOwnStack, type OwnStack } from "./helpers/own-stack.ts";
import { logoObjectOf, publicUrl, storeFilesOf } from "./helpers/session-uploads.ts";

// supabase/migrations/20261123000300_briefing_files_stored.sql: a briefing links
// only objects that are stored, in the session's own folder of the right
// bucket (the folder and bucket were checked before, by 20261122000100), and,
// where the deployment stored its project URL, only URLs on that project.

type Briefing = TablesInsert<"webseitenkonzeption">;

function submitRow(briefing: Briefing, client = anonClient(briefing.session_id)) {
  return client.from("webseitenkonzeption").upsert(briefing, { onConflict: "session_id", ignoreDuplicates: true });
}

async function storedRows(sessionId: string) {
  const { data } = await serviceClient().from("webseitenkonzeption").select("session_id").eq("session_id", sessionId);
  return data ?? [];
}

/** A briefing with one text, one image and a logo, on the shared stack's URL. */
function briefingWithFiles(sessionId: string, base?: string): Briefing {
  const folder = sessionFolder(sessionId);
  const at = (bucket: string, path: string) =>
    base ? `${base}/storage/v1/object/public/${bucket}/${path}` : publicUrl(bucket, path);
  const text = textPath(folder, "Texte.pdf");
  const image = imagePath(folder, "Foto.jpg");
  const logo = `logos/${crypto.randomUUID()}.png`;
  return validBriefing(sessionId, {
    logo_file_url: at(BUCKETS.logos, logo),
    uploaded_texts: [
      {
        id: "t",
        fileName: "Texte.pdf",
        url: at(BUCKETS.texts, text),
        size: 4,
        mimeType: "application/pdf",
        path: text,
      },
    ],
    bilder_status: "upload",
    uploaded_images: [
      { id: "i", fileName: "Foto.jpg", url: at(BUCKETS.images, image), size: 4, mimeType: "image/jpeg", path: image },
    ],
  });
}

describe("the files a briefing links", () => {
  it("are taken when every one of them is stored", async () => {
    const sessionId = newSessionId();
    const briefing = briefingWithFiles(sessionId);
    await storeFilesOf(briefing);
    expect((await submitRow(briefing)).error).toBeNull();
    expect(await storedRows(sessionId)).toHaveLength(1);
  });

  const missing: [string, (briefing: Briefing) => { bucket: string; path: string }][] = [
    ["text", (briefing) => ({ bucket: BUCKETS.texts, path: (briefing.uploaded_texts as { path: string }[])[0]!.path })],
    [
      "image",
      (briefing) => ({ bucket: BUCKETS.images, path: (briefing.uploaded_images as { path: string }[])[0]!.path }),
    ],
    ["logo", (briefing) => ({ bucket: BUCKETS.logos, path: logoObjectOf(briefing.logo_file_url!)! })],
  ];

  it.each(missing)("are refused when the %s is not stored (deleted, or never uploaded)", async (_kind, pick) => {
    const sessionId = newSessionId();
    const briefing = briefingWithFiles(sessionId);
    await storeFilesOf(briefing);
    const { bucket, path } = pick(briefing);
    expect((await serviceClient().storage.from(bucket).remove([path])).data).toHaveLength(1);

    const { error, status } = await submitRow(briefing);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain("webseitenkonzeption_files_stored");
    expect(await storedRows(sessionId)).toHaveLength(0);
  });

  it("are refused when the object lies in another bucket under the same path", async () => {
    const sessionId = newSessionId();
    const briefing = briefingWithFiles(sessionId);
    const text = (briefing.uploaded_texts as { path: string }[])[0]!;
    await storeFilesOf({ ...briefing, uploaded_texts: [] });
    // The text's path, stored in the image bucket (the service role may).
    await serviceClient()
      .storage.from(BUCKETS.images)
      .upload(text.path, Buffer.from("file"), { contentType: "image/png" });
    expect((await submitRow(briefing)).error?.message).toContain("webseitenkonzeption_files_stored");
  });

  it("reach the wizard's submit as an insert error, which shows SPEC §8's submit-failure toast", async () => {
    const sessionId = newSessionId();
    const uploaded_texts = briefingWithFiles(sessionId).uploaded_texts as UploadedFile[];
    const data = validWizardData({ texte_status: "texte-hochladen", uploaded_texts });
    // Not stored: summary-step.tsx answers reason "insert" with "Fehler beim Speichern der Daten. Bitte versuche es erneut."
    expect(await submitBriefing(data, sessionId, { client: anonClient(sessionId) })).toMatchObject({
      ok: false,
      reason: "insert",
    });
  });
});

describe("with the project URL stored by the deployment", () => {
  let stack: OwnStack;
  beforeAll(async () => {
    stack = await startOwnStack();
    await stack.db.query("insert into private.storage_public_url (url) values ($1)", [stack.url]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const visitor = (sessionId: string) => clientAt(stack.url, LOCAL_ANON_KEY, { [SESSION_HEADER]: sessionId });

  const storeOnOwnStack = (briefing: Briefing) => storeFilesOf(briefing, clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY));

  it("takes files linked on that URL", async () => {
    const sessionId = newSessionId();
    const briefing = briefingWithFiles(sessionId, stack.url);
    await storeOnOwnStack(briefing);
    expect((await submitRow(briefing, visitor(sessionId))).error).toBeNull();
  });

  it.each([
    ["another host", () => "https://evil.example"],
    ["another Supabase project", () => "https://abcdefghijklmnop.supabase.co"],
    ["a host that starts like the project's", () => `${stack.url}.evil.example`],
    ["a path below the project URL", () => `${stack.url}/storage/v1/object/public/x`],
  ])("refuses the same stored files linked on %s", async (_label, base) => {
    const sessionId = newSessionId();
    const briefing = briefingWithFiles(sessionId, base());
    await storeOnOwnStack(briefing);
    const { error } = await submitRow(briefing, visitor(sessionId));
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain("webseitenkonzeption_file_urls_on_project");
  });

  it("refuses a logo alone on another host", async () => {
    const sessionId = newSessionId();
    const briefing = briefingWithFiles(sessionId, stack.url);
    await storeOnOwnStack(briefing);
    const logo_file_url = briefing.logo_file_url!.replace(stack.url, "https://evil.example");
    const { error } = await submitRow({ ...briefing, logo_file_url }, visitor(sessionId));
    expect(error?.message).toContain("webseitenkonzeption_file_urls_on_project");
  });
});
