import { useEffect, useState } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";

/**
 * False until the component has been on screen for one frame. For parts
 * whose first paint is costly and may come a frame later, such as the font
 * previews: each starts a web-font download while the styles are computed.
 */
export function usePainted() {
  const [painted, setPainted] = useState(false);
  // Effects run when the component is shown, also when a hidden <Activity> is revealed.
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
