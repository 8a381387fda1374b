import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import type { WizardData } from "../model/wizard-data";
import { WizardProvider } from "../state/wizard-context";
import { initialWizardState, type WizardState } from "../state/wizard-state";
import { createWizardStore, type WizardStore } from "../state/wizard-store";
import { forgetKeptInputs } from "../hooks/use-kept-input";
import { TEST_SESSION_ID } from "./wizard-fixtures";

type Options = {
  data?: Partial<WizardData>;
  state?: Partial<Omit<WizardState, "data">>;
  /** Renders again with an earlier render's store (a remount); `data` and `state` are then ignored. */
  store?: WizardStore;
};

/** Renders wizard UI with its own store and a toaster; returns the store to inspect. */
export function renderWizard(ui: ReactNode, { data = {}, state = {}, store: given }: Options = {}) {
  const initial = initialWizardState(TEST_SESSION_ID);
  if (!given) forgetKeptInputs();
  const store = given ?? createWizardStore({ ...initial, ...state, data: { ...initial.data, ...data } });
  const user = userEvent.setup();
  const view = render(
    <WizardProvider store={store}>
      {ui}
      <Toaster />
    </WizardProvider>,
  );
  return { store, user, ...view };
}
