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

/**
 * `value`, changed one frame late: the frame that answers the visitor's
 * keystroke (the character, the emptied field) is painted first, and what
 * follows from it (a field's error appearing or going) comes with the next.
 * bench:wizard: the first error of a page cost the keystroke that caused it
 * a third of its frame (the message mounting, style and layout of the field).
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => setShown(value));
  }, [value, shown]);
  return shown;
}
