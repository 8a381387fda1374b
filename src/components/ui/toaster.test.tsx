import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "./toast";
import { AppToaster } from "./toaster";

describe("AppToaster", () => {
  it("dismisses every toast on Escape, so one covering the focused control goes without moving the focus", async () => {
    render(
      <>
        <button type="button">Neu starten</button>
        <AppToaster />
      </>,
    );
    screen.getByRole("button").focus();
    fireEvent.keyDown(window, { key: "Tab" }); // the first interaction mounts the toaster
    act(() => void toast.error("Bitte überprüfen Sie Ihre Eingaben"));
    expect(await screen.findByText("Bitte überprüfen Sie Ihre Eingaben")).toBeInTheDocument();

    fireEvent.keyDown(window, { key: "Escape" });
    await waitFor(() => expect(screen.queryByText("Bitte überprüfen Sie Ihre Eingaben")).not.toBeInTheDocument());
    expect(screen.getByRole("button")).toHaveFocus();
  });
});
