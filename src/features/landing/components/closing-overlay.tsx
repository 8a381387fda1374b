import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";
import { consultationSubject, mailHref, telHref } from "~/content/campaign";
import { closingOverlay } from "~/content/landing";
import { runConfetti } from "../utils/confetti";

type ClosingOverlayProps = { onClose: () => void };

/**
 * SPEC §2 "Closing overlay": full screen, the campaign facts, phone and mail,
 * closed by its button or Escape (a click beside the card does not close it).
 * Loaded lazily: only first-time visitors of the closed campaign need it.
 */
export default function ClosingOverlay({ onClose }: ClosingOverlayProps) {
  // State, not a ref: the dialog's portal mounts its content one render later.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const confetti = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!canvas) return;
    const controller = new AbortController();
    confetti.current = controller;
    void runConfetti(canvas, controller.signal);
    return () => controller.abort();
  }, [canvas]);

  // The confetti stops on closing, not on unmounting: while the late-visitor chunk loads,
  // Suspense keeps this overlay mounted but hidden (display: none), and canvas-confetti,
  // starting or resized on a 0×0 canvas, makes its worker call getBoundingClientRect
  // on an OffscreenCanvas (a TypeError) and keeps drawing where no one sees it.
  const close = () => {
    confetti.current?.abort();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        layout="fullscreen"
        overlayClassName="bg-brand-900/95"
        // The card centres with auto margins, not align-items: when it is taller than the
        // screen, a centred card would reach above the top, where no scrolling reaches.
        // The top padding on phones keeps the close button off the card's first line.
        className="flex bg-gradient-to-br from-brand-900/95 to-slate-950/95 p-3 pt-16 text-white sm:p-8"
        closeLabel={closingOverlay.close}
        closeClassName="right-4 top-4 bg-white/10 text-white hover:bg-white/20 hover:text-white"
        onPointerDownOutside={(event) => event.preventDefault()}
        data-testid="closing-overlay"
      >
        <canvas ref={setCanvas} aria-hidden="true" className="pointer-events-none fixed inset-0 z-10 size-full" />
        <div className="m-auto w-full max-w-2xl rounded-3xl bg-white/5 p-4 ring-1 ring-white/15 sm:p-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-400">{closingOverlay.lead}</p>
          <DialogTitle className="mt-2 text-2xl font-extrabold leading-tight sm:text-3xl">
            {closingOverlay.title}
          </DialogTitle>
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {closingOverlay.facts.map((fact) => (
              <li key={fact.label} className="rounded-2xl bg-white/10 p-3 sm:p-4">
                <span className="block text-xl font-extrabold text-gold-400 sm:text-2xl">{fact.value}</span>
                <span className="block text-sm text-blue-100">{fact.label}</span>
              </li>
            ))}
          </ul>
          <DialogDescription className="mt-6 text-blue-50">{closingOverlay.summary}</DialogDescription>
          <p className="mt-3 text-blue-50">{closingOverlay.consultation}</p>
          {/* Side by side where both labels fit on one line each, else one above the other, full
              width: halves from 640 px on broke "Jetzt Beratungstermin vereinbaren" in two. */}
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={telHref} className={buttonClass("gold", "md", "grow")}>
              <PhoneIcon />
              {closingOverlay.call}
            </a>
            <a href={mailHref(consultationSubject)} className={buttonClass("light", "md", "grow")}>
              <MailIcon />
              {closingOverlay.mail}
            </a>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
