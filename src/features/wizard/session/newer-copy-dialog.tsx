import { primaryButton, secondaryButton } from "../components/buttons";
import { WizardDialog } from "../components/wizard-dialog";
import { sessionMessages } from "./messages";

type NewerCopyDialogProps = {
  open: boolean;
  onLoad: () => void;
  onKeep: () => void;
  /** Given when the two copies changed different fields. */
  onMerge?: () => void;
};

/**
 * A tab learned that the session was saved later on another device, while it
 * changed things too. Loading replaces this tab's state; keeping makes this
 * tab's state the newest copy and so overwrites the other device's work;
 * merging (offered when the two changed different fields) keeps both. Loading
 * or keeping loses something, so only the buttons answer it: Escape or a click
 * beside it decide nothing.
 */
export function NewerCopyDialog({ open, onLoad, onKeep, onMerge }: NewerCopyDialogProps) {
  const { title, description, mergeDescription, load, keep, merge } = sessionMessages.newerCopy;
  return (
    <WizardDialog
      open={open}
      onOpenChange={() => undefined}
      title={title}
      description={onMerge ? mergeDescription : description}
      requireChoice
      // It opens by itself, maybe while the visitor types: a Space must not choose for them.
      initialFocus="dialog"
    >
      {onMerge ? (
        // Three long labels: one column, the answer that loses nothing first.
        <div className="flex flex-col gap-3">
          <button type="button" className={primaryButton} onClick={onMerge}>
            {merge}
          </button>
          <button type="button" className={secondaryButton} onClick={onLoad}>
            {load}
          </button>
          <button type="button" className={secondaryButton} onClick={onKeep}>
            {keep}
          </button>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onKeep}>
            {keep}
          </button>
          <button type="button" className={primaryButton} onClick={onLoad}>
            {load}
          </button>
        </div>
      )}
    </WizardDialog>
  );
}
