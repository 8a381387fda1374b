import { memo, useState } from "react";
import { ContinueElsewhereDialog } from "./continue-elsewhere-dialog";
import { QrIcon, RestartIcon } from "./icons";
import { ResetDialog } from "./reset-dialog";
import { toolButton } from "./buttons";

/**
 * "QR-Code" and "Neu starten" with their dialogs (hidden on step 6 by the
 * shell). Memoised: it has nothing to show for a step change.
 */
export const WizardToolbar = memo(function WizardToolbar() {
  const [dialog, setDialog] = useState<"qr" | "reset" | null>(null);
  const toggle = (name: "qr" | "reset") => (open: boolean) => setDialog(open ? name : null);
  return (
    // Wraps with large text (200 %) on a phone instead of pushing the page sideways.
    <div className="flex flex-wrap gap-2">
      <button type="button" className={toolButton} onClick={() => setDialog("qr")}>
        <QrIcon />
        QR-Code
      </button>
      <button type="button" className={toolButton} onClick={() => setDialog("reset")}>
        <RestartIcon />
        Neu starten
      </button>
      <ContinueElsewhereDialog open={dialog === "qr"} onOpenChange={toggle("qr")} />
      <ResetDialog open={dialog === "reset"} onOpenChange={toggle("reset")} />
    </div>
  );
});
