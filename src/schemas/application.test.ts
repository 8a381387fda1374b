import { describe, expect, it } from "vitest";
import { applicationSchema, emptyApplication, type ApplicationInput } from "./application";
import { fieldMessages, isHttpUrl, isPhone, withScheme } from "./fields";

const valid: ApplicationInput = {
  vorname: "Sabine",
  nachname: "Krüger",
  email: "sabine@haarmonie.de",
  telefon: "+49 761 123456",
  firma: "Friseursalon Haarmonie",
  website_aktuell: "",
  unternehmensbeschreibung: "Friseursalon mit vier Mitarbeiterinnen in Freiburg.",
};

const errorsOf = (input: ApplicationInput) => {
  const result = applicationSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("applicationSchema (SPEC §5, mirrors the table's CHECK constraints)", () => {
  it("accepts a complete application and stores a blank website as null", () => {
    const result = applicationSchema.parse(valid);
    expect(result.website_aktuell).toBeNull();
    expect(result.vorname).toBe("Sabine");
  });

  it("requires every field but the website, and blanks count as missing", () => {
    const errors = errorsOf({ ...emptyApplication, vorname: "   " });
    expect(Object.keys(errors).sort()).toEqual(
      ["email", "firma", "nachname", "telefon", "unternehmensbeschreibung", "vorname"].sort(),
    );
    expect(errors.vorname).toBe(fieldMessages.required);
  });

  it("counts a text of invisible characters as missing (the server's private.is_blank)", () => {
    const errors = errorsOf({ ...valid, firma: "\u200b\u200c", unternehmensbeschreibung: "\u3164\n\u00ad" });
    expect(errors).toEqual({ firma: fieldMessages.required, unternehmensbeschreibung: fieldMessages.required });
  });

  it("trims what it stores", () => {
    expect(applicationSchema.parse({ ...valid, firma: "  Haarmonie  " }).firma).toBe("Haarmonie");
  });

  it.each(["max@", "max@beispiel", "max beispiel@test.de", "@test.de", "max@test."])(
    "refuses the e-mail %s",
    (email) => {
      expect(errorsOf({ ...valid, email }).email).toBe(fieldMessages.email);
    },
  );

  it("accepts phone numbers of 7 to 20 digits, spaces, hyphens, parentheses, slashes and one leading plus", () => {
    for (const phone of ["0761 123456", "+49 (761) 12-34/56", "1234567", "+4912345678901234567"])
      expect(isPhone(phone)).toBe(true);
    for (const phone of ["123456", "+491234567890123456789", "0761 12345 a", "++49 761 1234", "49+761123"])
      expect(isPhone(phone)).toBe(false);
    expect(errorsOf({ ...valid, telefon: "12 34" }).telefon).toBe(fieldMessages.phone);
  });

  it("takes an e-mail address as contact apps copy it, tidied as in the wizard", () => {
    expect(applicationSchema.parse({ ...valid, email: "\u202Asabine@haarmonie.de\u202C" }).email).toBe(
      "sabine@haarmonie.de",
    );
    expect(applicationSchema.parse({ ...valid, email: " mailto:sabine@haarmonie.de" }).email).toBe(
      "sabine@haarmonie.de",
    );
  });

  it("takes a phone number as people write it, tidied as in the wizard", () => {
    expect(applicationSchema.parse({ ...valid, telefon: "+49 (0) 171 / 123 45 67" }).telefon).toBe("+49 171 123 45 67");
    expect(applicationSchema.parse({ ...valid, telefon: " 0761\u00a0123456 " }).telefon).toBe("0761 123456");
    // The form shows a field's first complaint.
    expect(applicationSchema.safeParse({ ...valid, telefon: " \u00a0 " }).error?.issues[0]?.message).toBe(
      fieldMessages.required,
    );
  });

  it("adds https:// to a website typed without scheme and refuses what is no http(s) URL", () => {
    expect(withScheme("www.haarmonie.de")).toBe("https://www.haarmonie.de");
    expect(applicationSchema.parse({ ...valid, website_aktuell: "haarmonie.de/team" }).website_aktuell).toBe(
      "https://haarmonie.de/team",
    );
    expect(applicationSchema.parse({ ...valid, website_aktuell: "http://haarmonie.de" }).website_aktuell).toBe(
      "http://haarmonie.de",
    );
    expect(isHttpUrl("ftp://haarmonie.de")).toBe(false);
    expect(errorsOf({ ...valid, website_aktuell: "haarmonie" }).website_aktuell).toBe(fieldMessages.url);
    expect(errorsOf({ ...valid, website_aktuell: "https://haar monie.de" }).website_aktuell).toBe(fieldMessages.url);
  });

  it("enforces the server's maximum lengths", () => {
    const long = (n: number) => "x".repeat(n);
    expect(errorsOf({ ...valid, vorname: long(100), nachname: long(100), firma: long(200) })).toEqual({});
    expect(errorsOf({ ...valid, vorname: long(101) }).vorname).toBe(fieldMessages.tooLong(100));
    expect(errorsOf({ ...valid, firma: long(201) }).firma).toBe(fieldMessages.tooLong(200));
    expect(errorsOf({ ...valid, unternehmensbeschreibung: long(5001) }).unternehmensbeschreibung).toBe(
      fieldMessages.tooLong(5000),
    );
    expect(errorsOf({ ...valid, email: `${long(250)}@x.de` }).email).toBe(fieldMessages.email);
    expect(errorsOf({ ...valid, website_aktuell: `https://x.de/${long(2040)}` }).website_aktuell).toBe(
      fieldMessages.url,
    );
  });
});
