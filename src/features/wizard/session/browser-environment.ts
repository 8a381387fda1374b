import { afterNextPaint } from "~/lib/after-next-paint";
import type { SessionEnvironment } from "./session-controller";
import { withoutSessionParam } from "./session-link";

/**
 * The page events that matter for saving: `visibilitychange` to hidden is the
 * last event mobile browsers reliably fire before killing a tab, `pagehide`
 * covers closing and navigating away on desktop, `online` ends a wait. Coming
 * back to the tab (visible again, or the window focused: a laptop next to the
 * phone that took over by QR code stays visible) looks for a newer copy.
 */
export function browserEnvironment(replaceAddress: (url: string) => void): SessionEnvironment {
  return {
    search: () => window.location.search,
    dropSessionParam: () => replaceAddress(withoutSessionParam(window.location)),
    listen: ({ exit, visible, online }) => {
      const onVisibility = () => (document.visibilityState === "hidden" ? exit() : visible());
      window.addEventListener("pagehide", exit);
      document.addEventListener("visibilitychange", onVisibility);
      window.addEventListener("online", online);
      window.addEventListener("focus", visible);
      return () => {
        window.removeEventListener("focus", visible);
        window.removeEventListener("pagehide", exit);
        document.removeEventListener("visibilitychange", onVisibility);
        window.removeEventListener("online", online);
      };
    },
    afterPaint: () => new Promise((resolve) => afterNextPaint(resolve)),
  };
}
