// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-next-paint";

let visibility: DocumentVisibilityState = "visible";
const frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  frames.length = 0;
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  // Frames come only when the test says so, as in a browser that paints nothing while hidden.
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => void (frames[id - 1] = () => undefined));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paint = () => frames.splice(0).forEach((frame) => frame(0));

describe("afterNextPaint", () => {
  it("runs after the next frame, not before", () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    paint();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("does not wait for a frame in a hidden page", () => {
    visibility = "hidden";
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when the page is hidden before the frame, and runs once", () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    paint();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled", () => {
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    cancel();
    paint();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
