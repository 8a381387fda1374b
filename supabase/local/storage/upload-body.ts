import type { IncomingMessage } from "node:http";
import { BodyTooLargeError, readBodyChunks } from "../http.ts";
import { storageErrors } from "./errors.ts";

/** The file's bytes as they arrived (raw bodies are never joined into one buffer). */
export type IncomingFile = { chunks: Buffer[]; mimeType: string; cacheControl: string; userMetadata: unknown };

// Room for multipart boundaries and form fields on top of the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The two shapes storage-js sends (see StorageFileApi.uploadOrUpdate):
 * a Blob/File/FormData becomes multipart/form-data with a `cacheControl` field,
 * an optional `metadata` JSON field and the file under the empty field name;
 * anything else goes raw with `content-type`, `cache-control: max-age=N` and
 * base64 JSON in `x-metadata`.
 */
export async function readIncomingFile(req: IncomingMessage, sizeLimit: number): Promise<IncomingFile> {
  const contentType = req.headers["content-type"] ?? "";
  const multipart = contentType.startsWith("multipart/form-data");
  let chunks: Buffer[];
  try {
    chunks = await readBodyChunks(req, sizeLimit + (multipart ? MULTIPART_OVERHEAD : 0));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw storageErrors.tooLarge();
    throw error;
  }

  if (!multipart) {
    return {
      chunks,
      mimeType: contentType || "application/octet-stream",
      cacheControl: headerText(req.headers["cache-control"]) ?? "no-cache",
      userMetadata: decodeMetadataHeader(headerText(req.headers["x-metadata"])),
    };
  }

  let form: FormData;
  try {
    form = await new Response(new Blob(chunks as Uint8Array<ArrayBuffer>[]), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw storageErrors.noContent();
  }
  let file: File | undefined;
  for (const [, value] of form) {
    if (typeof value !== "string") {
      file = value;
      break;
    }
  }
  if (!file) throw storageErrors.noContent();
  if (file.size > sizeLimit) throw storageErrors.tooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  const cacheTime = fieldText(form.get("cacheControl"));
  const contentTypeField = fieldText(form.get("contentType"));
  const metadataField = fieldText(form.get("metadata")) ?? fieldText(form.get("userMetadata"));
  return {
    chunks: [bytes],
    mimeType: contentTypeField || file.type || "application/octet-stream",
    cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache",
    userMetadata: metadataField === undefined ? undefined : parseJson(metadataField),
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function fieldText(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function decodeMetadataHeader(value: string | undefined): unknown {
  if (!value) return undefined;
  return parseJson(Buffer.from(value, "base64").toString("utf8"));
}
