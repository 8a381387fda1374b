import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { emptyWizardData } from "~/features/wizard/model/wizard-data";
import { createDraftEraser } from "~/features/wizard/session/draft-deletion";
import { createRemoteSessionStore } from "~/features/wizard/session/remote-session";
import { sessionFolder as wizardFolder } from "~/features/wizard/uploads/ids";
import { BUCKETS, imagePath, uploadImage, uploadLogo, uploadText } from "~/features/wizard/uploads/storage";
import { StorageError, supabaseStorageBackend } from "~/features/wizard/uploads/transport";
import { LOCAL_ANON_KEY } from "../supabase/local/keys.ts";
import { anonClient, newSessionId, serviceClient, sessionFolder, stackUrl } from "./helpers/clients.ts";
import { validBriefing } from "./helpers/fixtures.ts";
import { sendAcross } from "./helpers/send-across.ts";

// supabase/migrations/20261127000100_reset_deletes_draft_and_files.sql: "Formular
// zurücksetzen" deletes the session's draft (public.discard_wizard_draft) and its
// files in all three buckets (src/features/wizard/session/draft-deletion.ts), and
// nothing brings them back; a sent briefing's files stay, and nobody else's go.

const config = () => ({ supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY });
const backend = () => supabaseStorageBackend((sessionId) => anonClient(sessionId));
/** The wizard's eraser, its files through a supabase-js client of the test stack. */
const eraser = () =>
  createDraftEraser(
    { buckets: BUCKETS, folderOf: wizardFolder },
    { config: config(), storageFor: async (sessionId) => anonClient(sessionId).storage },
  );
const remote = () => createRemoteSessionStore({ clientFor: (sessionId) => anonClient(sessionId), config: config() });

const png = (name = "bild.png", size = 512) => new File([randomBytes(size)], name, { type: "image/png" });
const text = () => new File([randomBytes(256)], "texte.txt", { type: "text/plain" });

/** A saved draft with a name and an e-mail, as the autosave stores it. */
async function saveDraft(sessionId: string) {
  const { error } = await anonClient(sessionId)
    .from("wizard_sessions")
    .upsert(
      {
        id: sessionId,
        session_data: { version: 1, data: { ...emptyWizardData(), vorname: "Erika", email: "erika@example.de" } },
        current_step: 2,
      },
      { onConflict: "id" },
    );
  expect(error).toBeNull();
}

async function draftOf(sessionId: string) {
  const { data } = await serviceClient().from("wizard_sessions").select("id").eq("id", sessionId).maybeSingle();
  return data;
}

/** Everything in the session's folder of each bucket, as the service role sees it. */
async function filesOf(sessionId: string): Promise<string[]> {
  const folder = sessionFolder(sessionId);
  const listed = await Promise.all(
    [
      [BUCKETS.logos, "logos"],
      [BUCKETS.texts, "texts"],
      [BUCKETS.images, "uploads"],
    ].map(async ([bucket, top]) => {
      const { data, error } = await serviceClient().storage.from(bucket!).list(`${top}/${folder}`);
      expect(error).toBeNull();
      return (data ?? []).map((entry) => `${bucket}/${top}/${folder}/${entry.name}`);
    }),
  );
  return listed.flat().sort();
}

/** A logo, a text and an image uploaded by the wizard's own functions, and one image the form no longer lists. */
async function uploadAll(sessionId: string) {
  const options = { backend: backend() };
  const logo = await uploadLogo(png("logo.png"), { ...options, sessionId });
  const texts = [await uploadText(text(), sessionId, options)];
  const image = await uploadImage(png(), sessionId, options);
  await uploadImage(png("entfernt.png"), sessionId, options);
  return { logo, texts, image };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("should have failed"),
    (error: unknown) => error,
  );
}

describe("a confirmed reset", () => {
  it("deletes the session's draft and every file of it; its link opens nothing", async () => {
    const sessionId = newSessionId();
    await saveDraft(sessionId);
    const { logo, texts, image } = await uploadAll(sessionId);
    expect(logo.url).toContain(`/azubiprojekt-logos/logos/${sessionFolder(sessionId)}/`);
    expect(await filesOf(sessionId)).toHaveLength(4);

    await expect(eraser().discardRow(sessionId)).resolves.toBe(true);
    await eraser().removeFiles(sessionId);

    expect(await draftOf(sessionId)).toBeNull();
    expect(await filesOf(sessionId)).toEqual([]);
    for (const url of [logo.url, texts[0]!.url, image.url]) expect((await fetch(url)).status).not.toBe(200);
    // The session link (?session=…) finds nothing.
    expect(await remote().load(sessionId)).toBeNull();
  });

  it("works before the first save too, and twice", async () => {
    const sessionId = newSessionId();
    await uploadLogo(png("logo.png"), { backend: backend(), sessionId });
    await expect(eraser().discardRow(sessionId)).resolves.toBe(true);
    await eraser().removeFiles(sessionId);
    await expect(eraser().discardRow(sessionId)).resolves.toBe(true);
    await eraser().removeFiles(sessionId);
    expect(await filesOf(sessionId)).toEqual([]);
  });

  it("lets no late save create the draft again, and no file land in its folders", async () => {
    const sessionId = newSessionId();
    await saveDraft(sessionId);
    await eraser().discardRow(sessionId);

    // A late autosave (the one in flight, the keepalive one of a page being left, another tab):
    // the guard skips it silently, as it skips one of a sent session.
    const snapshot = {
      sessionId,
      data: { ...emptyWizardData(), firmenname: "Wieder da?" },
      currentStep: 1 as const,
      completedSteps: [],
      updatedAt: new Date().toISOString(),
      pendingUploads: [],
    };
    const version = { writer: "a".repeat(32), basedOn: null };
    expect(await remote().save(snapshot, version)).toEqual({ stored: false, updatedAt: null });
    expect(await remote().saveOnExit(snapshot, version)).toEqual({ stored: false, updatedAt: null });
    await saveDraft(sessionId);
    expect(await draftOf(sessionId)).toBeNull();

    // Uploads into the session's folders are refused, whoever writes the row (Storage writes it as its admin).
    for (const upload of [
      uploadLogo(png(), { backend: backend(), sessionId }),
      uploadText(text(), sessionId, { backend: backend() }),
      uploadImage(png(), sessionId, { backend: backend() }),
    ]) {
      expect(await failure(upload)).toMatchObject({ reason: "forbidden" });
    }
    const { error } = await serviceClient()
      .storage.from(BUCKETS.images)
      .upload(imagePath(sessionFolder(sessionId), "spaet.png"), randomBytes(64), { contentType: "image/png" });
    expect(error?.message).toContain("discarded");
    expect(await filesOf(sessionId)).toEqual([]);
  });

  it("refuses an upload that started before it when the upload's row is written", async () => {
    const sessionId = newSessionId();
    const path = imagePath(sessionFolder(sessionId), "gross.png");
    const answer = await sendAcross(
      `/storage/v1/object/${BUCKETS.images}/${path}`,
      "POST",
      { ...visitorHeaders(sessionId), "content-type": "image/png" },
      randomBytes(24 * 1024 * 1024),
      async () => {
        await eraser().discardRow(sessionId);
        await eraser().removeFiles(sessionId);
      },
    );
    // Storage's answer to a refused upload (HTTP 400, statusCode 403), with the trigger's reason.
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: "403", message: expect.stringContaining("discarded") });
    expect(await filesOf(sessionId)).toEqual([]);
  });
});

describe("what a reset leaves alone", () => {
  it("a stranger deletes nothing of another session: not its draft, not its files", async () => {
    const victim = newSessionId();
    const stranger = newSessionId();
    await saveDraft(victim);
    const { logo, texts, image } = await uploadAll(victim);
    const files = await filesOf(victim);

    // The function works on the caller's own session only: the stranger discards their own.
    await expect(eraser().discardRow(stranger)).resolves.toBe(true);
    await eraser().removeFiles(stranger);
    // No table delete for visitors at all, with or without a header.
    for (const client of [anonClient(stranger), anonClient(victim), anonClient()]) {
      const { error } = await client.from("wizard_sessions").delete().eq("id", victim);
      expect(error).not.toBeNull();
    }
    // Without a session header the function refuses.
    expect((await anonClient().rpc("discard_wizard_draft")).error).not.toBeNull();
    // Storage: the stranger sees and deletes nothing in the victim's folders.
    const folder = sessionFolder(victim);
    for (const [bucket, path] of [
      [BUCKETS.logos, logo.url.split("/azubiprojekt-logos/")[1]!],
      [BUCKETS.texts, texts[0]!.path],
      [BUCKETS.images, image.path],
    ] as const) {
      const removed = await anonClient(stranger).storage.from(bucket).remove([path]);
      expect(removed.data ?? []).toEqual([]);
    }
    expect((await anonClient(stranger).storage.from(BUCKETS.logos).list(`logos/${folder}`)).data ?? []).toEqual([]);
    expect((await anonClient().storage.from(BUCKETS.logos).list(`logos/${folder}`)).data ?? []).toEqual([]);
    expect(
      await failure(
        anonClient(stranger)
          .storage.from(BUCKETS.logos)
          .upload(`logos/${folder}/fremd.png`, randomBytes(8), { contentType: "image/png" })
          .then(({ error }) => {
            if (error) throw error;
          }),
      ),
    ).toBeTruthy();

    expect(await draftOf(victim)).not.toBeNull();
    expect(await filesOf(victim)).toEqual(files);
    expect(await remote().load(victim)).not.toBeNull();
  });

  it("a sent briefing's files stay, its logo folder included", async () => {
    const sessionId = newSessionId();
    await saveDraft(sessionId);
    const { logo, texts } = await uploadAll(sessionId);
    const briefing = validBriefing(sessionId, {
      logo_file_url: logo.url,
      logo_file_name: logo.name,
      logo_file_size: logo.size,
      logo_mime_type: logo.mimeType,
      uploaded_texts: texts,
    });
    const sent = await anonClient(sessionId)
      .from("webseitenkonzeption")
      .upsert(briefing, { onConflict: "session_id", ignoreDuplicates: true });
    expect(sent.error).toBeNull();
    const files = await filesOf(sessionId);
    expect(files).toHaveLength(4);

    // A reset after the send (another tab, a page left open): nothing to delete.
    await expect(eraser().discardRow(sessionId)).resolves.toBe(false);
    expect(await failure(eraser().removeFiles(sessionId))).toMatchObject({ retryable: false });
    const logoPath = logo.url.split("/azubiprojekt-logos/")[1]!;
    expect((await anonClient(sessionId).storage.from(BUCKETS.logos).remove([logoPath])).data ?? []).toEqual([]);
    expect(await failure(uploadLogo(png(), { backend: backend(), sessionId }))).toBeInstanceOf(StorageError);
    // Nor the service role: the freeze is checked at the row (the agency deletes the briefing first).
    expect((await serviceClient().storage.from(BUCKETS.logos).remove([logoPath])).error).not.toBeNull();

    expect(await filesOf(sessionId)).toEqual(files);
    expect((await fetch(logo.url)).status).toBe(200);
  });

  it("a briefing's logo in a session folder must be its own session's", async () => {
    const owner = newSessionId();
    const other = newSessionId();
    const logo = await uploadLogo(png("logo.png"), { backend: backend(), sessionId: owner });
    const { error } = await anonClient(other)
      .from("webseitenkonzeption")
      .upsert(validBriefing(other, { logo_file_url: logo.url, uploaded_texts: [], texte_status: "erstellen-lassen" }), {
        onConflict: "session_id",
        ignoreDuplicates: true,
      });
    expect(error?.code).toBe("23514");
    expect(error?.message).toContain("webseitenkonzeption_logo_in_own_folder");

    // Nor with the other's own folder in the URL's base path (an audit, 2026-11-29): the folder
    // is the one of the object the URL names, at its end.
    const disguised = logo.url.replace(
      "/storage/v1/",
      `/azubiprojekt-logos/logos/${sessionFolder(other)}/z/storage/v1/`,
    );
    const again = await anonClient(other)
      .from("webseitenkonzeption")
      .upsert(
        validBriefing(other, { logo_file_url: disguised, uploaded_texts: [], texte_status: "erstellen-lassen" }),
        { onConflict: "session_id", ignoreDuplicates: true },
      );
    expect(again.error?.message).toContain("webseitenkonzeption_logo_in_own_folder");
  });
});

/** The keys and session header every request of the wizard carries. */
const visitorHeaders = (sessionId: string) => ({
  apikey: LOCAL_ANON_KEY,
  authorization: `Bearer ${LOCAL_ANON_KEY}`,
  "x-wizard-session": sessionId,
});
