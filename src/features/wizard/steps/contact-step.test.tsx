import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWizard } from "../testing/render-wizard";
import { validWizardData } from "../testing/wizard-fixtures";
import { ContactStep } from "./contact-step";

const next = () => screen.getByRole("button", { name: "Weiter zu Projekt-Details" });

describe("ContactStep", () => {
  it("has a contact-form switch that is on by default", async () => {
    const { user, store } = renderWizard(<ContactStep />);
    const toggle = screen.getByRole("switch", { name: "Kontaktformular auf der Website" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(store.getState().data.kontaktformular).toBe(false);
  });

  it("takes over step 1's phone and e-mail with one press, instead of typing them again (WCAG 3.3.7)", async () => {
    const { user, store } = renderWizard(<ContactStep />, {
      data: validWizardData({
        telefon: "030 1234567",
        email: "anna@baeckerei.de",
        kontakt_telefon: "",
        kontakt_email: "",
      }),
    });
    const take = screen.getByRole("button", { name: "Telefon und E-Mail aus Schritt 1 übernehmen" });
    await user.click(take);
    const phone = screen.getByRole("textbox", { name: /Telefonnummer/ });
    expect(phone).toHaveValue("030 1234567");
    expect(screen.getByRole("textbox", { name: /E-Mail-Adresse/ })).toHaveValue("anna@baeckerei.de");
    await waitFor(() => expect(store.getState().data.kontakt_email).toBe("anna@baeckerei.de"));
    expect(store.getState().data.kontakt_telefon).toBe("030 1234567");
    // Nothing more to take over: the button goes, the focus is on the phone field, and it was said.
    expect(screen.queryByRole("button", { name: /aus Schritt 1 übernehmen/ })).not.toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Telefon und E-Mail aus Schritt 1 übernommen.");
  });

  it("requires the image choice", async () => {
    const { user } = renderWizard(<ContactStep />);
    await user.click(next());
    expect(await screen.findByText("Bildauswahl erforderlich")).toBeInTheDocument();
    expect(screen.getByText("Bitte treffen Sie eine Auswahl bei den Website-Bildern.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("radio", { name: "Eigene Bilder hochladen" })).toHaveFocus());
  });

  it("names an invalid phone number", async () => {
    const { user } = renderWizard(<ContactStep />, { data: validWizardData() });
    await user.type(screen.getByRole("textbox", { name: /Telefonnummer/ }), "12 34");
    await user.click(next());
    expect(await screen.findByText("Ungültige Telefonnummer")).toBeInTheDocument();
    expect(screen.getAllByText("Bitte geben Sie eine gültige Telefonnummer ein.").length).toBeGreaterThanOrEqual(1);
  });

  it("keeps a pasted number longer than 20 characters whole and names it, instead of cutting it to one that passes", async () => {
    const { user } = renderWizard(<ContactStep />, { data: validWizardData() });
    const phone = screen.getByRole("textbox", { name: /Telefonnummer/ });
    await user.click(phone);
    await user.paste("0761 1234567 8901 2345 678");
    expect(phone).toHaveValue("0761 1234567 8901 2345 678");
    await user.click(next());
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Bitte geben Sie eine gültige Telefonnummer ein.").length).toBeGreaterThanOrEqual(1);
  });

  it("takes '+49 (0) 171 / 123 45 67' as written in Germany and shows it tidied once left", async () => {
    const { user, store } = renderWizard(<ContactStep />, { data: validWizardData(), state: { currentStep: 4 } });
    const phone = screen.getByRole("textbox", { name: /Telefonnummer/ });
    await user.clear(phone);
    await user.type(phone, "+49 (0) 171 / 123 45 67");
    await user.tab();
    expect(phone).toHaveValue("+49 171 123 45 67");
    await user.click(next());
    await waitFor(() => expect(store.getState().currentStep).toBe(5));
    expect(store.getState().data.kontakt_telefon).toBe("+49 171 123 45 67");
  });

  it("keeps a pasted text over the limit whole and asks to shorten it, instead of cutting it silently", async () => {
    const { user } = renderWizard(<ContactStep />, { data: validWizardData() });
    const wishes = screen.getByRole("textbox", { name: /Besondere Wünsche/ });
    await user.click(wishes);
    // Three times the limit, as from a long document: kept whole, the visitor chooses what goes.
    await user.paste("x".repeat(15_000));
    expect(wishes).toHaveValue("x".repeat(15_000));
    await user.click(next());
    await waitFor(() => expect(wishes).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Bitte kürzen Sie Ihre Eingabe auf höchstens 5000 Zeichen.").length).toBeGreaterThan(0);
  });

  it("names an invalid e-mail address", async () => {
    const { user } = renderWizard(<ContactStep />, { data: validWizardData() });
    await user.type(screen.getByRole("textbox", { name: "E-Mail-Adresse" }), "info@firma");
    await user.click(next());
    expect(await screen.findByText("Ungültige E-Mail-Adresse")).toBeInTheDocument();
  });

  it("shows the image upload for 'upload' and needs an image", async () => {
    const { user } = renderWizard(<ContactStep />, { data: validWizardData() });
    expect(screen.queryByRole("group", { name: "Ihre Bilder" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Eigene Bilder hochladen" }));
    expect(screen.getByRole("group", { name: "Ihre Bilder" })).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText("Bilder fehlen")).toBeInTheDocument();
  });

  it("accepts valid optional contact data and moves on", async () => {
    const { user, store } = renderWizard(<ContactStep />, { data: validWizardData(), state: { currentStep: 4 } });
    await user.type(screen.getByRole("textbox", { name: /Telefonnummer/ }), "+49 (0) 123-4567");
    await user.type(screen.getByRole("textbox", { name: "E-Mail-Adresse" }), "info@firma.de");
    await user.click(next());
    await waitFor(() => expect(store.getState().currentStep).toBe(5));
  });
});
