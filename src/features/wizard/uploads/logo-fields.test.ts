import { describe, expect, it } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { logoFromFields, logoToFields } from "./logo-fields";

const logo = { url: "https://cdn.test/logos/a.png", name: "a.png", size: 10, mimeType: "image/png" };

describe("logo fields", () => {
  it("round-trips a logo through the four wizard fields", () => {
    expect(logoFromFields(logoToFields(logo))).toEqual(logo);
  });
  it("clears all four fields on removal", () => {
    expect(logoToFields(null)).toEqual({
      logo_file_url: "",
      logo_file_name: "",
      logo_file_size: null,
      logo_mime_type: "",
    });
    expect(logoFromFields(emptyWizardData())).toBeNull();
  });
});
