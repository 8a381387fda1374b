import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useWizardState } from "../state/wizard-context";
import { leaveWhileUploading } from "../uploads/messages";
import { abandonUploadsOf, useUploadsRunning } from "../uploads/upload-tracker";
import { primaryButton, secondaryButton } from "./buttons";
import { WizardDialog } from "./wizard-dialog";

/**
 * While a file of the session is still on its way to storage, leaving the wizard would lose it:
 * the saved session would only list it as missing (PendingUploadsNotice), and the visitor would
 * have to pick it again. So, only while uploads run:
 * - a link to another page of the site asks first (this dialog; Escape or "Hier bleiben" stays,
 *   "Trotzdem verlassen" stops those uploads, which the saved session already lists as missing);
 * - closing or reloading the tab gets the browser's own question (`beforeunload`).
 * The listener is there only then: browsers keep a page with a `beforeunload` listener out of
 * their back/forward cache, and most visits have nothing to lose.
 */
export function LeaveGuard() {
  const sessionId = useWizardState((state) => state.sessionId);
  const running = useUploadsRunning(sessionId);
  const stayButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [running]);

  // Only another page: the wizard's own address changes (the session link's parameter dropped) stay free.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => running && currentLocation.pathname !== nextLocation.pathname,
  );
  const { title, description, stay, leave } = leaveWhileUploading;

  return (
    <WizardDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={title}
      description={description}
      initialFocus={stayButton}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            abandonUploadsOf(sessionId);
            blocker.proceed?.();
          }}
        >
          {leave}
        </button>
        <button ref={stayButton} type="button" className={primaryButton} onClick={() => blocker.reset?.()}>
          {stay}
        </button>
      </div>
    </WizardDialog>
  );
}
