import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NewerCopyDialog } from "./newer-copy-dialog";

function setup() {
  const onLoad = vi.fn();
  const onKeep = vi.fn();
  render(<NewerCopyDialog open onLoad={onLoad} onKeep={onKeep} />);
  // Radix makes the page behind a modal inert (pointer-events: none); the click beside it is sent all the same.
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), onLoad, onKeep };
}

describe("NewerCopyDialog", () => {
  it("is answered only by its buttons: Escape or a click beside it decide nothing", async () => {
    const { user, onLoad, onKeep } = setup();
    const dialog = screen.getByRole("alertdialog", { name: "Neuerer Stand gefunden" });
    expect(screen.queryByRole("button", { name: "Dialog schließen" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
    expect(onKeep).not.toHaveBeenCalled();
    expect(onLoad).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Hier weiterarbeiten" }));
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it("loads the newer copy", async () => {
    const { user, onLoad } = setup();
    await user.click(screen.getByRole("button", { name: "Neueren Stand laden" }));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it("offers merging when the two copies changed different fields, and says so", async () => {
    const onMerge = vi.fn();
    render(<NewerCopyDialog open onLoad={vi.fn()} onKeep={vi.fn()} onMerge={onMerge} />);
    expect(screen.getByRole("alertdialog", { name: "Neuerer Stand gefunden" })).toHaveAccessibleDescription(
      /verschiedene Angaben geändert/,
    );
    // The dialog itself has the focus: it opens by itself, and a Space typed on must choose nothing.
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveFocus();
    const user = userEvent.setup();
    await user.keyboard(" x");
    expect(onMerge).not.toHaveBeenCalled();
    // Tab leads to the answer that loses nothing, first.
    await user.tab();
    expect(screen.getByRole("button", { name: "Beide Stände zusammenführen" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Beide Stände zusammenführen" }));
    expect(onMerge).toHaveBeenCalledTimes(1);
  });

  it("offers no merge when both changed the same field", () => {
    setup();
    expect(screen.queryByRole("button", { name: "Beide Stände zusammenführen" })).not.toBeInTheDocument();
  });
});
