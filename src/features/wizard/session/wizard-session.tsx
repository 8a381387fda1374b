import { useMemo, type ReactNode } from "react";
import { useWizardStore } from "../state/wizard-context";
import { sessionMessages } from "./messages";
import { EndedElsewhereNotice } from "./ended-elsewhere-notice";
import { NewerCopyDialog } from "./newer-copy-dialog";
import { PendingUploadsNotice } from "./pending-uploads-notice";
import { ResumeDialog } from "./resume-dialog";
import type { SessionControllerOptions } from "./session-controller";
import { WizardSessionContext } from "./session-context";
import { useWizardSession } from "./use-wizard-session";

/**
 * Wraps the wizard with its session: holds the wizard back while a ?session=
 * link loads, shows the resume and newer-copy dialogs, and lets the wizard
 * tell it about a submitted briefing (useWizardSessionActions).
 */
export function WizardSession({
  children,
  overrides,
}: {
  children: ReactNode;
  /** For tests. */
  overrides?: Partial<SessionControllerOptions>;
}) {
  const store = useWizardStore();
  const { view, controller } = useWizardSession(store, overrides);
  const actions = useMemo(
    () => ({
      finish: controller.finish,
      saveNow: controller.saveNow,
      confirmLatest: controller.confirmLatest,
      discardDraft: controller.discardDraft,
    }),
    [controller],
  );

  return (
    <WizardSessionContext value={actions}>
      {view.phase === "loading-link" ? (
        <div
          role="status"
          // A screen tall, as the wizard that follows it (see WizardPlaceholder): no footer jump.
          className="flex min-h-screen items-center justify-center rounded-2xl border border-slate-200 bg-white p-8 text-slate-600"
        >
          {sessionMessages.loadingLink}
        </div>
      ) : (
        <>
          {view.endedElsewhere && <EndedElsewhereNotice onContinue={controller.continueAsNew} />}
          {view.pendingElsewhere.length > 0 && (
            <PendingUploadsNotice files={view.pendingElsewhere} onDismiss={controller.dismissPendingNotice} />
          )}
          {children}
        </>
      )}
      <ResumeDialog
        copies={view.phase === "offer-resume" ? view.resumeCandidates : []}
        onContinue={controller.resume}
        onRestart={controller.startOver}
      />
      <NewerCopyDialog
        open={view.newerCopy !== null}
        onLoad={controller.acceptNewer}
        onKeep={controller.keepMine}
        onMerge={view.mergedCopy ? controller.acceptMerged : undefined}
      />
    </WizardSessionContext>
  );
}
