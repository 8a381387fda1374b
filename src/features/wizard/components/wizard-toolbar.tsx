import { memo, useState } from "react";
import { ContinueElsewhereDialog } from "./continue-elsewhere-dialog";
import { QrIcon, RestartIcon } from "./icons";
import { ResetDialog } from "./reset-dialog";
import { toolButton } from "./buttons";

/**
 * On a phone the tools share the step heading's row (on a row of their own they pushed the step's
 * first question ~50 px down, design review M2): a 44 px target each, the label in small type
 * under the icon. The whole label: "Neu" alone did not say that it deletes everything.
 */
const compactToolButton = `${toolButton} max-sm:min-h-11 max-sm:min-w-11 max-sm:flex-col max-sm:justify-center max-sm:gap-0.5 max-sm:px-2 max-sm:py-1 max-sm:text-xs max-sm:leading-4`;
const toolIcon = "h-4 w-4 shrink-0 max-sm:h-5 max-sm:w-5";

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
      <button type="button" className={compactToolButton} onClick={() => setDialog("qr")}>
        <QrIcon className={toolIcon} />
        QR-Code
      </button>
      <button type="button" className={compactToolButton} onClick={() => setDialog("reset")}>
        <RestartIcon className={toolIcon} />
        Neu starten
      </button>
      <ContinueElsewhereDialog open={dialog === "qr"} onOpenChange={toggle("qr")} />
      <ResetDialog open={dialog === "reset"} onOpenChange={toggle("reset")} />
    </div>
  );
});
