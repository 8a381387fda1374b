import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApplicationFormLoader } from "./application-form-loader";

// The first attempt to fetch the form's code fails (offline for a moment, a flaky
// mobile connection); later ones succeed.
let attempts = 0;
vi.mock("./application-form", async (importOriginal) => {
  attempts += 1;
  if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
  return importOriginal();
});

const submit = () => screen.getByRole<HTMLButtonElement>("button", { name: "Jetzt unverbindlich bewerben" });

describe("ApplicationFormLoader", () => {
  it("says so when the form's code fails to load, keeps what was typed, and loads it on retry", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ApplicationFormLoader />
      </MemoryRouter>,
    );
    await user.click(screen.getByLabelText(/^Vorname/));
    await user.keyboard("Erika");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Das Formular konnte nicht vollständig geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    );
    expect(submit().disabled).toBe(true);
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe("Erika");

    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe("Erika");
    // Back where the visitor was typing.
    await waitFor(() => expect(screen.getByLabelText(/^Vorname/)).toHaveFocus());
  });
});
