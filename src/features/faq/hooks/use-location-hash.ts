import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
const read = () => {
  const raw = window.location.hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    // A hand-typed "#50%" is no valid escape: decoding threw and took the whole page down. No
    // question's anchor holds a bare "%", so the raw fragment simply matches none.
    return raw;
  }
};

/** The address's fragment without "#": "" while prerendering and hydrating, then the real one. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, read, () => "");
}
