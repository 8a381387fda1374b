import { describe, expect, it } from "vitest";
import { fieldMessages } from "./wizard-messages";
import { step3Schema, type Step3Values } from "./wizard-step-3";

const text = {
  id: "1",
  fileName: "texte.pdf",
  url: "https://x.de/t.pdf",
  size: 10,
  mimeType: "application/pdf",
  path: "t",
};
const valid: Step3Values = {
  hauptziel: "kunden-gewinnen",
  hauptziel_sonstiges: "",
  zielgruppe: "Familien",
  hauptbotschaft: "",
  usp: "",
  leistungen: "",
  seitenpaket: "",
  seiten: ["startseite"],
  custom_seiten: [],
  texte_status: "erstellen-lassen",
  uploaded_texts: [],
  besondere_botschaften: "",
};

const errors = (values: Partial<Step3Values>) =>
  Object.fromEntries(
    (step3Schema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

describe("step 3 schema", () => {
  it("accepts the minimum", () => expect(errors({})).toEqual({}));
  it("requires main goal, target group and text choice", () => {
    expect(errors({ hauptziel: "", zielgruppe: "  ", texte_status: "" })).toEqual({
      hauptziel: fieldMessages.required,
      zielgruppe: fieldMessages.required,
      texte_status: fieldMessages.required,
    });
  });
  it("requires hauptziel_sonstiges for sonstiges", () => {
    expect(errors({ hauptziel: "sonstiges" })).toEqual({ hauptziel_sonstiges: fieldMessages.required });
    expect(errors({ hauptziel: "sonstiges", hauptziel_sonstiges: "Vereinsleben" })).toEqual({});
  });
  it("requires an uploaded text when texts are uploaded", () => {
    expect(errors({ texte_status: "texte-hochladen" })).toEqual({ uploaded_texts: fieldMessages.uploadedTexts });
    expect(errors({ texte_status: "texte-hochladen", uploaded_texts: [text] })).toEqual({});
  });
  it("needs pages and unique, non-empty custom pages", () => {
    expect(Object.keys(errors({ seiten: [] }))).toEqual(["seiten"]);
    expect(errors({ custom_seiten: ["Team", " team "] })).toEqual({ custom_seiten: fieldMessages.customPageDuplicate });
    expect(errors({ custom_seiten: [" "] })).toEqual({ "custom_seiten.0": fieldMessages.customPageEmpty });
    expect(errors({ custom_seiten: ["Team, Jobs"] })).toEqual({ custom_seiten: fieldMessages.customPageComma });
  });
});
