import { useEffect, useId, useRef, useState } from "react";
import { ScreenReaderStatus } from "~/components/ui/screen-reader-status";
import { toast } from "~/components/ui/toast";
import { ADD_CONTROL_SELECTOR, REMOVE_BUTTON, REMOVE_BUTTON_SELECTOR } from "~/lib/focus-after-removal";
import { itemButton } from "../components/buttons";
import { DropZone } from "./drop-zone";
import { checkLogo, formatFileSize, LOGO_RULES, STEP1_LOGO_RULES } from "./file-rules";
import { contentFitsType, withSniffedTypes } from "./file-signature";
import { cancelUploadMessages, logoMessages } from "./messages";
import { ProgressBar } from "./progress-bar";
import { type LogoFile, uploadLogo } from "./storage";
import type { UploadWait } from "./transport";
import { logoUploadStarted, uploadsDiscarded } from "./upload-tracker";

type LogoUploadProps = {
  value: LogoFile | null;
  sessionId: string;
  /** The uploaded logo, or null when the visitor removed it (clears all four logo fields). */
  onChange: (logo: LogoFile | null) => void;
  /** Step 1 takes any image, the design step JPG, PNG, GIF or SVG (SPEC §5 step 2). */
  anyImage?: boolean;
};

/** Logo upload of steps 1 and 2 (SPEC §5 step 2, §7, §8). */
export function LogoUpload({ value, sessionId, onChange, anyImage = false }: LogoUploadProps) {
  const rules = anyImage ? STEP1_LOGO_RULES : LOGO_RULES;
  // The upload under way: its file and progress, and how to cancel it.
  const [sending, setSending] = useState<{ name: string; progress: number; waiting?: UploadWait } | null>(null);
  const cancelSending = useRef<AbortController | null>(null);
  const idle = sending === null;
  const [error, setError] = useState("");
  const errorId = useId();
  const [announcement, setAnnouncement] = useState("");
  // The preview replaces the picker and back: the focused button leaves the page with it, so
  // focus follows to its counterpart (WCAG 2.4.3) once that is rendered.
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    const active = document.activeElement;
    if (!selector || (active && active !== document.body)) return;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [value?.url, idle]);
  // The upload may finish after a step change; it reports to the latest onChange.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Each drop's number: a drop made while an earlier one's bytes are still being read wins.
  const latestDrop = useRef(0);
  async function upload([picked]: File[]) {
    if (!picked) return;
    const drop = ++latestDrop.current;
    const [file] = (await withSniffedTypes([picked])) as [File];
    const problem = checkLogo(file, rules) ?? ((await contentFitsType(file)) ? null : "type");
    if (drop !== latestDrop.current || cancelSending.current) return;
    if (problem) {
      const message = { size: logoMessages.tooLarge, type: logoMessages.notAnImage, empty: logoMessages.empty }[
        problem
      ];
      setError(message);
      toast.error(message);
      return;
    }
    setError("");
    setSending({ name: file.name, progress: 0 });
    const controller = new AbortController();
    cancelSending.current = controller;
    // A briefing sent now would lack the logo: the submit waits for it as for other files.
    const finished = logoUploadStarted(sessionId, controller);
    try {
      const logo = await uploadLogo(file, {
        sessionId,
        onProgress: (progress) => setSending((now) => now && { ...now, progress }),
        onWaiting: (wait) => setSending((now) => now && { ...now, waiting: wait ?? undefined }),
        signal: controller.signal,
      });
      // The visitor reset the form meanwhile: the logo belongs to no briefing of the new session.
      if (uploadsDiscarded(sessionId)) return;
      focusNext.current = REMOVE_BUTTON_SELECTOR;
      onChangeRef.current(logo);
      setAnnouncement(logoMessages.uploaded(logo.name));
    } catch (cause) {
      if (controller.signal.aborted) {
        setAnnouncement(cancelUploadMessages.cancelled(file.name));
        return;
      }
      console.warn("Logo-Upload fehlgeschlagen", cause);
      setError(logoMessages.failed);
      toast.error(logoMessages.failed);
    } finally {
      cancelSending.current = null;
      finished();
      setSending(null);
    }
  }

  function cancel() {
    // The button leaves with the progress bar: focus goes back to the picker.
    focusNext.current = ADD_CONTROL_SELECTOR;
    cancelSending.current?.abort();
  }

  return (
    <div ref={root} className="space-y-3">
      {value?.url ? (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 p-3">
          <img
            src={value.url}
            alt={`Logo-Vorschau: ${value.name}`}
            className="h-16 w-16 rounded bg-white object-contain"
          />
          <div className="min-w-32 flex-1 text-sm">
            <p className="line-clamp-2 font-medium wrap-anywhere">{value.name}</p>
            <p className="text-slate-500">{formatFileSize(value.size)}</p>
          </div>
          <button
            type="button"
            {...REMOVE_BUTTON}
            onClick={() => {
              focusNext.current = ADD_CONTROL_SELECTOR;
              onChange(null);
              setAnnouncement(logoMessages.removed);
            }}
            className={itemButton}
          >
            Logo entfernen
          </button>
        </div>
      ) : (
        <DropZone
          label={logoMessages.pickLabel}
          hint={anyImage ? logoMessages.hintAnyImage : logoMessages.hintDesignStep}
          accept={rules.accept}
          disabled={!idle}
          errorId={error ? errorId : undefined}
          onFiles={upload}
        />
      )}
      {sending && (
        <div className="flex items-center gap-3 text-sm">
          {/* Which file and how far, in words too: a bar alone, still empty on a slow line, looked stuck. */}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex gap-2" aria-hidden="true">
              <span className="line-clamp-1 flex-1 wrap-anywhere">{sending.name}</span>
              <span className="text-slate-600 tabular-nums">{Math.round(sending.progress * 100)} %</span>
            </p>
            <ProgressBar value={sending.progress} label="Logo wird hochgeladen" waiting={sending.waiting} />
          </div>
          <button
            type="button"
            onClick={cancel}
            aria-label={cancelUploadMessages.label(sending.name)}
            className={itemButton}
          >
            {cancelUploadMessages.button}
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ScreenReaderStatus>{announcement}</ScreenReaderStatus>
    </div>
  );
}
