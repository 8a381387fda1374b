import { useEffect, type RefObject } from "react";
import { whenIdle } from "~/lib/when-idle";

/** Marks a step's panel in StepContent; its value is "hidden" while the step is not shown. */
export const PANEL_ATTRIBUTE = "data-step-panel";
/** On a hidden panel whose step React already treats as shown (woken ahead, StepContent). */
export const WOKEN_ATTRIBUTE = "data-step-woken";

/**
 * The attributes of a step's panel, which StepContent renders inside the
 * step's `<Activity>`: a hidden panel skips its content with
 * `content-visibility: hidden`, set in the same commit that hides or reveals it.
 */
export const panelProps = (shown: boolean, woken = false) => ({
  [PANEL_ATTRIBUTE]: shown ? "shown" : "hidden",
  [WOKEN_ATTRIBUTE]: !shown && woken ? "" : undefined,
  className: shown ? undefined : "[content-visibility:hidden]",
});

/** Whether a hidden panel's `content-visibility: hidden` hides it (not in older Safari, nor in jsdom). */
export const hidesByContentVisibility = () =>
  typeof CSS !== "undefined" && CSS.supports?.("content-visibility", "hidden") === true;

/**
 * Keeps the style and layout of the hidden steps ready, so that "Weiter"
 * and "Zurück" reveal a step without computing them inside the click
 * (docs/decisions/021).
 *
 * React's `<Activity mode="hidden">` hides a step with an inline
 * `display: none`, and an element with `display: none` has neither styles
 * nor layout: revealing it computed both for 120–175 elements. A hidden
 * panel here also carries `content-visibility: hidden` (panelProps), which
 * skips its content just as well but keeps what was
 * computed for it. This hook takes React's `display: none` off such panels
 * and, when the browser is idle, lays each one out once: a layout query
 * inside a `content-visibility: hidden` subtree updates that subtree.
 *
 * Where `content-visibility` is unknown (older Safari, jsdom), panels keep
 * React's `display: none`. A hidden panel's content is not rendered,
 * focusable or in the accessibility tree either way.
 */
const SUBTREE = { subtree: true, childList: true, attributes: true, characterData: true };

export function useWarmHiddenSteps(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root || !hidesByContentVisibility()) return;
    // Panels waiting for their layout; one per idle period, so no task holds up a key press for long.
    const cold = new Set<HTMLElement>();
    let cancelWarm: (() => void) | undefined;
    const warmNext = () => {
      cancelWarm = undefined;
      const [panel] = cold;
      if (!panel) return;
      cold.delete(panel);
      if (panel.isConnected && panel.getAttribute(PANEL_ATTRIBUTE) === "hidden") {
        panel.firstElementChild?.getBoundingClientRect();
      }
      scheduleWarm();
    };
    const scheduleWarm = () => {
      if (cold.size > 0 && !cancelWarm) cancelWarm = whenIdle(warmNext, { timeout: 2000, fallbackDelay: 200 });
    };
    const wokenPanels = () =>
      root.querySelectorAll<HTMLElement>(`:scope > [${PANEL_ATTRIBUTE}="hidden"][${WOKEN_ATTRIBUTE}]`);
    const keepRendered = () => {
      for (const panel of root.querySelectorAll<HTMLElement>(`:scope > [${PANEL_ATTRIBUTE}]`)) {
        // React hides and reveals a panel through its inline style. A step woken while hidden
        // (WOKEN_ATTRIBUTE) fills in its fields' values and state: laid out again afterwards.
        observer.observe(panel, { attributes: true, attributeFilter: ["style", WOKEN_ATTRIBUTE] });
        if (panel.getAttribute(PANEL_ATTRIBUTE) !== "hidden") continue;
        const hiddenByReact = panel.style.display === "none";
        if (!hiddenByReact && !panel.hasAttribute(WOKEN_ATTRIBUTE)) continue;
        if (hiddenByReact) panel.style.removeProperty("display");
        cold.add(panel);
      }
      // A woken step keeps changing while hidden (its effects' updates a frame later, the font
      // previews taking their typefaces): each change is laid out when idle, not in the click
      // that shows it. Only hidden woken panels are watched, so typing in the shown step costs nothing.
      woken.disconnect();
      for (const panel of wokenPanels()) woken.observe(panel, SUBTREE);
      scheduleWarm();
    };
    const coolWoken = () => {
      for (const panel of wokenPanels()) cold.add(panel);
      scheduleWarm();
    };
    // Called after React's commit, before the next frame is rendered.
    const observer = new MutationObserver(keepRendered);
    const woken = new MutationObserver(coolWoken);
    observer.observe(root, { childList: true });
    keepRendered();
    // A typeface that arrives lays its text out again.
    document.fonts?.addEventListener("loadingdone", coolWoken);
    return () => {
      observer.disconnect();
      woken.disconnect();
      document.fonts?.removeEventListener("loadingdone", coolWoken);
      cancelWarm?.();
    };
  }, [container]);
}
