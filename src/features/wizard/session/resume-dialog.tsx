import { primaryButton, secondaryButton } from "../components/buttons";
import { WizardDialog } from "../components/wizard-dialog";
import { WIZARD_STEPS } from "../model/wizard-data";
import type { LocalCopy } from "./local-copy";
import { sessionMessages } from "./messages";

const pad = (n: number) => String(n).padStart(2, "0");

/** "22.11.2026 um 10:05 Uhr" in the visitor's time zone. */
export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} um ${pad(date.getHours())}:${pad(date.getMinutes())} Uhr`;
}

type ResumeDialogProps = {
  /** The copy on offer; the dialog is open while there is one. */
  copy: LocalCopy | null;
  onContinue: () => void;
  onRestart: () => void;
};

/**
 * SPEC §2/§4 "Unvollständiges Formular gefunden". Closing it (Escape, the
 * corner button) continues: only "Neu starten" discards the stored answers.
 */
export function ResumeDialog({ copy, onContinue, onRestart }: ResumeDialogProps) {
  const step = WIZARD_STEPS.find((candidate) => candidate.number === copy?.currentStep);
  return (
    <WizardDialog
      open={copy !== null}
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
      title={sessionMessages.resume.title}
      description={copy ? sessionMessages.resume.description(formatSavedAt(copy.lastUpdate)) : ""}
    >
      {step && (
        <p className="mb-5 text-sm text-slate-600">
          Zuletzt bearbeitet: Schritt {step.number} von 6 – {step.name}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onRestart}>
          {sessionMessages.resume.restart}
        </button>
        <button type="button" className={primaryButton} onClick={onContinue}>
          {sessionMessages.resume.continue}
        </button>
      </div>
    </WizardDialog>
  );
}
