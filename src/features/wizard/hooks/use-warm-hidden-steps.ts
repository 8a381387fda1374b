import { useEffect, type RefObject } from "react";
import { whenIdle } from "~/lib/when-idle";

/** Marks a step's panel in StepContent; its value is "hidden" while the step is not shown. */
export const PANEL_ATTRIBUTE = "data-step-panel";

/**
 * Keeps the style and layout of the hidden steps ready, so that "Weiter"
 * and "Zurück" reveal a step without computing them inside the click
 * (docs/decisions/021).
 *
 * React's `<Activity mode="hidden">` hides a step with an inline
 * `display: none`, and an element with `display: none` has neither styles
 * nor layout: revealing it computed both for 120–175 elements. A hidden
 * panel here also carries `content-visibility: hidden` (its class, set by
 * StepContent), which skips its content just as well but keeps what was
 * computed for it. This hook takes React's `display: none` off such panels
 * and, when the browser is idle, lays each one out once: a layout query
 * inside a `content-visibility: hidden` subtree updates that subtree.
 *
 * Where `content-visibility` is unknown (older Safari, jsdom), panels keep
 * React's `display: none`. A hidden panel's content is not rendered,
 * focusable or in the accessibility tree either way.
 */
export function useWarmHiddenSteps(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    const supported = typeof CSS !== "undefined" && CSS.supports?.("content-visibility", "hidden");
    if (!root || !supported) return;
    let cancelWarm: (() => void) | undefined;
    const warm = () => {
      cancelWarm = undefined;
      for (const panel of hiddenPanels(root)) panel.firstElementChild?.getBoundingClientRect();
    };
    const keepRendered = () => {
      let released = false;
      for (const panel of root.querySelectorAll<HTMLElement>(`:scope > [${PANEL_ATTRIBUTE}]`)) {
        // React hides and reveals a panel through its inline style.
        observer.observe(panel, { attributes: true, attributeFilter: ["style"] });
        if (panel.getAttribute(PANEL_ATTRIBUTE) !== "hidden" || panel.style.display !== "none") continue;
        panel.style.removeProperty("display");
        released = true;
      }
      if (released && !cancelWarm) cancelWarm = whenIdle(warm, { timeout: 2000, fallbackDelay: 200 });
    };
    // Called after React's commit, before the next frame is rendered.
    const observer = new MutationObserver(keepRendered);
    observer.observe(root, { childList: true });
    keepRendered();
    return () => {
      observer.disconnect();
      cancelWarm?.();
    };
  }, [container]);
}

function hiddenPanels(root: HTMLElement) {
  return root.querySelectorAll<HTMLElement>(`:scope > [${PANEL_ATTRIBUTE}="hidden"]`);
}
