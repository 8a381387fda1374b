import { useId } from "react";
import { DropZone } from "./drop-zone";
import { countOf } from "./messages";

export type FileListPickerText = {
  /** The picker button's label. */
  label: string;
  /** Formats, size and count limits, shown under the button. */
  hint: string;
  /** Read before the counter by screen readers. */
  counterLabel: string;
};

type FileListPickerProps = {
  text: FileListPickerText;
  accept: string;
  count: number;
  max: number;
  /** No room for more (uploads under way count too). */
  full: boolean;
  /**
   * Why files of the last pick were refused. Their toasts go after 10 s; these stay until the
   * next pick (WCAG 2.2.1), tied to the picker. Not a live region: the toasts were read out.
   */
  refusals?: readonly string[];
  onFiles: (files: File[]) => void;
};

/** The drop zone, the refusals of the last pick and the "n / max" counter of a multi-file upload (texts, images). */
export function FileListPicker({ text, accept, count, max, full, refusals = [], onFiles }: FileListPickerProps) {
  const refusalsId = useId();
  return (
    <>
      <DropZone
        label={text.label}
        hint={text.hint}
        accept={accept}
        multiple
        disabled={full}
        errorId={refusals.length > 0 ? refusalsId : undefined}
        onFiles={onFiles}
      />
      {refusals.length > 0 && (
        <ul id={refusalsId} className="space-y-1 text-sm text-red-700">
          {refusals.map((refusal, index) => (
            <li key={index} className="wrap-anywhere">
              {refusal}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">
        <span className="sr-only">{text.counterLabel} </span>
        {countOf(count, max)}
      </p>
    </>
  );
}
