import { useEffect, useState } from "react";
import { TOASTER_WANTED } from "~/components/ui/toaster";
import { whenIdle } from "~/lib/when-idle";
import { createSessionId } from "../session/session-id";
import { WizardSession } from "../session/wizard-session";
import { WizardProvider } from "../state/wizard-context";
import { initialWizardState } from "../state/wizard-state";
import { createWizardStore } from "../state/wizard-store";
import { LeaveGuard } from "./leave-guard";
import { WizardShell } from "./wizard-shell";

/** The whole briefing wizard; lazily loaded by the /konfigurator route. */
export default function Wizard() {
  const [store] = useState(() => createWizardStore(initialWizardState(createSessionId())));
  useEffect(() => {
    // The wizard imports sonner already: mount the toaster now, not during the first key press.
    return whenIdle(() => window.dispatchEvent(new Event(TOASTER_WANTED)), { timeout: 2000, fallbackDelay: 0 });
  }, []);
  return (
    <WizardProvider store={store}>
      <WizardSession>
        <WizardShell />
      </WizardSession>
      <LeaveGuard />
    </WizardProvider>
  );
}
