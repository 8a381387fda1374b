import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
const read = () => decodeURIComponent(window.location.hash.replace(/^#/, ""));

/** The address's fragment without "#": "" while prerendering and hydrating, then the real one. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, read, () => "");
}
