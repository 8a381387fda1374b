import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";
import { mailHref, reservationSubject, telHref } from "~/content/campaign";
import { latePopup } from "~/content/landing";

/** SPEC §9 timing. */
export const BLOCKER_FREE_BOTTOM_PX = 300;
export const POPUP_DEBOUNCE_MS = 3000;
export const POPUP_AUTO_CLOSE_MS = 8000;

/**
 * SPEC §2 "Late-visitor popup": after the overlay was closed, a transparent
 * blocker covers the page except its bottom 300 px; a click on it opens the
 * popup, at most once every 3 s. Keyboard use is not blocked. Loaded lazily.
 */
export default function LateVisitor() {
  const blockerRef = useRef<HTMLDivElement>(null);
  const lastOpened = useRef(Number.NEGATIVE_INFINITY);
  const [open, setOpen] = useState(false);
  // While the visitor points at the popup or has used a key in it, it waits (WCAG 2.2.1); the
  // 8 s start again when the pointer leaves. Radix focusing it on opening does not count, nor
  // does a mouse that rests where the popup appeared (it opens where the visitor clicked): only
  // moving over it is pointing at it.
  const [inUse, setInUse] = useState(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setInUse(false);
  };

  // A native listener: the blocker is a pointer trap, not a control, so it is
  // hidden from assistive technology and has no keyboard counterpart.
  useEffect(() => {
    const blocker = blockerRef.current;
    if (!blocker) return;
    const onClick = () => {
      const now = Date.now();
      if (now - lastOpened.current < POPUP_DEBOUNCE_MS) return;
      lastOpened.current = now;
      changeOpen(true);
    };
    blocker.addEventListener("click", onClick);
    return () => blocker.removeEventListener("click", onClick);
  }, []);

  // A layout effect: the 8 s count from the commit that shows the popup, not from a later task.
  useLayoutEffect(() => {
    if (!open || inUse) return;
    const timer = window.setTimeout(() => changeOpen(false), POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, inUse]);

  return (
    <>
      <div
        ref={blockerRef}
        aria-hidden="true"
        data-testid="late-visitor-blocker"
        className="fixed inset-x-0 top-0 z-40 cursor-pointer"
        style={{ bottom: BLOCKER_FREE_BOTTOM_PX }}
      />
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent
          closeLabel={latePopup.close}
          className="text-center"
          data-testid="late-visitor-popup"
          onPointerMove={() => setInUse(true)}
          onPointerLeave={() => setInUse(false)}
          onKeyDown={(event) => event.key !== "Escape" && setInUse(true)}
        >
          <DialogTitle className="px-8 text-xl font-extrabold text-slate-950 sm:text-2xl">
            {latePopup.title}
          </DialogTitle>
          <DialogDescription className="mt-3 text-slate-700">{latePopup.text}</DialogDescription>
          <div className="mt-6 flex flex-col gap-3">
            <a href={telHref} className={buttonClass("gold")}>
              <PhoneIcon />
              {latePopup.call}
            </a>
            <a href={mailHref(reservationSubject)} className={buttonClass("outline")}>
              <MailIcon />
              {latePopup.reserve}
            </a>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
