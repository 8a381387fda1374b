import { primaryButton, secondaryButton } from "../components/buttons";
import { WizardDialog } from "../components/wizard-dialog";
import { sessionMessages } from "./messages";

type NewerCopyDialogProps = { open: boolean; onLoad: () => void; onKeep: () => void };

/**
 * A tab learned that the session was saved later on another device. Loading
 * replaces this tab's state; keeping makes this tab's state the newest copy
 * and so overwrites the other device's work. Either loses something, so only
 * the two buttons answer it: Escape or a click beside it decide nothing.
 */
export function NewerCopyDialog({ open, onLoad, onKeep }: NewerCopyDialogProps) {
  const { title, description, load, keep } = sessionMessages.newerCopy;
  return (
    <WizardDialog open={open} onOpenChange={() => undefined} title={title} description={description} requireChoice>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onKeep}>
          {keep}
        </button>
        <button type="button" className={primaryButton} onClick={onLoad}>
          {load}
        </button>
      </div>
    </WizardDialog>
  );
}
