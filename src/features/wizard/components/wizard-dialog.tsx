import type { ReactNode, RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

type WizardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /**
   * Only its own buttons close it: no Escape, no click outside, no corner button
   * (an alertdialog), for a choice that must not be made by accident.
   */
  requireChoice?: boolean;
  /**
   * What gets focus when it opens; by default its first focusable element. "dialog": the dialog
   * itself, for one that may open while the visitor types, so that no key presses a button.
   */
  initialFocus?: RefObject<HTMLElement | null> | "dialog";
  /**
   * Where the focus goes when it closes; by default back to where it was. A dialog that opens
   * by itself on load (nothing had the focus) sends it to the step's heading.
   */
  focusOnClose?: () => boolean;
};

/**
 * The wizard's modals: the site's dialog (focus trap, Escape, focus back to
 * where it was; no taller than the screen, scrolling inside on a phone held sideways)
 * with a title and a description.
 */
export function WizardDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  requireChoice = false,
  initialFocus,
  focusOnClose,
}: WizardDialogProps) {
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Dialog schließen"
        onOpenAutoFocus={(event) => {
          const target = initialFocus === "dialog" ? (event.currentTarget as HTMLElement) : initialFocus?.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (focusOnClose?.()) event.preventDefault();
        }}
        {...(requireChoice && {
          closable: false,
          role: "alertdialog",
          onEscapeKeyDown: keepOpen,
          onInteractOutside: keepOpen,
        })}
      >
        {/* pr-10: clear of the close button in the corner. */}
        <DialogTitle className="pr-10 text-xl font-bold text-slate-900">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-slate-700">{description}</DialogDescription>
        <div className="mt-5">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
