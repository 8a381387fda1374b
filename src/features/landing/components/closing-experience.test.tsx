import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OVERLAY_CLOSED_EVENT, OVERLAY_CLOSED_KEY, resetOverlayFlagForTests } from "../utils/overlay-flag";
import { ClosingExperience } from "./closing-experience";
import ClosingOverlay from "./closing-overlay";

const fire = Object.assign(vi.fn(), { reset: vi.fn() });
vi.mock("canvas-confetti", () => ({ default: { create: vi.fn(() => fire) } }));

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
};

beforeEach(() => {
  localStorage.clear();
  resetOverlayFlagForTests();
  fire.mockClear();
  fire.reset.mockClear();
  setReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("closing overlay (SPEC §2)", () => {
  it("shows the campaign facts, phone and mail, and closes on Escape remembering it", async () => {
    const onClosed = vi.fn();
    window.addEventListener(OVERLAY_CLOSED_EVENT, onClosed);
    render(<ClosingExperience />);
    const dialog = await screen.findByRole("dialog", { name: "Die Azubi-Offensive 2025 ist ausgebucht" });
    expect(dialog).toHaveTextContent("40/40");
    expect(dialog).toHaveTextContent("über 500 Bewerbungen");
    expect(dialog).toHaveTextContent("01.09.2025 bis 12.10.2025");
    expect(dialog).toHaveTextContent("42 Tage");
    expect(dialog).toHaveTextContent("August 2026");
    expect(screen.getByRole("link", { name: "Jetzt Beratungstermin vereinbaren" })).toHaveAttribute(
      "href",
      "tel:+491234567890",
    );
    expect(screen.getByRole("link", { name: "E-Mail-Anfrage senden" }).getAttribute("href")).toMatch(
      /^mailto:info@pixelwerk-agentur\.de/,
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(OVERLAY_CLOSED_KEY)).toBe("true");
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId("late-visitor-blocker")).toBeInTheDocument();
    window.removeEventListener(OVERLAY_CLOSED_EVENT, onClosed);
  });

  it("closes with its close button", async () => {
    render(<ClosingExperience />);
    fireEvent.click(await screen.findByRole("button", { name: "Hinweis schließen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(OVERLAY_CLOSED_KEY)).toBe("true");
  });

  it("stays closed for a visitor who closed it before", async () => {
    localStorage.setItem(OVERLAY_CLOSED_KEY, "true");
    render(<ClosingExperience />);
    expect(await screen.findByTestId("late-visitor-blocker")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("still works when localStorage is unavailable", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    render(<ClosingExperience />);
    fireEvent.click(await screen.findByRole("button", { name: "Hinweis schließen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByTestId("late-visitor-blocker")).toBeInTheDocument();
  });

  it("fires 500 pieces of confetti and clears them after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ClosingExperience />);
    await screen.findByRole("dialog");
    await vi.waitFor(() => expect(fire).toHaveBeenCalled());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    const pieces = fire.mock.calls.reduce(
      (sum, [options]) => sum + (options as { particleCount: number }).particleCount,
      0,
    );
    expect(pieces).toBe(500);
    expect(fire.reset).toHaveBeenCalled();
  });

  // The parent swaps the overlay for the late visitor's view, which loads lazily; until it
  // has, Suspense keeps the overlay mounted (hidden), so closing itself must stop the confetti.
  it("stops the confetti on closing, while it is still mounted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    render(<ClosingOverlay onClose={onClose} />);
    await vi.waitFor(() => expect(fire).toHaveBeenCalled());
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fire.reset).toHaveBeenCalled();
    const bursts = fire.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(fire).toHaveBeenCalledTimes(bursts);
  });

  it("skips the confetti under prefers-reduced-motion", async () => {
    setReducedMotion(true);
    render(<ClosingExperience />);
    await screen.findByRole("dialog");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fire).not.toHaveBeenCalled();
  });
});
