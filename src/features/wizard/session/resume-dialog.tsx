import { useRef, useState } from "react";
import { primaryButton, secondaryButton } from "../components/buttons";
import { choiceCard, choiceRadio } from "../components/form/choice-cards";
import { focusStepHeading } from "../components/step-header";
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

const stepOf = (copy: LocalCopy) => WIZARD_STEPS.find((candidate) => candidate.number === copy.currentStep);

type ResumeDialogProps = {
  /** The drafts on offer, the suggested one first; the dialog is open while there is one. */
  copies: LocalCopy[];
  onContinue: (sessionId: string) => void;
  onRestart: () => void;
};

/**
 * SPEC §2/§4 "Unvollständiges Formular gefunden". Closing it (Escape, the
 * corner button) continues: only "Neu starten" discards the stored answers.
 * With drafts of several sessions on this device (two tabs, a link opened
 * over a draft), the visitor picks the one to continue.
 */
export function ResumeDialog({ copies, onContinue, onRestart }: ResumeDialogProps) {
  const [selected, setSelected] = useState<string | null>(null);
  // Enter right away continues: the safe answer gets the focus, not "Neu starten" before it.
  const continueButton = useRef<HTMLButtonElement>(null);
  const copy = copies.find(({ id }) => id === selected) ?? copies[0];
  const text = sessionMessages.resume;
  const step = copy && stepOf(copy);
  const several = copies.length > 1;
  return (
    <WizardDialog
      open={copy !== undefined}
      onOpenChange={(open) => {
        if (!open && copy) onContinue(copy.id);
      }}
      initialFocus={continueButton}
      // It opens on load, when nothing has the focus: either answer leads to the step.
      focusOnClose={focusStepHeading}
      title={text.title}
      description={several ? text.severalDescription : copy ? text.description(formatSavedAt(copy.lastUpdate)) : ""}
    >
      {several ? (
        <fieldset className="mb-5">
          <legend className="sr-only">{text.choose}</legend>
          <ul className="space-y-2">
            {copies.map((draft) => {
              const draftStep = stepOf(draft);
              const name = draft.data.firmenname.trim() || text.untitled;
              return (
                <li key={draft.id}>
                  <label className={`${choiceCard} border-slate-300`}>
                    <input
                      type="radio"
                      name="entwurf"
                      value={draft.id}
                      checked={draft.id === copy?.id}
                      onChange={() => setSelected(draft.id)}
                      className={choiceRadio}
                    />
                    <span className="font-medium text-slate-900">
                      {name}
                      <span className="mt-0.5 block text-sm font-normal text-slate-600">
                        {text.draftDetails(
                          formatSavedAt(draft.lastUpdate),
                          draftStep?.number ?? 1,
                          draftStep?.name ?? "",
                        )}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : (
        step && <p className="mb-5 text-sm text-slate-600">{text.lastStep(step.number, step.name)}</p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onRestart}>
          {text.restart}
        </button>
        <button
          ref={continueButton}
          type="button"
          className={primaryButton}
          onClick={() => copy && onContinue(copy.id)}
        >
          {text.continue}
        </button>
      </div>
    </WizardDialog>
  );
}
