// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { APPLICATION_ID, scrollToApplication } from "./scroll-to-application";

function section() {
  const target = document.createElement("section");
  target.id = APPLICATION_ID;
  target.tabIndex = -1;
  target.scrollIntoView = vi.fn();
  document.body.append(target);
  return target;
}

const click = () => scrollToApplication({ preventDefault: vi.fn() });

describe("scrollToApplication", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  it("scrolls smoothly to the form, focuses it and lands on it once the scroll ends", () => {
    const target = section();
    click();
    expect(target.scrollIntoView).toHaveBeenLastCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(target);
    window.dispatchEvent(new Event("scrollend"));
    expect(target.scrollIntoView).toHaveBeenLastCalledWith({ block: "start" });
    // Only once: a later scroll of the visitor's own ends where they left it.
    window.dispatchEvent(new Event("scrollend"));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it("leaves the page alone when the visitor takes over the scrolling", () => {
    const target = section();
    click();
    window.dispatchEvent(new Event("wheel"));
    window.dispatchEvent(new Event("scrollend"));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("gives up when no scroll came (the form was already in place)", () => {
    vi.useFakeTimers();
    const target = section();
    click();
    vi.advanceTimersByTime(3000);
    window.dispatchEvent(new Event("scrollend"));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
