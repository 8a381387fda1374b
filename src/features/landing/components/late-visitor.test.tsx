import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LateVisitor, { POPUP_AUTO_CLOSE_MS, POPUP_DEBOUNCE_MS } from "./late-visitor";

const title = "Leider zu spät für 2025";
const clickBlocker = () =>
  act(() => {
    screen.getByTestId("late-visitor-blocker").click();
  });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("late-visitor blocker and popup (SPEC §2)", () => {
  it("covers the page except the bottom 300 px and opens the popup on a click", () => {
    render(<LateVisitor />);
    const blocker = screen.getByTestId("late-visitor-blocker");
    expect(blocker).toHaveStyle({ bottom: "300px" });
    expect(blocker).toHaveAttribute("aria-hidden", "true");
    clickBlocker();
    const dialog = screen.getByRole("dialog", { name: title });
    expect(dialog).toHaveTextContent("Alle 40 Plätze");
    expect(dialog).toHaveTextContent("August 2026");
    expect(screen.getByRole("link", { name: "Beratungsgespräch buchen" })).toHaveAttribute("href", "tel:+491234567890");
    const reserve = screen.getByRole("link", { name: "Für 2026 vormerken lassen" }).getAttribute("href")!;
    expect(decodeURIComponent(reserve)).toBe(
      "mailto:info@pixelwerk-agentur.de?subject=Vormerkung Azubi-Offensive 2026",
    );
  });

  it("opens at most once every 3 seconds", () => {
    render(<LateVisitor />);
    clickBlocker();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    advance(POPUP_DEBOUNCE_MS - 100);
    clickBlocker();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    advance(100);
    clickBlocker();
    expect(screen.getByRole("dialog", { name: title })).toBeInTheDocument();
  });

  it("closes by itself after 8 seconds", () => {
    render(<LateVisitor />);
    clickBlocker();
    advance(POPUP_AUTO_CLOSE_MS - 1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes after 8 seconds when it opened under a mouse that rests there", () => {
    render(<LateVisitor />);
    clickBlocker();
    // The browser says the pointer entered, as the popup appeared under it; nothing moved.
    fireEvent.pointerEnter(screen.getByRole("dialog", { name: title }));
    advance(POPUP_AUTO_CLOSE_MS);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("waits while the visitor points at it or uses its keys, and gives 8 s again after (WCAG 2.2.1)", () => {
    render(<LateVisitor />);
    clickBlocker();
    const dialog = screen.getByRole("dialog", { name: title });
    fireEvent.pointerMove(dialog);
    advance(POPUP_AUTO_CLOSE_MS * 3);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.pointerLeave(dialog);
    advance(POPUP_AUTO_CLOSE_MS - 1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("link", { name: "Beratungsgespräch buchen" }), { key: "Tab" });
    advance(POPUP_AUTO_CLOSE_MS * 3);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Opened again, the popup is not "in use" from before: it closes after 8 s.
    advance(POPUP_DEBOUNCE_MS);
    clickBlocker();
    advance(POPUP_AUTO_CLOSE_MS);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on a click on the backdrop", () => {
    render(<LateVisitor />);
    clickBlocker();
    // Radix starts listening for outside clicks one tick after opening.
    advance(10);
    const backdrop = document.querySelector("[data-state='open']:not([role='dialog'])") as HTMLElement;
    fireEvent.pointerDown(backdrop);
    fireEvent.pointerUp(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
