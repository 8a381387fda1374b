// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserEnvironment, REMOTE_POLL_MS } from "./browser-environment";

afterEach(() => vi.useRealTimers());

describe("browserEnvironment.listen", () => {
  it("looks for another device's work now and then while the page is visible, and stops when unlistened", () => {
    vi.useFakeTimers();
    const visible = vi.fn();
    const stop = browserEnvironment(() => undefined).listen({ exit: vi.fn(), visible, online: vi.fn() });
    vi.advanceTimersByTime(REMOTE_POLL_MS - 1);
    expect(visible).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(visible).toHaveBeenCalledOnce();

    // Hidden (another tab in front): no reads.
    const state = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    vi.advanceTimersByTime(REMOTE_POLL_MS * 3);
    expect(visible).toHaveBeenCalledOnce();
    state.mockRestore();

    stop();
    vi.advanceTimersByTime(REMOTE_POLL_MS * 3);
    expect(visible).toHaveBeenCalledOnce();
  });
});
