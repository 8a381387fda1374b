import { describe, expect, it } from "vitest";
import { formatDeadline } from "./wizard-fields";
import { fieldMessages } from "./wizard-messages";
import { step5Schema, type Step5Values } from "./wizard-step-5";

const valid: Step5Values = {
  rechtliches: ["impressum", "datenschutz"],
  agb_text: "",
  datenschutzbeauftragter: false,
  datenschutzbeauftragter_kontakt: "",
  domain_status: "neu",
  domain_name: "",
  wunsch_domain_name: "mein-laden.de",
  bevorzugte_kontaktzeit: "",
  projekt_deadline: "",
  referenz_websites: "",
  zusaetzliche_anmerkungen: "",
};

const errors = (values: Partial<Step5Values>) =>
  Object.fromEntries(
    (step5Schema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

const daysAhead = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return formatDeadline(date);
};

describe("step 5 schema", () => {
  it("accepts the minimum", () => expect(errors({})).toEqual({}));
  it("requires the domain status", () =>
    expect(errors({ domain_status: "" })).toEqual({ domain_status: fieldMessages.choose }));
  it("requires the AGB text when AGB is checked", () => {
    expect(errors({ rechtliches: ["impressum", "datenschutz", "agb"], agb_text: "  " })).toEqual({
      agb_text: fieldMessages.required,
    });
    expect(errors({ rechtliches: ["impressum", "datenschutz", "agb"], agb_text: "Unsere AGB" })).toEqual({});
  });
  it("always keeps imprint and privacy statement", () =>
    expect(Object.keys(errors({ rechtliches: ["impressum"] }))).toEqual(["rechtliches"]));
  it("requires the data-protection officer's contact when chosen", () => {
    expect(errors({ datenschutzbeauftragter: true })).toEqual({
      datenschutzbeauftragter_kontakt: fieldMessages.required,
    });
  });
  it("requires a valid hostname for an existing domain", () => {
    expect(errors({ domain_status: "vorhanden" })).toEqual({ domain_name: fieldMessages.required });
    expect(errors({ domain_status: "vorhanden", domain_name: "-laden.de" })).toEqual({
      domain_name: fieldMessages.domain,
    });
    expect(errors({ domain_status: "vorhanden", domain_name: `${"a".repeat(64)}.de` })).toEqual({
      domain_name: fieldMessages.domain,
    });
    expect(errors({ domain_status: "vorhanden", domain_name: "laden.de" })).toEqual({});
    // Copied from the address bar.
    expect(errors({ domain_status: "vorhanden", domain_name: "https://www.Laden.de/kontakt" })).toEqual({});
  });
  it("requires a desired domain for a new one", () =>
    expect(errors({ wunsch_domain_name: "" })).toEqual({ wunsch_domain_name: fieldMessages.required }));
  it("accepts deadlines 14 to 42 days ahead only", () => {
    expect(errors({ projekt_deadline: daysAhead(13) })).toEqual({ projekt_deadline: fieldMessages.deadline });
    expect(errors({ projekt_deadline: daysAhead(14) })).toEqual({});
    expect(errors({ projekt_deadline: daysAhead(42) })).toEqual({});
    expect(errors({ projekt_deadline: daysAhead(43) })).toEqual({ projekt_deadline: fieldMessages.deadline });
  });
});
