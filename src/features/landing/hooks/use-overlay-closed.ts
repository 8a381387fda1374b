import { useSyncExternalStore } from "react";
import { isOverlayClosed, subscribeOverlayFlag } from "../utils/overlay-flag";

/**
 * Whether this visitor closed the overlay before: null while prerendering and
 * hydrating (the HTML is the same for everyone), then the stored flag. So the
 * overlay never flashes for returning visitors and never causes a mismatch.
 */
export function useOverlayClosed(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribeOverlayFlag, isOverlayClosed, () => null);
}
