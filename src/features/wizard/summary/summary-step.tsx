import { useState } from "react";
import { ScreenReaderStatus } from "~/components/ui/screen-reader-status";
import { buttonClass } from "~/components/ui/button-styles";
import { site } from "~/content/site";
import type { StepNumber, WizardData } from "../model/wizard-data";
import { submitMessages } from "../submit/messages";
import { ThankYou } from "../submit/thank-you";
import type { MissingFile } from "../submit/missing-file";
import { useSubmitBriefing } from "../submit/use-submit-briefing";
import { summaryCards } from "./display";
import { SummaryCard } from "./summary-card";
import type { LatestCheck } from "../session/session-context";

type SummaryStepProps = {
  data: WizardData;
  sessionId: string;
  /** "Bearbeiten" on a card: go to that step. */
  onEditStep: (step: StepNumber) => void;
  /** Submit found a step whose fields fail: go there and show them (nothing was sent). */
  onReviewStep: (step: StepNumber) => void;
  /** "Zurück zur letzten Seite". */
  onBack: () => void;
  /** Called once after a successful submit (clear the stored draft there); the thank-you screen follows. */
  onSubmitted?: () => void;
  /** True while the briefing is being sent (the wizard holds its steps meanwhile). */
  onSubmitting?: (busy: boolean) => void;
  /** Whether another device saved newer answers (WizardSessionActions.confirmLatest). */
  confirmLatest?: () => Promise<LatestCheck>;
  /** A listed file was deleted meanwhile: take it off and show its step. */
  onMissingFile?: (file: MissingFile) => void;
};

/** The offer's gold, as every call-to-action of the campaign on the landing page. */
const ctaClass = buttonClass("gold", "lg", "w-full sm:w-auto");
/** "Zurück zur letzten Seite" shares its row with the gold button: the same size. */
const backClass = buttonClass("secondary", "lg");

/** Step 6 "Zusammenfassung" (SPEC §2, §4 submission, §5 display rules). */
export function SummaryStep({
  data,
  sessionId,
  onEditStep,
  onReviewStep,
  onBack,
  onSubmitted,
  onSubmitting,
  confirmLatest,
  onMissingFile,
}: SummaryStepProps) {
  const { state, failure, submit } = useSubmitBriefing(
    data,
    sessionId,
    onSubmitted,
    onReviewStep,
    onSubmitting,
    confirmLatest,
    onMissingFile,
  );
  // Which of the two submit buttons was pressed: a failure is shown beside it.
  const [pressed, setPressed] = useState<"top" | "bottom">("top");
  if (state === "submitted") return <ThankYou />;

  const submitting = state === "submitting";
  const label = (idle: string) => (submitting ? submitMessages.submitting : idle);
  // Not `disabled` while sending: the pressed button keeps the focus (WCAG 2.4.3), and a
  // second press is ignored (useSubmitBriefing).
  const submitButton = (at: "top" | "bottom", idle: string) => (
    <button
      type="button"
      onClick={() => {
        setPressed(at);
        void submit();
      }}
      aria-disabled={submitting || undefined}
      className={ctaClass}
    >
      {label(idle)}
    </button>
  );
  const failed = (at: "top" | "bottom") =>
    failure && pressed === at ? (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {failure}
      </p>
    ) : null;

  return (
    <div className="space-y-8" aria-busy={submitting}>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">Bitte prüfen Sie Ihre Angaben, bevor Sie die Anfrage absenden.</p>
        {submitButton("top", "Jetzt Projektanfrage absenden!")}
      </div>
      {failed("top")}

      <div className="grid gap-5 md:grid-cols-2">
        {summaryCards(data).map((card) => (
          <SummaryCard key={card.title} card={card} disabled={submitting} onEdit={onEditStep} />
        ))}
      </div>

      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" onClick={onBack} disabled={submitting} className={backClass}>
          Zurück zur letzten Seite
        </button>
        {submitButton("bottom", `Jetzt meine neue Website für ${site.offer.priceEur}€ sichern!`)}
      </div>
      {failed("bottom")}
      <ScreenReaderStatus>{submitting ? submitMessages.submitting : ""}</ScreenReaderStatus>
    </div>
  );
}
