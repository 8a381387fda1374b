import { DropZone } from "./drop-zone";

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
  onFiles: (files: File[]) => void;
};

/** The drop zone and the "n / max" counter of a multi-file upload (texts, images). */
export function FileListPicker({ text, accept, count, max, full, onFiles }: FileListPickerProps) {
  return (
    <>
      <DropZone label={text.label} hint={text.hint} accept={accept} multiple disabled={full} onFiles={onFiles} />
      <p className="text-sm text-slate-600">
        <span className="sr-only">{text.counterLabel} </span>
        {count} / {max}
      </p>
    </>
  );
}
