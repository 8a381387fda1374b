import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWizard } from "../testing/render-wizard";
import { DesignStep } from "./design-step";

const colour = (name: string) => screen.getByRole("button", { name });
const schemes = () => within(screen.getByRole("group", { name: "Farbschema" })).queryAllByRole("radio");

describe("DesignStep", () => {
  it("toggles up to 3 colours and refuses a 4th with a toast", async () => {
    const { user, store } = renderWizard(<DesignStep />);
    for (const name of ["Blau", "Rot", "Grün"]) await user.click(colour(name));
    expect(colour("Blau")).toHaveAttribute("aria-pressed", "true");
    await user.click(colour("Gelb"));
    expect(await screen.findByText("Maximale Farbanzahl erreicht")).toBeInTheDocument();
    expect(
      screen.getByText("Sie können maximal 3 Farben auswählen. Entfernen Sie zuerst eine andere Farbe."),
    ).toBeInTheDocument();
    expect(colour("Gelb")).toHaveAttribute("aria-pressed", "false");
    expect(store.getState().data.farben).toEqual(["blau", "rot", "grün"]);
    await user.click(colour("Rot"));
    expect(store.getState().data.farben).toEqual(["blau", "grün"]);
    // The count is read out whole: one text in an atomic live region, not a bare number.
    const count = screen.getByText("2 von 3 gewählt.");
    expect(count).toHaveAttribute("aria-live", "polite");
    expect(count).toHaveAttribute("aria-atomic", "true");
    expect(count.childNodes).toHaveLength(1);
  });

  it("offers 3, 2 and 1 schemes and resets the chosen scheme when the colours change", async () => {
    const { user, store } = renderWizard(<DesignStep />);
    expect(schemes()).toHaveLength(0);
    await user.click(colour("Blau"));
    expect(schemes().map((radio) => radio.getAttribute("value"))).toEqual([
      "mono-blau",
      "komplementaer-blau",
      "analog-blau",
    ]);
    await user.click(screen.getByRole("radio", { name: /Komplementär/ }));
    expect(store.getState().data.selected_color_scheme).toBe("komplementaer-blau");
    await user.click(colour("Rot"));
    expect(schemes()).toHaveLength(2);
    expect(store.getState().data.selected_color_scheme).toBe("");
    await user.click(colour("Weiß"));
    expect(schemes()).toHaveLength(1);
  });

  it("a radio group passed through with Tab: an optional one stays valid, a required one asks for a choice", async () => {
    const { user, store } = renderWizard(<DesignStep />, { state: { currentStep: 2 } });
    const style = screen.getByRole("radiogroup", { name: "Stil" });
    within(style).getAllByRole("radio")[0]!.focus();
    await user.tab();
    // Leaving it without a choice is no answer, and no wrong one (it was zod's "Invalid input").
    expect(style).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Invalid input")).not.toBeInTheDocument();
    expect(store.getState().data.stil).toBe("");

    const logo = screen.getByRole("radiogroup", { name: "Haben Sie ein Logo?" });
    within(logo).getAllByRole("radio")[0]!.focus();
    await user.tab();
    expect(await within(logo).findByText("Bitte wählen Sie eine Option aus.")).toBeInTheDocument();
    expect(logo).toHaveAttribute("aria-invalid", "true");
    expect(store.getState().data.logo_status).toBe("");

    // Chosen with the arrow keys, as a keyboard moves in a radio group.
    within(style).getAllByRole("radio")[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Klassisch" })).toBeChecked();
    expect(store.getState().data.stil).toBe("klassisch");
  });

  it("requires a logo status and a colour", async () => {
    const { user, store } = renderWizard(<DesignStep />, { state: { currentStep: 2 } });
    await user.click(screen.getByRole("button", { name: "Weiter zu Inhalten" }));
    expect(await screen.findByText("Unvollständige Angaben")).toBeInTheDocument();
    expect(screen.getByText("Bitte füllen Sie alle Pflichtfelder aus.")).toBeInTheDocument();
    expect(screen.getByText("Bitte wählen Sie mindestens eine Farbe aus.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("radio", { name: "Logo vorhanden" })).toHaveFocus());
    await user.click(screen.getByRole("radio", { name: "Kein Logo gewünscht" }));
    await user.click(colour("Blau"));
    await user.click(screen.getByRole("button", { name: "Weiter zu Inhalten" }));
    await waitFor(() => expect(store.getState().currentStep).toBe(3));
  });

  it("shows a font list broken in a stored copy once Weiter is tried", async () => {
    const { user, store } = renderWizard(<DesignStep />, {
      state: { currentStep: 2 },
      data: { logo_status: "kein-logo", farben: ["blau"], hausschriften: "Arial, Lato, arial" },
    });
    expect(screen.queryByText("Diese Schrift ist bereits ausgewählt.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weiter zu Inhalten" }));
    expect(await screen.findByText("Diese Schrift ist bereits ausgewählt.")).toBeInTheDocument();
    expect(store.getState().currentStep).toBe(2);
    // Unpressing Arial removes both spellings; the step then goes on.
    await user.click(screen.getByRole("button", { name: /^Arial/ }));
    expect(screen.queryByText("Diese Schrift ist bereits ausgewählt.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weiter zu Inhalten" }));
    await waitFor(() => expect(store.getState().currentStep).toBe(3));
    expect(store.getState().data.hausschriften).toBe("Lato");
  });

  it("shows the logo upload for an existing logo", async () => {
    const { user } = renderWizard(<DesignStep />);
    expect(screen.queryByRole("button", { name: "Logo auswählen" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Logo vorhanden" }));
    expect(screen.getByRole("button", { name: "Logo auswählen" })).toBeInTheDocument();
  });

  it("presets 'Logo vorhanden' when a logo was uploaded in step 1", () => {
    renderWizard(<DesignStep />, {
      data: {
        logo_file_url: "https://x.de/l.png",
        logo_file_name: "l.png",
        logo_file_size: 1,
        logo_mime_type: "image/png",
      },
    });
    expect(screen.getByRole("radio", { name: "Logo vorhanden" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Logo entfernen" })).toBeInTheDocument();
  });

  it("picks up to 3 fonts, each in its typeface, plus unique custom fonts", async () => {
    const { user, store } = renderWizard(<DesignStep />);
    const roboto = await screen.findByRole("button", { name: "Roboto" });
    // Each preview takes its typeface a frame after the step is shown (usePainted).
    await waitFor(() => expect(roboto.style.fontFamily).toContain("Roboto"));
    await user.click(roboto);
    await user.type(screen.getByRole("textbox", { name: "Eigene Schrift" }), "roboto{Enter}");
    // Refused where the visitor is: announced, and the field's description.
    expect(await screen.findByRole("alert")).toHaveTextContent("Diese Schrift ist bereits ausgewählt.");
    expect(screen.getByRole("textbox", { name: "Eigene Schrift" })).toHaveAccessibleDescription(
      "Diese Schrift ist bereits ausgewählt.",
    );
    await user.clear(screen.getByRole("textbox", { name: "Eigene Schrift" }));
    await user.click(screen.getByRole("button", { name: "Schrift hinzufügen" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Bitte geben Sie einen Schriftnamen ein.");
    await user.type(screen.getByRole("textbox", { name: "Eigene Schrift" }), "Futura{Enter}");
    await user.click(screen.getByRole("button", { name: "Lato" }));
    expect(store.getState().data.hausschriften).toBe("Roboto, Futura, Lato");
    await user.click(screen.getByRole("button", { name: "Poppins" }));
    expect(await screen.findByText("Maximale Schriftanzahl erreicht")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Schrift Futura entfernen" }));
    expect(store.getState().data.hausschriften).toBe("Roboto, Lato");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Eigene Schrift" })).toHaveFocus());
  });

  it("drops the typed name's complaint when the next name is refused for the font limit", async () => {
    const { user } = renderWizard(<DesignStep />, { data: { hausschriften: "Arial, Roboto, Futura PT" } });
    const typed = screen.getByRole("textbox", { name: "Eigene Schrift" });
    await user.type(typed, "futura pt{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Diese Schrift ist bereits ausgewählt.");
    await user.clear(typed);
    await user.type(typed, "Comic");
    // Toasts live outside the test's render (an earlier test's may still show): count the new one.
    const toastsBefore = screen.queryAllByText("Maximale Schriftanzahl erreicht").length;
    await user.click(screen.getByRole("button", { name: "Schrift hinzufügen" }));
    await waitFor(() =>
      expect(screen.queryAllByText("Maximale Schriftanzahl erreicht")).toHaveLength(toastsBefore + 1),
    );
    expect(screen.queryByText("Diese Schrift ist bereits ausgewählt.")).not.toBeInTheDocument();
    expect(typed).toHaveValue("Comic");
  });

  it("adds a font typed but not added when the visitor moves on", async () => {
    const { user, store } = renderWizard(<DesignStep />);
    await user.type(screen.getByRole("textbox", { name: "Eigene Schrift" }), "Futura");
    await user.click(screen.getByRole("button", { name: /^Weiter/ }));
    expect(store.getState().data.hausschriften).toBe("Futura");
    expect(screen.getByRole("textbox", { name: "Eigene Schrift" })).toHaveValue("");
  });

  it("lists the own fonts below the row that adds them, as the own pages are (design review L4)", async () => {
    const { user } = renderWizard(<DesignStep />);
    await user.type(await screen.findByRole("textbox", { name: "Eigene Schrift" }), "Futura{Enter}");
    const list = screen.getByRole("list", { name: "Eigene Schriften" });
    const add = screen.getByRole("button", { name: "Schrift hinzufügen" });
    expect(add.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
