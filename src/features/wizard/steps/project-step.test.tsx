import { act, screen, waitFor } from "@testing-library/react";
import { addDays, format } from "date-fns";
import { describe, expect, it } from "vitest";
import { useWizardState } from "../state/wizard-context";
import { renderWizard } from "../testing/render-wizard";
import { validWizardData } from "../testing/wizard-fixtures";
import { ProjectStep } from "./project-step";

/** The step as the wizard shows it: mounted when it becomes the current step. */
function WhenCurrent() {
  return useWizardState((state) => state.currentStep === 5) ? <ProjectStep /> : null;
}

const next = () => screen.getByRole("button", { name: "Zur Zusammenfassung" });

describe("ProjectStep", () => {
  it("explains that imprint and privacy statement are included", () => {
    renderWizard(<ProjectStep />);
    expect(screen.getByRole("note")).toHaveTextContent(
      "Impressum und Datenschutzerklärung sind gesetzlich vorgeschrieben und werden automatisch in Ihre Website aufgenommen.",
    );
  });

  it("AGB: checking asks for the text, unchecking clears it and removes agb", async () => {
    const { user, store } = renderWizard(<ProjectStep />, { data: validWizardData() });
    await user.click(screen.getByRole("checkbox", { name: /Eigene AGB einbinden/ }));
    expect(store.getState().data.rechtliches).toEqual(["impressum", "datenschutz", "agb"]);
    await user.click(next());
    expect(await screen.findByText("Unvollständige Angaben")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Ihre AGB" })).toHaveFocus());
    await user.type(screen.getByRole("textbox", { name: "Ihre AGB" }), "§1 Geltung");
    expect(store.getState().data.agb_text).toBe("§1 Geltung");
    await user.click(screen.getByRole("checkbox", { name: /Eigene AGB einbinden/ }));
    expect(store.getState().data).toMatchObject({ agb_text: "", rechtliches: ["impressum", "datenschutz"] });
    expect(screen.queryByRole("textbox", { name: "Ihre AGB" })).not.toBeInTheDocument();
  });

  it("brings a cleared AGB text and officer contact back when the box is checked again (Space twice)", async () => {
    const { user, store } = renderWizard(<ProjectStep />, {
      data: validWizardData({
        rechtliches: ["impressum", "datenschutz", "agb"],
        agb_text: "§1 Geltung",
        datenschutzbeauftragter: true,
        datenschutzbeauftragter_kontakt: "dsb@firma.de",
      }),
    });
    for (const [box, field, value] of [
      [/Eigene AGB einbinden/, "agb_text", "§1 Geltung"],
      [/Eigener Datenschutzbeauftragter/, "datenschutzbeauftragter_kontakt", "dsb@firma.de"],
    ] as const) {
      screen.getByRole("checkbox", { name: box }).focus();
      await user.keyboard(" ");
      expect(store.getState().data[field]).toBe("");
      await user.keyboard(" ");
      await waitFor(() => expect(store.getState().data[field]).toBe(value));
    }
    expect(screen.getByRole("textbox", { name: "Ihre AGB" })).toHaveValue("§1 Geltung");
    expect(screen.getByRole("textbox", { name: "Kontakt des Datenschutzbeauftragten" })).toHaveValue("dsb@firma.de");
  });

  it("data-protection officer: checking asks for the contact, unchecking clears it", async () => {
    const { user, store } = renderWizard(<ProjectStep />, { data: validWizardData() });
    await user.click(screen.getByRole("checkbox", { name: /Eigener Datenschutzbeauftragter/ }));
    const contact = screen.getByRole("textbox", { name: "Kontakt des Datenschutzbeauftragten" });
    expect(contact).toBeRequired();
    await user.type(contact, "dsb@firma.de");
    await user.click(screen.getByRole("checkbox", { name: /Eigener Datenschutzbeauftragter/ }));
    expect(store.getState().data).toMatchObject({
      datenschutzbeauftragter: false,
      datenschutzbeauftragter_kontakt: "",
    });
  });

  it("asks for the existing domain, validates it as a hostname and toasts when left invalid", async () => {
    const { user } = renderWizard(<ProjectStep />, { data: validWizardData({ domain_status: "" }) });
    const status = screen.getByRole("combobox", { name: "Domain" });
    await user.selectOptions(status, "neu");
    expect(screen.getByRole("textbox", { name: "Wunsch-Domain" })).toBeRequired();
    await user.selectOptions(status, "vorhanden");
    const domain = screen.getByRole("textbox", { name: "Ihre Domain" });
    await user.type(domain, "-laden.de");
    await user.tab();
    expect(await screen.findByText("Ungültige Domain")).toBeInTheDocument();
    // Left again, still wrong: the same toast, not a second one.
    await user.click(domain);
    await user.tab();
    await waitFor(() => expect(domain).not.toHaveFocus());
    expect(screen.getAllByText("Ungültige Domain")).toHaveLength(1);
    expect(domain).toHaveAttribute("aria-invalid", "true");
    expect(domain.className).toContain("border-red-600");
    expect(
      screen.getAllByText("Bitte geben Sie eine gültige Domain ein (z.B. beispiel.de oder pixelwerk-agentur.de)")
        .length,
    ).toBeGreaterThanOrEqual(1);
  });

  it("requires the domain status", async () => {
    const { user } = renderWizard(<ProjectStep />, { data: validWizardData({ domain_status: "" }) });
    await user.click(next());
    expect((await screen.findAllByText("Bitte füllen Sie alle Pflichtfelder aus.")).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Domain" })).toHaveFocus());
  });

  it("offers only days 14 to 42 ahead, weeks from Monday, and stores dd.MM.yyyy", async () => {
    const { user, store } = renderWizard(<ProjectStep />, { data: validWizardData({ projekt_deadline: "" }) });
    const grid = screen.getAllByRole("grid")[0]!;
    expect(grid.querySelectorAll("th")[0]).toHaveTextContent(/^Mo/);
    const today = new Date();
    const earliest = addDays(today, 14);
    const cell = (date: Date) => document.querySelector<HTMLElement>(`[data-day="${format(date, "yyyy-MM-dd")}"]`);
    expect(cell(earliest)).not.toHaveAttribute("data-disabled");
    if (cell(addDays(today, 13))) expect(cell(addDays(today, 13))).toHaveAttribute("data-disabled", "true");
    await user.click(cell(earliest)!.querySelector("button")!);
    expect(store.getState().data.projekt_deadline).toBe(format(earliest, "dd.MM.yyyy"));
    expect(screen.getByText(`Gewählt: ${format(earliest, "dd.MM.yyyy")}`)).toBeInTheDocument();
  });

  it("keeps the chosen day when it is clicked again; 'Datum entfernen' clears it", async () => {
    const chosen = addDays(new Date(), 20);
    const { user, store } = renderWizard(<ProjectStep />, {
      data: validWizardData({ projekt_deadline: format(chosen, "dd.MM.yyyy") }),
    });
    const day = () => document.querySelector(`[data-day="${format(chosen, "yyyy-MM-dd")}"] button`)!;
    await user.dblClick(day());
    expect(store.getState().data.projekt_deadline).toBe(format(chosen, "dd.MM.yyyy"));

    await user.click(screen.getByRole("button", { name: "Datum entfernen" }));
    expect(store.getState().data.projekt_deadline).toBe("");
    expect(screen.getByText("Noch kein Datum gewählt.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Datum entfernen" })).not.toBeInTheDocument();
    expect(document.getElementById("feld-projekt_deadline")).toHaveFocus();
  });

  it("completes the step when valid", async () => {
    const { user, store } = renderWizard(<ProjectStep />, { data: validWizardData(), state: { currentStep: 5 } });
    await user.click(next());
    await waitFor(() => expect(store.getState().currentStep).toBe(6));
  });

  it("sent back by the summary, shows its problems as a failed Weiter would", async () => {
    const tooClose = format(addDays(new Date(), 5), "dd.MM.yyyy");
    const { store } = renderWizard(<WhenCurrent />, {
      data: { ...validWizardData(), projekt_deadline: tooClose },
      state: { currentStep: 6, completedSteps: [1, 2, 3, 4, 5] },
    });
    act(() => store.actions.reviewStep(5));
    expect(await screen.findByText("Unvollständige Angaben")).toBeInTheDocument();
    expect(
      await screen.findByText("Bitte wählen Sie ein Datum, das 14 bis 42 Tage in der Zukunft liegt."),
    ).toBeInTheDocument();
    expect(store.getState().currentStep).toBe(5);
    // Asked once: showing the step again later is an ordinary visit.
    expect(store.takeArrivalCheck(5)).toBe(false);
  });
});
