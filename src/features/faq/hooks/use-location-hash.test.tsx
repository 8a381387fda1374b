import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useLocationHash } from "./use-location-hash";

function goTo(hash: string) {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });
}

describe("useLocationHash", () => {
  afterEach(() => {
    window.location.hash = "";
  });

  it("gives the fragment decoded, and follows it", () => {
    window.location.hash = "#kosten-%C3%BCbersicht";
    const { result } = renderHook(() => useLocationHash());
    expect(result.current).toBe("kosten-übersicht");
    goTo("#100%25-sicher");
    expect(result.current).toBe("100%-sicher");
  });

  it("gives a fragment that is no valid escape as it stands instead of throwing", () => {
    window.location.hash = "#50%";
    const { result } = renderHook(() => useLocationHash());
    expect(result.current).toBe("50%");
    goTo("#%E0%A4%A");
    expect(result.current).toBe("%E0%A4%A");
  });
});
