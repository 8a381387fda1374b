import { type ComponentType, useState } from "react";
import type { UploadedFile } from "../model/wizard-data";
import { StorageError } from "./transport";

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
