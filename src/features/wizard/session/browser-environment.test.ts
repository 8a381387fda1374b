// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserEnvironment, LOOK_AGAIN_MS, REMOTE_POLL_MS } from "./browser-environment";

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

  it("after a link loaded, looks again at 1 s and 3 s, for the other device's last keys", () => {
    vi.useFakeTimers();
    const visible = vi.fn();
    const environment = browserEnvironment(() => undefined);
    const stop = environment.listen({ exit: vi.fn(), visible, online: vi.fn() });
    environment.lookAgainSoon!();
    vi.advanceTimersByTime(LOOK_AGAIN_MS[0]! - 1);
    expect(visible).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(visible).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LOOK_AGAIN_MS[1]! - LOOK_AGAIN_MS[0]!);
    expect(visible).toHaveBeenCalledTimes(2);
    // Not after the page's listeners are gone.
    environment.lookAgainSoon!();
    stop();
    vi.advanceTimersByTime(LOOK_AGAIN_MS[1]!);
    expect(visible).toHaveBeenCalledTimes(2);
  });
});
