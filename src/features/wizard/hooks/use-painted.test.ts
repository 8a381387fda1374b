import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useValueAfterPaint } from "./use-painted";

describe("useValueAfterPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("keeps the old value for the frame that is painted next, and shows the new one after it", () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value), {
      initialProps: { value: undefined as string | undefined },
    });
    rerender({ value: "Dieses Feld ist erforderlich." });
    expect(result.current).toBeUndefined();
    // The frame: requestAnimationFrame runs just before its paint, the value comes in a task after it.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("Dieses Feld ist erforderlich.");
  });

  it("shows the latest of several changes within one frame", () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value), { initialProps: { value: "a" } });
    rerender({ value: "b" });
    rerender({ value: "c" });
    act(() => vi.runAllTimers());
    expect(result.current).toBe("c");
  });
});
