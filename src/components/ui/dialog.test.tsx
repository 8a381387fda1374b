import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MAIN_CONTENT_ID } from "~/components/layout/main-content";
import { Dialog, DialogContent, DialogTitle } from "./dialog";

/** A dialog opened from a plain button (no Dialog.Trigger), as the wizard's toolbar does. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Davor</button>
      <button type="button" onClick={() => setOpen(true)}>
        QR-Code
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Dialog schließen" aria-describedby={undefined}>
          <DialogTitle>Auf anderem Gerät fortsetzen</DialogTitle>
          <button type="button" onClick={() => setOpen(false)}>
            Fertig
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("DialogContent", () => {
  it.each([
    ["Escape", (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    [
      "its close button",
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Dialog schließen" })),
    ],
    [
      "a button of its own",
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Fertig" })),
    ],
  ])("gives focus back to the button that opened it when closed with %s", async (_how, close) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "QR-Code" }));
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);
    await close(user);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "QR-Code" })).toHaveFocus();
  });

  it("puts the focus at the page's content when it opened by itself, with nothing focused", async () => {
    const user = userEvent.setup();
    function OpenOnLoad() {
      const [open, setOpen] = useState(true);
      return (
        <main id={MAIN_CONTENT_ID}>
          <h1>Azubi-Offensive</h1>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Die Bewerbungsphase ist beendet</DialogTitle>
            </DialogContent>
          </Dialog>
        </main>
      );
    }
    render(<OpenOnLoad />);
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveFocus();
    expect(screen.getByRole("main")).toHaveAttribute("tabindex", "-1");
  });

  it("takes a backdrop and close button look given instead of the default, not beside it", () => {
    const dialog = (props: { overlayClassName?: string; closeClassName?: string }) => (
      <Dialog open>
        <DialogContent aria-describedby={undefined} {...props}>
          <DialogTitle>Ausgebucht</DialogTitle>
        </DialogContent>
      </Dialog>
    );
    const { rerender } = render(dialog({}));
    const close = () => screen.getByRole("button", { name: "Schließen" });
    const overlay = () => document.querySelector("[data-state='open']:not([role='dialog'])");
    expect(overlay()).toHaveClass("bg-slate-950/70");
    expect(close()).toHaveClass("right-3", "text-slate-600");

    rerender(dialog({ overlayClassName: "bg-brand-900/95", closeClassName: "right-4 top-4 text-white" }));
    expect(overlay()).toHaveClass("bg-brand-900/95");
    expect(overlay()).not.toHaveClass("bg-slate-950/70");
    expect(close()).toHaveClass("right-4", "text-white");
    expect(close()).not.toHaveClass("right-3");
    expect(close()).not.toHaveClass("text-slate-600");
  });
});
