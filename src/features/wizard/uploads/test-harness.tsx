import { type ComponentType, useState } from "react";
import type { UploadedFile } from "../model/wizard-data";

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
