import { useEffect, type RefObject } from "react";
import { whenIdle } from "~/lib/when-idle";

/** Marks a step's panel in StepContent; its value is "hidden" while the step is not shown. */
export const PANEL_ATTRIBUTE = "data-step-panel";
/** On a hidden panel whose step React already treats as shown (woken ahead, StepContent). */
export const WOKEN_ATTRIBUTE = "data-step-woken";
/**
 * On a hidden woken panel for the one frame in which it is painted ahead
 * (app.css: laid behind the shown step, invisible; aria-hidden).
 */
export const PREPAINT_ATTRIBUTE = "data-step-prepaint";

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
 * A woken panel (StepContent) is also painted ahead, just before "Weiter"
 * is pressed: when the pointer comes over the shown step's submit button or
 * the keyboard focuses it. The first step change measured ~30 ms slower at 4×
 * than the same change made again, and painting the next step up to a second
 * before the click took that away; painted five seconds before, it did not
 * (docs/decisions/021). For one frame the panel lies behind the shown step
 * (which therefore takes every pointer event), clipped to its box, at opacity
 * 0.001: painted and rastered, yet no colour survives 8-bit blending (app.css).
 * Opacity 0 would not do: Chrome paints nothing fully transparent. Nor would
 * `inert` or `pointer-events: none`: Chrome keeps both in every descendant's
 * style, so setting and removing them restyled the whole step (137 elements),
 * and since the hidden step skips its styles, that work waited for "Weiter".
 * Instead `aria-hidden` keeps the frame from screen readers (an attribute,
 * no style), and a key pressed meanwhile ends it before Tab could move
 * focus into it.
 *
 * Where `content-visibility` is unknown (older Safari, jsdom), panels keep
 * React's `display: none`. A hidden panel's content is not rendered,
 * focusable or in the accessibility tree either way.
 */
const SUBTREE = { subtree: true, childList: true, attributes: true, characterData: true };
/** How soon the same panel is painted ahead again (a pointer that leaves the button and comes back). */
const PREPAINT_AGAIN_MS = 300;

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
    // Panels painted ahead in the coming frame, and how to end that early.
    const prePainting = new Map<HTMLElement, () => void>();
    const prePaintedAt = new WeakMap<HTMLElement, number>();
    const prePaint = (panel: HTMLElement) => {
      // The pointer crosses the button's own children too: one paint per approach is enough.
      if (prePainting.has(panel) || performance.now() - (prePaintedAt.get(panel) ?? -Infinity) < PREPAINT_AGAIN_MS)
        return;
      prePaintedAt.set(panel, performance.now());
      const setPrePainted = (on: boolean) => {
        panel.toggleAttribute(PREPAINT_ATTRIBUTE, on);
        if (on) panel.setAttribute("aria-hidden", "true");
        else panel.removeAttribute("aria-hidden");
        // Our own attributes are no change of the step's content: not laid out again for them.
        woken.takeRecords();
      };
      setPrePainted(true);
      // The first frame callback runs before the frame that paints the panel; the second, before the next one.
      let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(end)));
      function end() {
        cancelAnimationFrame(frame);
        prePainting.delete(panel);
        setPrePainted(false);
      }
      prePainting.set(panel, end);
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
        observer.observe(panel, { attributes: true, attributeFilter: ["style", WOKEN_ATTRIBUTE, PANEL_ATTRIBUTE] });
        if (panel.getAttribute(PANEL_ATTRIBUTE) !== "hidden") {
          // Shown in the very frame it was to be painted ahead: usable at once.
          prePainting.get(panel)?.();
          continue;
        }
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
    // "Weiter" about to be pressed: the step woken ahead is painted in the coming frame.
    const onIntent = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
      const shown = button?.closest(`[${PANEL_ATTRIBUTE}]`);
      if (shown?.parentElement !== root || shown.getAttribute(PANEL_ATTRIBUTE) !== "shown") return;
      for (const panel of wokenPanels()) prePaint(panel);
    };
    // Before the key's default action: Tab then finds the step hidden again.
    const endPrePaints = () => {
      for (const end of [...prePainting.values()]) end();
    };
    root.addEventListener("pointerover", onIntent);
    root.addEventListener("focusin", onIntent);
    window.addEventListener("keydown", endPrePaints, { capture: true });
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
      root.removeEventListener("pointerover", onIntent);
      root.removeEventListener("focusin", onIntent);
      window.removeEventListener("keydown", endPrePaints, { capture: true });
      endPrePaints();
      observer.disconnect();
      woken.disconnect();
      document.fonts?.removeEventListener("loadingdone", coolWoken);
      cancelWarm?.();
    };
  }, [container]);
}
