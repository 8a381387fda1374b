import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { controlClass, describedBy, FieldFrame } from "~/components/ui/field";
import { fieldMessages, toastMessages } from "~/schemas/wizard-messages";
import { isResetConfirmed } from "../model/reset-confirmation";
import { useWizardSessionActions } from "../session/session-context";
import { useWizardActions, useWizardState } from "../state/wizard-context";
import { discardUploadsOf } from "../uploads/upload-tracker";
import { dangerButton, secondaryButton } from "./buttons";
import { WizardDialog } from "./wizard-dialog";

/**
 * "Formular zurücksetzen": the visitor types "Ja", then everything clears (new session, step 1),
 * here at once and on the server afterwards (the old session's draft and files, ADR 030).
 */
export function ResetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { reset } = useWizardActions();
  const { discardDraft } = useWizardSessionActions();
  const sessionId = useWizardState((state) => state.sessionId);
  const [input, setInput] = useState("");
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function change(next: boolean) {
    setInput("");
    setError(undefined);
    onOpenChange(next);
  }

  function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!isResetConfirmed(input)) {
      // Back to the field first: its error is then announced (field.tsx) and read with it.
      inputRef.current?.focus();
      setError(fieldMessages.resetConfirm);
      return;
    }
    // Uploads still running would otherwise finish into the new, empty form.
    discardUploadsOf(sessionId);
    // SPEC §4: the local copy clears and a new session starts, without waiting for the network.
    reset();
    discardDraft(sessionId);
    change(false);
    toast.success(toastMessages.reset.title);
  }

  return (
    <WizardDialog
      open={open}
      onOpenChange={change}
      title="Formular zurücksetzen"
      description="Alle bisherigen Angaben und hochgeladenen Dateien werden gelöscht – auch auf unserem Server. Sie beginnen wieder bei Schritt 1."
    >
      <form onSubmit={confirm} noValidate className="space-y-4">
        <FieldFrame id="reset-bestaetigung" label="Geben Sie zur Bestätigung „Ja“ ein" error={error}>
          <input
            ref={inputRef}
            id="reset-bestaetigung"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy("reset-bestaetigung", false, error)}
            className={controlClass(Boolean(error))}
          />
        </FieldFrame>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={() => change(false)}>
            Abbrechen
          </button>
          <button type="submit" className={dangerButton}>
            Formular zurücksetzen
          </button>
        </div>
      </form>
    </WizardDialog>
  );
}
