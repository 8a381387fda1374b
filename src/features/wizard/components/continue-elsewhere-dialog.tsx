import { useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";
import { sessionMessages } from "../session/messages";
import { createQrCode } from "../session/qr-code";
import type { QrCode } from "../session/qr-encoder";
import { useWizardSessionActions } from "../session/session-context";
import { sessionLink } from "../session/session-link";
import { useWizardState } from "../state/wizard-context";
import { secondaryButton } from "./buttons";
import { WizardDialog } from "./wizard-dialog";

type QrState = { link: string; code: QrCode } | { link: string; failed: true };

const QR_PIXELS = 200;
/** How long the save that makes the link work may take before the dialog warns that it did not get through. */
export const SAVE_WAIT_MS = 8000;
const copy = sessionMessages.continueElsewhere;

/**
 * SPEC §2 "Auf anderem Gerät fortsetzen": the session link as a QR code made
 * in the browser (no external service sees the link), and a copy button.
 * Opening it saves the session, so the link works at once on the other device.
 */
export function ContinueElsewhereDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sessionId = useWizardState((state) => state.sessionId);
  const { saveNow } = useWizardSessionActions();
  const link = sessionLink(window.location.origin, sessionId);
  const [qr, setQr] = useState<QrState>();
  // The link whose save did not get through (state set from callbacks only).
  const [unsavedLink, setUnsavedLink] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    // The link opens the saved session: if the save does not get through, the other device would
    // find nothing, so the visitor is told (the QR code stays; the autosave keeps trying).
    const slow = window.setTimeout(() => current && setUnsavedLink(link), SAVE_WAIT_MS);
    void saveNow().then((saved) => {
      window.clearTimeout(slow);
      if (current) setUnsavedLink(saved ? null : link);
    });
    createQrCode(link).then(
      (code) => current && setQr({ link, code }),
      (error: unknown) => {
        console.warn(copy.qrFailed, error);
        if (current) setQr({ link, failed: true });
      },
    );
    return () => {
      current = false;
      window.clearTimeout(slow);
    };
  }, [open, link, saveNow]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(sessionMessages.linkCopied);
    } catch (error) {
      // No clipboard API (insecure context) or permission denied.
      console.warn(sessionMessages.linkCopyFailed, error);
      toast.error(sessionMessages.linkCopyFailed);
    }
  }

  const shown = qr?.link === link ? qr : undefined;
  const notSaved = unsavedLink === link;
  return (
    <WizardDialog open={open} onOpenChange={onOpenChange} title={copy.title} description={copy.description}>
      <div className="space-y-4">
        <div className="mx-auto flex h-[200px] w-[200px] items-center justify-center">
          {!shown && (
            <p role="status" className="text-sm text-slate-600">
              {copy.generating}
            </p>
          )}
          {shown && "failed" in shown && (
            <p role="alert" className="text-center text-sm text-red-700">
              {copy.qrFailed}
            </p>
          )}
          {shown && "code" in shown && (
            <svg
              role="img"
              aria-label={copy.qrLabel}
              data-testid="session-qr"
              viewBox={`0 0 ${shown.code.size} ${shown.code.size}`}
              width={QR_PIXELS}
              height={QR_PIXELS}
              shapeRendering="crispEdges"
            >
              <rect width={shown.code.size} height={shown.code.size} fill="#fff" />
              <path d={shown.code.path} fill="#000" />
            </svg>
          )}
        </div>
        <div className="space-y-1.5">
          <label htmlFor="sitzungs-link" className="block text-sm font-semibold text-slate-800">
            {copy.linkLabel}
          </label>
          <input
            id="sitzungs-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-slate-500 bg-slate-50 px-3 py-2 text-sm text-slate-800"
          />
        </div>
        {notSaved && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {copy.notSaved}
          </p>
        )}
        <p className="text-sm text-slate-600">{copy.privacyHint}</p>
        <button type="button" className={`${secondaryButton} w-full`} onClick={copyLink}>
          {copy.copy}
        </button>
      </div>
    </WizardDialog>
  );
}
