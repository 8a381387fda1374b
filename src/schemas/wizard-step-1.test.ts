import { describe, expect, it } from "vitest";
import { fieldMessages } from "./wizard-messages";
import { step1Schema, type Step1Values } from "./wizard-step-1";

const valid: Step1Values = {
  firmenname: "Bäckerei Sonnenschein",
  rechtsform: "gmbh",
  branche: "gastronomie",
  branche_sonstiges: "",
  adresse: "Hauptstraße 1",
  plz: "12345",
  ort: "Musterstadt",
  land: "Deutschland",
  gruendungsjahr: "",
  vorname: "Erika",
  nachname: "Muster",
  position: "Inhaberin",
  email: "erika@example.de",
  telefon: "0123 456789",
  ustid: "",
  handelsregister: "",
};

const errors = (values: Partial<Step1Values>) => {
  const result = step1Schema.safeParse({ ...valid, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};

describe("step 1 schema", () => {
  it("accepts a complete company", () => expect(errors({})).toEqual({}));

  it.each(["firmenname", "adresse", "ort", "vorname", "nachname", "position", "email", "telefon"] as const)(
    "requires %s to be non-blank",
    (field) => {
      expect(errors({ [field]: "" })[field]).toBe(fieldMessages.required);
      expect(errors({ [field]: "   " })[field]).toBe(fieldMessages.required);
    },
  );

  it.each([
    ["a zero-width space", "\u200b"],
    ["a soft hyphen between no-break spaces", "\u00a0\u00ad\u00a0"],
    ["a Hangul filler", "\u3164"],
    ["a braille blank", "\u2800"],
    ["a word joiner and a tag", "\u2060\u{e0041}"],
    ["U+0085, which trim() keeps", "\u0085"],
  ])("counts a company name of %s as missing: it looks empty", (_label, firmenname) => {
    expect(errors({ firmenname }).firmenname).toBe(fieldMessages.required);
  });

  it("accepts a name with a visible character among invisible ones", () => {
    expect(errors({ firmenname: "\u200bA\u200d" })).toEqual({});
    expect(errors({ firmenname: "\u{1f600}" })).toEqual({});
  });

  it("leaves Land optional: it is not among SPEC §5's required fields (the briefing then names the default)", () => {
    expect(errors({ land: "" })).toEqual({});
    expect(errors({ land: "x".repeat(101) }).land).toBeDefined();
  });

  it("requires rechtsform and branche from the enumerations", () => {
    expect(errors({ rechtsform: "", branche: "" })).toEqual({
      rechtsform: fieldMessages.required,
      branche: fieldMessages.required,
    });
    expect(errors({ rechtsform: "ag" }).rechtsform).toBe(fieldMessages.required);
  });

  it("requires branche_sonstiges only for branche sonstiges, together with other errors", () => {
    expect(errors({ branche: "sonstiges" })).toEqual({ branche_sonstiges: fieldMessages.required });
    expect(errors({ branche: "sonstiges", branche_sonstiges: "Imkerei" })).toEqual({});
    expect(errors({ branche: "sonstiges", plz: "1234" })).toEqual({
      plz: fieldMessages.plz,
      branche_sonstiges: fieldMessages.required,
    });
  });

  it("checks the formats of PLZ, e-mail, year, USt-ID and Handelsregister", () => {
    expect(
      errors({ plz: "123456", email: "erika@", gruendungsjahr: "1699", ustid: "DE12345678", handelsregister: "HR 1" }),
    ).toEqual({
      plz: fieldMessages.plz,
      email: fieldMessages.email,
      gruendungsjahr: fieldMessages.gruendungsjahr,
      ustid: fieldMessages.ustid,
      handelsregister: fieldMessages.handelsregister,
    });
    expect(errors({ gruendungsjahr: "1700", ustid: "DE123456789", handelsregister: "HRB 98765" })).toEqual({});
  });

  it("accepts codes as they are printed or pasted (tidy-input.ts), not only as the rule writes them", () => {
    expect(
      errors({
        plz: " 80 331",
        gruendungsjahr: " 1999 ",
        ustid: "de 123 456 789",
        handelsregister: "hrb  12345",
        email: "mailto:erika@beispiel.de,",
      }),
    ).toEqual({});
  });

  it("caps lengths like the server", () => {
    expect(errors({ firmenname: "x".repeat(201) }).firmenname).toBe(fieldMessages.tooLong(200));
  });
});
