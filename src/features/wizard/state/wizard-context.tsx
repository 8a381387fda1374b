import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { WizardState } from "./wizard-state";
import type { WizardActions, WizardStore } from "./wizard-store";

const WizardStoreContext = createContext<WizardStore | null>(null);

export function WizardProvider({ store, children }: { store: WizardStore; children: ReactNode }) {
  return <WizardStoreContext value={store}>{children}</WizardStoreContext>;
}

/** The store itself, for code that reads or subscribes outside rendering (persistence, event handlers). */
export function useWizardStore(): WizardStore {
  const store = useContext(WizardStoreContext);
  if (!store) throw new Error("useWizardStore must be used inside <WizardProvider>.");
  return store;
}

/**
 * One slice of the state; the component re-renders only when the slice
 * changes (Object.is), so return primitives or references taken from the state.
 */
export function useWizardState<T>(selector: (state: WizardState) => T): T {
  const store = useWizardStore();
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

export const useWizardActions = (): WizardActions => useWizardStore().actions;

export function useWizardEpoch(): number {
  const store = useWizardStore();
  return useSyncExternalStore(store.subscribe, store.getEpoch, store.getEpoch);
}
