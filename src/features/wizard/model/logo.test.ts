import { describe, expect, it } from "vitest";
import { emptyWizardData } from "./wizard-data";
import { logoFields, logoOf } from "./logo";

describe("logo fields", () => {
  const logo = { url: "https://x.de/logo.png", name: "logo.png", size: 2048, mimeType: "image/png" };

  it("maps an upload onto the four fields and back", () => {
    const data = { ...emptyWizardData(), ...logoFields(logo) };
    expect(data).toMatchObject({
      logo_file_url: logo.url,
      logo_file_name: "logo.png",
      logo_file_size: 2048,
      logo_mime_type: "image/png",
    });
    expect(logoOf(data)).toEqual(logo);
  });

  it("clears all four fields on removal", () => {
    expect(logoFields(null)).toEqual({
      logo_file_url: "",
      logo_file_name: "",
      logo_file_size: null,
      logo_mime_type: "",
    });
    expect(logoOf(emptyWizardData())).toBeNull();
  });
});
