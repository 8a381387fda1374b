import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionFolder as wizardFolder } from "~/features/wizard/uploads/ids";
import {
  BUCKETS,
  removeImage,
  removeText,
  textPath,
  uploadImage,
  uploadLogo,
  uploadText,
} from "~/features/wizard/uploads/storage";
import { tusTarget } from "~/features/wizard/uploads/resumable-upload";
import { StorageError, supabaseStorageBackend } from "~/features/wizard/uploads/transport";
import { LOCAL_ANON_KEY } from "../supabase/local/keys.ts";
import { creationHeaders } from "../supabase/local/storage/tus.ts";
import { anonClient, newSessionId, serviceClient, sessionFolder, stackUrl } from "./helpers/clients.ts";

// The wizard's own upload functions against the real bucket rules and policies
// (supabase/migrations/*_storage_*.sql). In Node the upload goes through
// supabase-js; the browser's tus creation request is checked separately below.
const backend = () => supabaseStorageBackend((sessionId) => anonClient(sessionId));
const MB = 1024 * 1024;

function file(name: string, type: string, size = 1024): File {
  return new File([randomBytes(size)], name, { type });
}

async function stored(bucket: string, path: string): Promise<Buffer | null> {
  const { data } = await serviceClient().storage.from(bucket).download(path);
  return data ? Buffer.from(await data.arrayBuffer()) : null;
}

async function failure(promise: Promise<unknown>): Promise<StorageError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

describe("wizard uploads against the local stack", () => {
  it("hashes the session id exactly like the server", async () => {
    const sessionId = newSessionId();
    expect(await wizardFolder(sessionId)).toBe(sessionFolder(sessionId));
  });

  it("uploads a logo to logos/<uuid>.<ext> and serves it at the public URL", async () => {
    const logoFile = file("Mein Logo (final).PNG", "image/png", 4096);
    const logo = await uploadLogo(logoFile, { backend: backend() });
    expect(logo.name).toBe("Mein Logo (final).PNG");
    expect(logo.size).toBe(4096);
    expect(logo.mimeType).toBe("image/png");
    expect(logo.url).toMatch(
      new RegExp(`^${stackUrl()}/storage/v1/object/public/azubiprojekt-logos/logos/[0-9a-f-]{36}\\.png$`),
    );
    const response = await fetch(logo.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(await logoFile.arrayBuffer()))).toBe(true);
  });

  it("takes a WebP logo from step 1's widget (any image, SPEC §5 step 2)", async () => {
    const logo = await uploadLogo(file("logo.webp", "image/webp", 2048), { backend: backend() });
    expect(logo.mimeType).toBe("image/webp");
    expect(logo.url).toMatch(/\/azubiprojekt-logos\/logos\/[0-9a-f-]{36}\.webp$/);
    expect((await fetch(logo.url)).status).toBe(200);
  });

  it("uploads texts into texts/<sha256(session)>/ without revealing the session id", async () => {
    const sessionId = newSessionId();
    const entry = await uploadText(file("Über uns – Entwurf.docx", ""), sessionId, { backend: backend() });
    expect(entry.path).toMatch(new RegExp(`^texts/${sessionFolder(sessionId)}/[a-z0-9]{12}_Ueber-uns-Entwurf\\.docx$`));
    expect(entry.fileName).toBe("Über uns – Entwurf.docx");
    expect(entry.mimeType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(entry.url).not.toContain(sessionId);
    expect((await fetch(entry.url)).status).toBe(200);
  });

  it("uploads images into uploads/<sha256(session)>/", async () => {
    const sessionId = newSessionId();
    const entry = await uploadImage(file("Team Foto.JPG", "image/jpeg"), sessionId, { backend: backend() });
    expect(entry.path).toMatch(new RegExp(`^uploads/${sessionFolder(sessionId)}/\\d{13}-[a-z0-9]{8}-Team-Foto\\.jpg$`));
    expect(await stored(BUCKETS.images, entry.path)).not.toBeNull();
  });

  it("the browser's tus creation request with the whole file is stored with its type and cache control 3600", async () => {
    const sessionId = newSessionId();
    const path = `uploads/${sessionFolder(sessionId)}/${Date.now()}-tus-bild.png`;
    const body = file("bild.png", "image/png");
    const target = tusTarget(
      { bucket: BUCKETS.images, path, file: body, sessionId },
      { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY },
    );
    // What tus-js-client sends with uploadDataDuringCreation for a file of at most one chunk.
    const response = await fetch(target.endpoint, {
      method: "POST",
      headers: { ...target.headers, ...creationHeaders(body.size, target.metadata, { withBody: true }) },
      body,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get("upload-offset")).toBe(String(body.size));
    const publicUrl = anonClient().storage.from(BUCKETS.images).getPublicUrl(path).data.publicUrl;
    const served = await fetch(publicUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("3600");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await body.arrayBuffer()))).toBe(true);
  });

  it("refuses wrong types", async () => {
    const sessionId = newSessionId();
    expect((await failure(uploadLogo(file("logo.pdf", "application/pdf"), { backend: backend() }))).reason).toBe(
      "type",
    );
    expect((await failure(uploadText(file("a.png", "image/png"), sessionId, { backend: backend() }))).reason).toBe(
      "type",
    );
    // SVG is a logo format only; the image bucket refuses it.
    expect((await failure(uploadImage(file("a.svg", "image/svg+xml"), sessionId, { backend: backend() }))).reason).toBe(
      "type",
    );
  });

  it("refuses files over the bucket limits", async () => {
    const sessionId = newSessionId();
    const tooBigText = file("gross.pdf", "application/pdf", 10 * MB + 1);
    expect((await failure(uploadText(tooBigText, sessionId, { backend: backend() }))).reason).toBe("tooLarge");
    const tooBigLogo = file("logo.png", "image/png", 10 * MB + 1);
    expect((await failure(uploadLogo(tooBigLogo, { backend: backend() }))).reason).toBe("tooLarge");
  });

  it("refuses an upload into another session's folder", async () => {
    const owner = newSessionId();
    const intruder = newSessionId();
    const path = textPath(sessionFolder(owner), "a.txt");
    const upload = backend().upload({
      bucket: BUCKETS.texts,
      path,
      file: file("a.txt", "text/plain"),
      sessionId: intruder,
    });
    expect((await failure(upload)).reason).toBe("forbidden");
    expect(await stored(BUCKETS.texts, path)).toBeNull();
  });

  it("never overwrites an existing object", async () => {
    const sessionId = newSessionId();
    const path = textPath(sessionFolder(sessionId), "a.txt", "fixedid");
    const first = file("a.txt", "text/plain");
    await backend().upload({ bucket: BUCKETS.texts, path, file: first, sessionId });
    const again = backend().upload({ bucket: BUCKETS.texts, path, file: file("a.txt", "text/plain"), sessionId });
    expect((await failure(again)).reason).toBe("duplicate");
    expect((await stored(BUCKETS.texts, path))?.equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });

  it("only the uploading session can delete a text", async () => {
    const owner = newSessionId();
    const entry = await uploadText(file("a.txt", "text/plain"), owner, { backend: backend() });

    await failure(removeText(entry.path, newSessionId(), { backend: backend() }));
    expect(await stored(BUCKETS.texts, entry.path)).not.toBeNull();

    await removeText(entry.path, owner, { backend: backend() });
    expect(await stored(BUCKETS.texts, entry.path)).toBeNull();
  });

  it("only the uploading session can delete an image", async () => {
    const owner = newSessionId();
    const entry = await uploadImage(file("a.png", "image/png"), owner, { backend: backend() });

    await failure(removeImage(entry.path, newSessionId(), { backend: backend() }));
    expect(await stored(BUCKETS.images, entry.path)).not.toBeNull();

    await removeImage(entry.path, owner, { backend: backend() });
    expect(await stored(BUCKETS.images, entry.path)).toBeNull();
  });

  it("a logo can't be deleted anonymously", async () => {
    const logo = await uploadLogo(file("logo.gif", "image/gif"), { backend: backend() });
    const path = logo.url.split("/azubiprojekt-logos/")[1]!;
    const { data } = await anonClient(newSessionId()).storage.from(BUCKETS.logos).remove([path]);
    expect(data ?? []).toEqual([]);
    expect(await stored(BUCKETS.logos, path)).not.toBeNull();
  });
});
