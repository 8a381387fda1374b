import { progressFillForced, progressTrackForced } from "~/components/ui/progress-styles";
import { uploadWaitMessages } from "./messages";
import type { UploadWait } from "./transport";

/** A thin determinate bar; `value` is 0..1. `waiting`: why it stands still, said under it. */
export function ProgressBar({ value, label, waiting }: { value: number; label: string; waiting?: UploadWait }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  const note = waiting && uploadWaitMessages[waiting];
  return (
    <>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={note ? `${percent} %: ${note}` : undefined}
        className={`h-1.5 w-full overflow-hidden rounded-full bg-slate-200 ${progressTrackForced}`}
      >
        {/* Scaled, not sized: a transform animates on the compositor, while a width
            transition re-ran layout and paint of the whole upload grid every frame. */}
        <div
          className={`h-full origin-left bg-brand-600 transition-transform ${progressFillForced}`}
          style={{ transform: `scaleX(${percent / 100})` }}
        />
      </div>
      {note && <p className="mt-1 text-amber-800">{note}</p>}
    </>
  );
}
