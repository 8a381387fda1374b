import { describe, expect, it } from "vitest";
import { fieldMessages } from "./wizard-messages";
import { step4Schema, type Step4Values } from "./wizard-step-4";

const image = { id: "1", fileName: "a.jpg", url: "https://x.de/a.jpg", size: 10, mimeType: "image/jpeg", path: "a" };
const valid: Step4Values = {
  kontakt_telefon: "",
  kontakt_email: "",
  oeffnungszeiten: "",
  kontaktformular: true,
  bilder_status: "later",
  uploaded_images: [],
  besonderheiten: "",
};

const errors = (values: Partial<Step4Values>) =>
  Object.fromEntries(
    (step4Schema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

describe("step 4 schema", () => {
  it("accepts empty optional contact data", () => expect(errors({})).toEqual({}));
  it("requires the image choice", () =>
    expect(errors({ bilder_status: "" })).toEqual({ bilder_status: fieldMessages.choose }));
  it("checks phone and e-mail only when given", () => {
    expect(errors({ kontakt_telefon: "123456", kontakt_email: "info@" })).toEqual({
      kontakt_telefon: fieldMessages.phone,
      kontakt_email: fieldMessages.email,
    });
    expect(errors({ kontakt_telefon: "+49 (0) 123-4567", kontakt_email: "info@example.de" })).toEqual({});
    // As pasted from a web page or a letter: no-break spaces, a slash, an en dash.
    expect(errors({ kontakt_telefon: "089\u00a0123\u00a0456" })).toEqual({});
    expect(errors({ kontakt_telefon: "089/123456" })).toEqual({});
    expect(errors({ kontakt_telefon: "0171 – 1234567" })).toEqual({});
  });
  it("requires an image for the upload choice", () => {
    expect(errors({ bilder_status: "upload" })).toEqual({ uploaded_images: fieldMessages.images });
    expect(errors({ bilder_status: "upload", uploaded_images: [image] })).toEqual({});
  });
});
