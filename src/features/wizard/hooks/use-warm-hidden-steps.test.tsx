import { Activity, useRef } from "react";
import { fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PANEL_ATTRIBUTE,
  panelProps,
  PREPAINT_ATTRIBUTE,
  useWarmHiddenSteps,
  WOKEN_ATTRIBUTE,
} from "./use-warm-hidden-steps";

/** StepContent's shape: panels inside <Activity>, the hidden ones with content-visibility: hidden. */
function Panels({ shown, steps = [1, 2], woken }: { shown: number; steps?: number[]; woken?: number }) {
  const container = useRef<HTMLDivElement>(null);
  useWarmHiddenSteps(container);
  return (
    <div ref={container}>
      {steps.map((step) => (
        <Activity key={step} mode={step === shown || step === woken ? "visible" : "hidden"}>
          <div {...panelProps(step === shown, step === woken)}>
            <p>Schritt {step}</p>
            <button type="submit">Weiter {step}</button>
          </div>
        </Activity>
      ))}
    </div>
  );
}

const panelOf = (container: HTMLElement, step: number) =>
  Array.from(container.querySelectorAll<HTMLElement>(`[${PANEL_ATTRIBUTE}]`)).find((panel) =>
    panel.textContent?.startsWith(`Schritt ${step}`),
  );

/** Animation frames that run when the test says so. */
function recordFrames() {
  const frames = new Map<number, () => void>();
  let last = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => {
    frames.set(++last, callback);
    return last;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
  return {
    next() {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback());
    },
  };
}

/** jsdom knows no content-visibility; a browser that does is simulated. */
function supportContentVisibility(supported: boolean) {
  vi.stubGlobal("CSS", { supports: (property: string) => supported && property === "content-visibility" });
}

/** Idle callbacks that run when the test says so, and the elements whose layout was asked for. */
function recordIdleLayout() {
  const idle: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  const measured: Element[] = [];
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    measured.push(this);
    return new DOMRect();
  });
  return { idle, measured };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useWarmHiddenSteps", () => {
  it("takes React's display: none off a hidden panel, which content-visibility hides instead", async () => {
    supportContentVisibility(true);
    const { container, rerender } = render(<Panels shown={1} />);
    const second = await waitFor(() => panelOf(container, 2)!);
    await waitFor(() => expect(second.style.display).toBe(""));
    expect(second).toHaveAttribute(PANEL_ATTRIBUTE, "hidden");
    expect(second).toHaveClass("[content-visibility:hidden]");

    // "Weiter": step 2 is shown, and the step just left is kept rendered the same way.
    rerender(<Panels shown={2} />);
    const first = panelOf(container, 1)!;
    expect(second).toHaveAttribute(PANEL_ATTRIBUTE, "shown");
    expect(second).not.toHaveClass("[content-visibility:hidden]");
    await waitFor(() => expect(first.style.display).toBe(""));
    expect(first).toHaveClass("[content-visibility:hidden]");
  });

  it("lays out each hidden panel's content once the browser is idle, one panel per idle period", async () => {
    supportContentVisibility(true);
    const { idle, measured } = recordIdleLayout();
    const { container } = render(<Panels shown={2} steps={[1, 2, 3]} />);
    const [first, third] = await waitFor(() => {
      const panels = [panelOf(container, 1), panelOf(container, 3)];
      if (!panels.every(Boolean)) throw new Error("hidden panels not rendered yet");
      return panels as [HTMLElement, HTMLElement];
    });
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(measured).toEqual([]);

    idle.shift()!();
    expect(measured).toHaveLength(1);
    idle.shift()!();
    expect(measured).toEqual(expect.arrayContaining([first.firstElementChild, third.firstElementChild]));
    expect(measured).toHaveLength(2);
    expect(idle).toHaveLength(0);
  });

  it("lays a woken panel out again when idle after its content changed while hidden, and stops watching it once shown", async () => {
    supportContentVisibility(true);
    const { idle, measured } = recordIdleLayout();
    const { container, rerender } = render(<Panels shown={1} woken={2} />);
    const second = await waitFor(() => panelOf(container, 2)!);
    expect(second).toHaveAttribute(WOKEN_ATTRIBUTE);
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    idle.splice(0).forEach((callback) => callback());
    measured.length = 0;

    // The woken step's effects change it a frame later (say, a font preview takes its typeface).
    second.querySelector("p")!.setAttribute("style", "font-family: Lato");
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(measured).toEqual([second.firstElementChild]);

    // Shown, it is no longer watched: typing there costs no layout work at idle.
    rerender(<Panels shown={2} woken={undefined} />);
    await waitFor(() => expect(second).toHaveAttribute(PANEL_ATTRIBUTE, "shown"));
    idle.splice(0).forEach((callback) => callback());
    measured.length = 0;
    second.querySelector("p")!.setAttribute("style", "font-family: Lato; color: red");
    await new Promise((resolve) => setTimeout(resolve, 20));
    idle.splice(0).forEach((callback) => callback());
    expect(measured).not.toContain(second.firstElementChild);
  });

  it("paints the woken step for one frame when Weiter is about to be pressed, hidden from screen readers, once per approach", async () => {
    supportContentVisibility(true);
    const { idle } = recordIdleLayout();
    const frames = recordFrames();
    const { container, getByRole } = render(<Panels shown={1} woken={2} />);
    const second = await waitFor(() => panelOf(container, 2)!);
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    idle.splice(0).forEach((callback) => callback());
    expect(second).not.toHaveAttribute(PREPAINT_ATTRIBUTE);

    // Anywhere else: nothing is painted ahead.
    fireEvent.pointerOver(container.querySelector("p")!);
    expect(second).not.toHaveAttribute(PREPAINT_ATTRIBUTE);

    fireEvent.pointerOver(getByRole("button", { name: "Weiter 1" }));
    expect(second).toHaveAttribute(PREPAINT_ATTRIBUTE);
    expect(second).toHaveAttribute("aria-hidden", "true");
    // Not inert: Chrome keeps inertness in every descendant's style, and removing it again
    // restyled the whole step inside the next "Weiter" (the hook's comment).
    expect(second).not.toHaveAttribute("inert");
    frames.next(); // before the frame that paints it
    expect(second).toHaveAttribute(PREPAINT_ATTRIBUTE);
    frames.next(); // before the next one
    expect(second).not.toHaveAttribute(PREPAINT_ATTRIBUTE);
    expect(second).not.toHaveAttribute("aria-hidden");
    // Its own attributes are no change of the step: nothing to lay out again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);

    // The pointer moving on over the button's own content does not paint it again at once.
    fireEvent.pointerOver(getByRole("button", { name: "Weiter 1" }));
    expect(second).not.toHaveAttribute(PREPAINT_ATTRIBUTE);
  });

  it("ends the painting ahead at once when the step is shown in that frame, so it is usable", async () => {
    supportContentVisibility(true);
    recordIdleLayout();
    recordFrames();
    const { container, getByRole, rerender, unmount } = render(<Panels shown={1} woken={2} />);
    const second = await waitFor(() => panelOf(container, 2)!);
    getByRole("button", { name: "Weiter 1" }).focus(); // the keyboard's way to Weiter
    expect(second).toHaveAttribute(PREPAINT_ATTRIBUTE);

    rerender(<Panels shown={2} woken={undefined} />);
    await waitFor(() => expect(second).not.toHaveAttribute(PREPAINT_ATTRIBUTE));
    expect(second).not.toHaveAttribute("aria-hidden");
    expect(second).toHaveAttribute(PANEL_ATTRIBUTE, "shown");
    unmount(); // while the idle stubs are in place: a layout is still waiting for idle time
  });

  it("ends the painting ahead when a key is pressed, before Tab could move focus into the step", async () => {
    supportContentVisibility(true);
    recordIdleLayout();
    recordFrames();
    const { container, getByRole, unmount } = render(<Panels shown={1} woken={2} />);
    const second = await waitFor(() => panelOf(container, 2)!);
    const weiter = getByRole("button", { name: "Weiter 1" });
    weiter.focus();
    expect(second).toHaveAttribute(PREPAINT_ATTRIBUTE);

    let paintedAtKey: boolean | undefined;
    weiter.addEventListener("keydown", () => (paintedAtKey = second.hasAttribute(PREPAINT_ATTRIBUTE)));
    fireEvent.keyDown(weiter, { key: "Tab" });
    expect(paintedAtKey).toBe(false);
    expect(second).not.toHaveAttribute("aria-hidden");
    unmount();
  });

  it("leaves React's display: none where content-visibility is unknown", async () => {
    supportContentVisibility(false);
    const { container } = render(<Panels shown={1} />);
    const second = await waitFor(() => panelOf(container, 2)!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.style.display).toBe("none");
    expect(second).not.toBeVisible();
  });
});
