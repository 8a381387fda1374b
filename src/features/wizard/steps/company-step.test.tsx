import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWizard } from "../testing/render-wizard";
import { validWizardData } from "../testing/wizard-fixtures";
import { CompanyStep } from "./company-step";

const next = () => screen.getByRole("button", { name: "Weiter zu Design" });
const textbox = (name: string) => screen.getByRole("textbox", { name });

describe("CompanyStep", () => {
  it("gives the formats of VAT id and register number as hints that stay while typing (WCAG 3.3.2)", () => {
    renderWizard(<CompanyStep />);
    expect(screen.getByRole("textbox", { name: "Umsatzsteuer-ID" })).toHaveAccessibleDescription(
      "DE und 9 Ziffern, z.\u00a0B. DE123456789",
    );
    expect(screen.getByRole("textbox", { name: "Handelsregisternummer" })).toHaveAccessibleDescription(
      "HRA oder HRB und die Nummer, z.\u00a0B. HRB 12345",
    );
  });

  it("shows an error only after the field was touched, then re-validates on every change", async () => {
    const { user } = renderWizard(<CompanyStep />);
    const plz = textbox("PLZ");
    await user.type(plz, "1234");
    expect(screen.queryByText("Bitte geben Sie eine gültige 5-stellige Postleitzahl ein.")).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText("Bitte geben Sie eine gültige 5-stellige Postleitzahl ein.")).toBeInTheDocument();
    expect(plz).toHaveAttribute("aria-invalid", "true");
    expect(plz).toHaveAccessibleDescription("Bitte geben Sie eine gültige 5-stellige Postleitzahl ein.");
    await user.type(plz, "5");
    await waitFor(() => expect(plz).toHaveAttribute("aria-invalid", "false"));
    // Untouched fields stay quiet (Ort was touched by tabbing through it).
    expect(textbox("Firmenname")).toHaveAttribute("aria-invalid", "false");
    expect(screen.getAllByText("Dieses Feld ist erforderlich.")).toHaveLength(1);
    expect(textbox("Ort")).toHaveAttribute("aria-invalid", "true");
  });

  it("on a failed Next shows the toast, all errors, and focuses the first invalid field", async () => {
    const { user, store } = renderWizard(<CompanyStep />);
    // Explicitly valid before any input: Chromium would report a required select at "Bitte wählen" as invalid.
    const rechtsform = screen.getByRole("combobox", { name: /Rechtsform/ });
    expect(rechtsform).toHaveAttribute("aria-invalid", "false");
    await user.click(next());
    expect(rechtsform).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("Bitte überprüfen Sie Ihre Eingaben")).toBeInTheDocument();
    expect(screen.getByText("Einige Felder sind nicht korrekt ausgefüllt oder fehlen.")).toBeInTheDocument();
    expect(screen.getAllByText("Dieses Feld ist erforderlich.").length).toBeGreaterThanOrEqual(11);
    await waitFor(() => expect(textbox("Firmenname")).toHaveFocus());
    expect(store.getState().currentStep).toBe(1);
  });

  it("keeps one toast however often Next fails, and a Next that passes takes it away", async () => {
    const { user, store } = renderWizard(<CompanyStep />, { data: validWizardData({ plz: "" }) });
    await user.click(next());
    expect(await screen.findByText("Bitte überprüfen Sie Ihre Eingaben")).toBeInTheDocument();
    await user.click(next());
    await user.click(next());
    await waitFor(() => expect(textbox("PLZ")).toHaveFocus());
    expect(screen.getAllByText("Bitte überprüfen Sie Ihre Eingaben")).toHaveLength(1);
    await user.type(textbox("PLZ"), "10115");
    await user.click(next());
    await waitFor(() => expect(store.getState().currentStep).toBe(2));
    await waitFor(() => expect(screen.queryByText("Bitte überprüfen Sie Ihre Eingaben")).not.toBeInTheDocument());
  });

  it("offers the way back to the summary once it was reached, validating the step as Weiter does", async () => {
    const toSummary = () => screen.queryByRole("button", { name: "Zurück zur Zusammenfassung" });
    const first = renderWizard(<CompanyStep />, { data: validWizardData() });
    expect(toSummary()).not.toBeInTheDocument();
    first.unmount();

    const { user, store } = renderWizard(<CompanyStep />, {
      data: validWizardData({ plz: "" }),
      state: { currentStep: 1, completedSteps: [1, 2, 3, 4, 5] },
    });
    await user.click(toSummary()!);
    expect(await screen.findByText("Bitte überprüfen Sie Ihre Eingaben")).toBeInTheDocument();
    await waitFor(() => expect(textbox("PLZ")).toHaveFocus());
    expect(store.getState().currentStep).toBe(1);

    await user.type(textbox("PLZ"), "10115");
    await user.click(toSummary()!);
    await waitFor(() => expect(store.getState().currentStep).toBe(6));
    expect(await screen.findByText("Fortschritt automatisch gespeichert")).toBeInTheDocument();
  });

  it("keeps Enter in a field for Weiter when the way back to the summary is offered", async () => {
    const { user, store } = renderWizard(<CompanyStep />, {
      data: validWizardData(),
      state: { currentStep: 1, completedSteps: [1, 2, 3, 4, 5] },
    });
    await user.type(textbox("Ort"), "{Enter}");
    await waitFor(() => expect(store.getState().currentStep).toBe(2));
  });

  it("checks the formats of USt-ID, Handelsregister and year", async () => {
    const { user } = renderWizard(<CompanyStep />, { data: validWizardData() });
    await user.type(textbox("Umsatzsteuer-ID"), "DE12345678");
    await user.type(textbox("Handelsregisternummer"), "HRC 1");
    await user.type(textbox("Gründungsjahr"), String(new Date().getFullYear() + 1));
    await user.click(next());
    expect(await screen.findByText("Die Umsatzsteuer-ID muss dem Format DE123456789 entsprechen.")).toBeInTheDocument();
    expect(
      screen.getByText("Die Handelsregisternummer muss dem Format HRA/HRB 12345 entsprechen."),
    ).toBeInTheDocument();
    expect(screen.getByText("Das Gründungsjahr muss zwischen 1700 und dem aktuellen Jahr liegen.")).toBeInTheDocument();
  });

  it("takes codes as printed or pasted, and shows them tidied once the field is left", async () => {
    const { user, store } = renderWizard(<CompanyStep />, { data: validWizardData({ plz: "" }) });
    const ustid = textbox("Umsatzsteuer-ID");
    await user.click(ustid);
    await user.paste("de 123 456 789");
    await user.click(textbox("PLZ"));
    await user.paste("\u00a080 331 ");
    await user.click(textbox("Handelsregisternummer"));
    await user.paste("hrb  12345");
    await user.tab();
    expect(ustid).toHaveValue("DE123456789");
    expect(textbox("PLZ")).toHaveValue("80331");
    expect(textbox("Handelsregisternummer")).toHaveValue("HRB 12345");
    expect(store.getState().data).toMatchObject({ ustid: "DE123456789", plz: "80331", handelsregister: "HRB 12345" });
    expect(ustid).toHaveAttribute("aria-invalid", "false");
    await user.click(next());
    expect(await screen.findByText("Fortschritt automatisch gespeichert")).toBeInTheDocument();
  });

  it("keeps a phone entry with a note whole, spaces and all, and asks to shorten it past 50 characters", async () => {
    const { user } = renderWizard(<CompanyStep />, { data: validWizardData() });
    const phone = screen.getByRole("textbox", { name: /Telefonnummer/ });
    await user.clear(phone);
    await user.click(phone);
    const entry = "+49 30 1234567 (Zentrale), mobil +49 171 2345678 Frau Müller";
    await user.paste(entry);
    await user.tab();
    expect(phone).toHaveValue(entry);
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    await user.clear(phone);
    await user.type(phone, "030 1234567 (Zentrale)");
    await user.tab();
    expect(phone).toHaveValue("030 1234567 (Zentrale)");
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "false"));
  });

  it("asks for the branch when 'Sonstiges' is chosen, with German labels and Deutschland preset", async () => {
    const { user } = renderWizard(<CompanyStep />);
    expect(textbox("Land")).toHaveValue("Deutschland");
    expect(screen.getByRole("option", { name: "Friseur & Kosmetik" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Ihre Branche" })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Branche" }), "sonstiges");
    expect(textbox("Ihre Branche")).toBeRequired();
  });

  it("completes the step when valid and writes every change into the store", async () => {
    const { user, store } = renderWizard(<CompanyStep />, { data: validWizardData({ firmenname: "" }) });
    await user.type(textbox("Firmenname"), "Pixelbäcker");
    expect(store.getState().data.firmenname).toBe("Pixelbäcker");
    await user.click(next());
    expect(await screen.findByText("Fortschritt automatisch gespeichert")).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ currentStep: 2, completedSteps: [1] });
  });

  it("goes on from the click without the browser's form submission", async () => {
    const { user, store } = renderWizard(<CompanyStep />, { data: validWizardData() });
    // Chrome reads every control of a form for autofill before its submit event: not in the click.
    const submits: Event[] = [];
    next()
      .closest("form")!
      .addEventListener("submit", (event) => submits.push(event));
    await user.click(next());
    await waitFor(() => expect(store.getState()).toMatchObject({ currentStep: 2, completedSteps: [1] }));
    expect(submits).toHaveLength(0);
  });

  it("goes on with Enter in a field: implicit submission clicks the step's submit button", async () => {
    const { user, store } = renderWizard(<CompanyStep />, { data: validWizardData() });
    await user.type(textbox("Firmenname"), " GmbH{Enter}");
    await waitFor(() => expect(store.getState()).toMatchObject({ currentStep: 2, completedSteps: [1] }));
    expect(store.getState().data.firmenname).toMatch(/ GmbH$/);
  });

  it("marks required fields and offers the logo upload", () => {
    renderWizard(<CompanyStep />);
    expect(textbox("Firmenname")).toBeRequired();
    expect(textbox("Umsatzsteuer-ID")).not.toBeRequired();
    expect(screen.getByRole("button", { name: "Logo auswählen" })).toBeInTheDocument();
    // Step 1's widget takes any image (SPEC §5 step 2, last sentence); Land is optional.
    expect(screen.getByLabelText("Logo auswählen", { selector: "input" })).toHaveAttribute("accept", "image/*");
    expect(textbox("Land")).not.toBeRequired();
  });
});
