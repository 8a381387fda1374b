import { describe, expect, it } from "vitest";
import { toastMessages } from "~/schemas/wizard-messages";
import { invalidStepToast } from "./step-toasts";

describe("invalidStepToast", () => {
  it("uses the step-1 toast for step 1", () =>
    expect(invalidStepToast(1, "plz")).toEqual({
      title: "Bitte überprüfen Sie Ihre Eingaben",
      description: "Einige Felder sind nicht korrekt ausgefüllt oder fehlen.",
    }));

  it("uses 'Unvollständige Angaben' for steps 2 and 5", () => {
    for (const step of [2, 5] as const) {
      expect(invalidStepToast(step, "farben")).toEqual({
        title: "Unvollständige Angaben",
        description: "Bitte füllen Sie alle Pflichtfelder aus.",
      });
    }
  });

  it("names the problem in step 4", () => {
    expect(invalidStepToast(4, "kontakt_telefon").title).toBe("Ungültige Telefonnummer");
    expect(invalidStepToast(4, "kontakt_email").title).toBe("Ungültige E-Mail-Adresse");
    expect(invalidStepToast(4, "bilder_status")).toEqual({
      title: "Bildauswahl erforderlich",
      description: "Bitte treffen Sie eine Auswahl bei den Website-Bildern.",
    });
    expect(invalidStepToast(4, "uploaded_images").title).toBe("Bilder fehlen");
  });

  it("names missing text files in step 3", () => {
    expect(invalidStepToast(3, "uploaded_texts").title).toBe("Bitte laden Sie mindestens eine Text-Datei hoch");
    expect(invalidStepToast(3, "zielgruppe")).toBe(toastMessages.incomplete);
  });
});
