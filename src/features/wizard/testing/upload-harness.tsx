import { type ComponentType, useState } from "react";
import type { UploadedFile } from "../model/wizard-data";
import { StorageError } from "../uploads/transport";

type ListWidget = ComponentType<{
  files: UploadedFile[];
  sessionId: string;
  onChange: (files: UploadedFile[]) => void;
}>;

/**
 * Holds the list like the wizard does, outside the widget, and can hide the
 * widget (a step change) without losing the list. For component tests only.
 */
export function ListHarness({
  Widget,
  initial = [],
  sessionId,
  onChange,
}: {
  Widget: ListWidget;
  initial?: UploadedFile[];
  sessionId: string;
  onChange?: (files: UploadedFile[]) => void;
}) {
  const [files, setFiles] = useState(initial);
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setVisible((v) => !v)}>
        Schritt wechseln
      </button>
      <div data-testid="stored">{files.map((file) => file.fileName).join("|")}</div>
      {visible && (
        <Widget
          files={files}
          sessionId={sessionId}
          onChange={(next) => {
            onChange?.(next);
            setFiles(next);
          }}
        />
      )}
    </>
  );
}

export function entry(fileName: string, overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: `id-${fileName}`,
    fileName,
    url: `https://cdn.test/${fileName}`,
    size: 1000,
    mimeType: "application/pdf",
    path: `folder/${fileName}`,
    ...overrides,
  };
}

/** A promise whose outcome the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Upload = (file: File, sessionId: string, options?: { signal?: AbortSignal }) => Promise<UploadedFile>;

/**
 * Makes a mocked upload function hang until the test settles it, and reject
 * with an "aborted" StorageError when its signal aborts (as the transports do).
 * Returns each file's pending upload and its signal, by file name.
 */
export function cancellableUploads(upload: { mockImplementation: (implementation: Upload) => unknown }) {
  const uploads = new Map<string, { done: ReturnType<typeof deferred<UploadedFile>>; signal?: AbortSignal }>();
  upload.mockImplementation((file, _sessionId, options) => {
    const done = deferred<UploadedFile>();
    options?.signal?.addEventListener("abort", () => done.reject(new StorageError("aborted")));
    uploads.set(file.name, { done, signal: options?.signal });
    return done.promise;
  });
  return uploads;
}

/** The first bytes of each kind of file, so that the content check (file-signature.ts) takes a test's file for real. */
const LEADING_BYTES: Record<string, Uint8Array<ArrayBuffer>> = {
  "image/png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  "image/gif": new TextEncoder().encode("GIF89a"),
  "image/webp": new TextEncoder().encode("RIFF\0\0\0\0WEBP"),
  "image/svg+xml": new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  "application/pdf": new TextEncoder().encode("%PDF-1.7\n"),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
};

/** A picked file of `type` whose bytes begin as such a file does; `size` overrides the size it reports. */
export function fileOf(name: string, type: string, size?: number): File {
  const file = new File([LEADING_BYTES[type] ?? "x"], name, { type });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}
