import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import type { WizardData } from "../model/wizard-data";
import { WizardProvider } from "../state/wizard-context";
import { initialWizardState, type WizardState } from "../state/wizard-state";
import { createWizardStore } from "../state/wizard-store";
import { TEST_SESSION_ID } from "./wizard-fixtures";

type Options = { data?: Partial<WizardData>; state?: Partial<Omit<WizardState, "data">> };

/** Renders wizard UI with its own store and a toaster; returns the store to inspect. */
export function renderWizard(ui: ReactNode, { data = {}, state = {} }: Options = {}) {
  const initial = initialWizardState(TEST_SESSION_ID);
  const store = createWizardStore({ ...initial, ...state, data: { ...initial.data, ...data } });
  const user = userEvent.setup();
  const view = render(
    <WizardProvider store={store}>
      {ui}
      <Toaster />
    </WizardProvider>,
  );
  return { store, user, ...view };
}
