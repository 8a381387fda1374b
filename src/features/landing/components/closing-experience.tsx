import { lazy, Suspense } from "react";
import { useOverlayClosed } from "../hooks/use-overlay-closed";
import { rememberOverlayClosed } from "../utils/overlay-flag";

const ClosingOverlay = lazy(() => import("./closing-overlay"));
const LateVisitor = lazy(() => import("./late-visitor"));

/**
 * While the campaign is closed: the overlay for first-time visitors, the
 * blocker and popup for those who closed it. Rendered only after hydration
 * (see docs/decisions/010-landing-overlay-after-hydration.md), so the
 * prerendered page is the same for everyone and the hero stays the LCP.
 */
export function ClosingExperience() {
  const closed = useOverlayClosed();
  if (closed === null) return null;
  return (
    <Suspense fallback={null}>{closed ? <LateVisitor /> : <ClosingOverlay onClose={rememberOverlayClosed} />}</Suspense>
  );
}
