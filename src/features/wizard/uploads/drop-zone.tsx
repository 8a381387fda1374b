import { type DragEvent, useId, useRef, useState } from "react";
import { ADD_CONTROL } from "~/lib/focus-after-removal";
import { secondaryButton } from "../components/buttons";

type DropZoneProps = {
  /** Button text, e.g. "Dateien auswählen". Also names the file input. */
  label: string;
  /** Formats and limits, shown below the button. */
  hint: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The id of a message about the last pick (a refused file), read with the button. */
  errorId?: string;
  onFiles: (files: File[]) => void;
};

/**
 * A drop area with a real button that opens the file picker, so it works
 * with keyboard and screen readers; dropping is the shortcut, not the only way.
 */
export function DropZone({ label, hint, accept, multiple = false, disabled = false, errorId, onFiles }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function take(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    if (!disabled) {
      event.dataTransfer.dropEffect = "copy";
      setDragging(true);
    } else event.dataTransfer.dropEffect = "none";
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  return (
    // Dropping is a pointer-only shortcut; keyboard and screen-reader users get
    // the same through the button inside, so the area itself needs no role.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-testid="drop-zone"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors ${
        dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
      } ${disabled ? "opacity-60" : ""}`}
    >
      <p className="text-sm text-slate-600" aria-hidden="true">
        {multiple ? "Dateien hierher ziehen oder" : "Datei hierher ziehen oder"}
      </p>
      <button
        type="button"
        {...ADD_CONTROL}
        // Not `disabled`: the button is disabled while its upload runs, and a disabled button
        // loses the focus (WCAG 2.4.3); the file input below is disabled instead.
        aria-disabled={disabled || undefined}
        aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
        onClick={() => !disabled && inputRef.current?.click()}
        // Secondary: "Weiter" is the step's one primary button.
        className={`${secondaryButton} px-4 py-2 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      >
        {label}
      </button>
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        tabIndex={-1}
        className="hidden"
        onChange={(event) => {
          take(event.currentTarget.files);
          // Picking the same file again must fire change again.
          event.currentTarget.value = "";
        }}
      />
    </div>
  );
}
