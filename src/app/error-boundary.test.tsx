import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

type Props = Parameters<typeof ErrorBoundary>[0];

describe("the page shown after a crash", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says the wizard's answers are kept and reloads the page on request", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    render(<ErrorBoundary {...({ error: new Error("kaputt"), params: {} } as unknown as Props)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Ein unerwarteter Fehler ist aufgetreten." })).toBeVisible();
    expect(screen.getByText(/Ihre Angaben im Konfigurator bleiben auf diesem Gerät gespeichert/)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Seite neu laden" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
