import { memo } from "react";
import type { UploadedFile } from "../model/wizard-data";
import { tileItemButton } from "../components/buttons";
import { cancelUploadMessages, imageMessages } from "./messages";
import { ProgressBar } from "./progress-bar";
import type { UploadWait } from "./transport";
import { focusSlot, removeButton } from "~/lib/focus-after-removal";

export type ImageTileState = "uploading" | "failed" | "finished" | "stored";

type ImageTileProps = {
  name: string;
  /** The visitor's own file while on this page, else the stored image. */
  src: string | undefined;
  /** uploading: progress bar; failed: message; finished: full bar (its last 2 s); stored: nothing more. */
  state: ImageTileState;
  progress: number;
  /** Uploading, but waiting to try again or for the connection. */
  waiting?: UploadWait;
  /** The stored entry (finished, stored), for removing it. */
  entry?: UploadedFile;
  /** The pending upload (uploading, failed), for cancelling it or closing its message. */
  uploadKey?: string;
  /** The tile's key: its buttons, one after the other, stand in one focus slot (useFocusSlots). */
  slot: string;
  onRemove: (entry: UploadedFile) => unknown;
  /** Cancels the upload, or closes its failure message. */
  onDismiss: (uploadKey: string) => void;
};

/**
 * One image of the upload grid, from the first progress to the stored file.
 * Memoised: a progress report or a finished upload re-renders its own tile,
 * not all fifty. The widget keys a tile by its upload for as long as the
 * entry lives on this page, so the same <img> element stays from picking to
 * done: a new element would load (and try to decode) the whole file again.
 */
export const ImageTile = memo(function ImageTile({
  name,
  src,
  state,
  progress,
  waiting,
  entry,
  uploadKey,
  slot,
  onRemove,
  onDismiss,
}: ImageTileProps) {
  const pending = state === "uploading" || state === "failed";
  return (
    // Only the image is clipped to the corners: with 200 % text the tile had cut off its buttons.
    <li className="relative rounded-lg border border-slate-200 bg-slate-50">
      {src ? (
        <img
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          className={`aspect-square w-full rounded-t-lg object-cover ${pending ? "opacity-60" : ""}`}
        />
      ) : (
        <div className="aspect-square w-full" />
      )}
      {pending ? (
        <div className="space-y-1 p-2 text-xs">
          <p className="line-clamp-2 wrap-anywhere">{name}</p>
          {state === "uploading" ? (
            <div className="flex flex-wrap items-center gap-2">
              {/* No min-width below its content: the retry note under the bar would break "Verbindung" mid-word. */}
              <div className="flex-1">
                <ProgressBar value={progress} label={`${name} wird hochgeladen`} waiting={waiting} />
              </div>
              <button
                type="button"
                {...removeButton(() => uploadKey && onDismiss(uploadKey))}
                aria-label={cancelUploadMessages.label(name)}
                {...focusSlot(slot)}
                className={tileItemButton}
              >
                {cancelUploadMessages.button}
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 text-red-700">{imageMessages.itemFailed}</span>
              <button
                type="button"
                {...removeButton(() => uploadKey && onDismiss(uploadKey))}
                aria-label={`Meldung zu ${name} schließen`}
                {...focusSlot(slot)}
                className={tileItemButton}
              >
                Schließen
              </button>
            </div>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2 p-2 text-xs">
          <span className="line-clamp-2 min-w-0 basis-20 grow wrap-anywhere">{name}</span>
          <button
            type="button"
            {...removeButton(() => entry && onRemove(entry))}
            aria-label={`${name} entfernen`}
            {...focusSlot(slot)}
            className={tileItemButton}
          >
            Entfernen
          </button>
        </div>
      )}
      {state === "finished" && <ProgressBar value={1} label={`${name} hochgeladen`} />}
    </li>
  );
});
