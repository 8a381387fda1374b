import { useState } from "react";
import { createSessionId } from "../session/session-id";
import { WizardSession } from "../session/wizard-session";
import { WizardProvider } from "../state/wizard-context";
import { initialWizardState } from "../state/wizard-state";
import { createWizardStore } from "../state/wizard-store";
import { WizardShell } from "./wizard-shell";

/** The whole briefing wizard; lazily loaded by the /konfigurator route. */
export default function Wizard() {
  const [store] = useState(() => createWizardStore(initialWizardState(createSessionId())));
  return (
    <WizardProvider store={store}>
      <WizardSession>
        <WizardShell />
      </WizardSession>
    </WizardProvider>
  );
}
