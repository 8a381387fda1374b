import { useEffect, useState } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";
import { stepValidity } from "../model/navigation";
import { useWizardStore } from "../state/wizard-context";

const sameVerdicts = (a: readonly boolean[], b: readonly boolean[]) => a.every((valid, index) => valid === b[index]);

/**
 * Whether each step's fields validate, for the step buttons. Worked out once
 * per frame after the frame that shows a change, and a new value only when a
 * verdict flips: a keystroke paints its character without parsing the step's
 * schema or re-rendering the buttons first (bench:wizard, ADR 021). The
 * buttons may show a lock one frame longer than the data would; a click on a
 * step button checks the current data itself (stepAccess).
 */
export function useStepValidity(): readonly boolean[] {
  const store = useWizardStore();
  const [valid, setValid] = useState(() => stepValidity(store.getState().data));
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const check = () => {
      cancel = null;
      const next = stepValidity(store.getState().data);
      setValid((current) => (sameVerdicts(current, next) ? current : next));
    };
    // The data may have changed between the first render and this effect.
    check();
    const unsubscribe = store.subscribe(() => {
      cancel ??= afterNextPaint(check);
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [store]);
  return valid;
}
