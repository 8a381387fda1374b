import { describe, expect, it } from "vitest";
import { isEmail } from "./field-rules";
import {
  tidyEmail,
  tidyField,
  tidyHandelsregister,
  tidyHostname,
  tidyPhone,
  tidyPlz,
  tidyUstid,
  tidyYear,
} from "./tidy-input";
import { HANDELSREGISTER_PATTERN, PLZ_PATTERN, USTID_PATTERN, isHostname, isPhone } from "./wizard-fields";

describe("tidy-input: what visitors paste, in the form the rules and the database expect", () => {
  it("PLZ and year: spaces of any kind go", () => {
    for (const pasted of [" 80331", "80331 ", "80 331", "\u00a080331\u202f"]) {
      expect(PLZ_PATTERN.test(tidyPlz(pasted))).toBe(true);
    }
    expect(tidyYear("  1999 ")).toBe("1999");
  });

  it("USt-ID as tax office letters print it, in any case", () => {
    for (const pasted of ["DE 123 456 789", "de123456789", " DE123456789 ", "De 123.456.789", "DE-123–456-789"]) {
      expect(tidyUstid(pasted)).toBe("DE123456789");
      expect(USTID_PATTERN.test(tidyUstid(pasted))).toBe(true);
    }
    // Tidying is no licence: a short number stays wrong.
    expect(USTID_PATTERN.test(tidyUstid("DE 123 456"))).toBe(false);
  });

  it("Handelsregister: capitals and one space", () => {
    expect(tidyHandelsregister("hrb  12345")).toBe("HRB 12345");
    expect(tidyHandelsregister(" HRA\u00a0987 ")).toBe("HRA 987");
    expect(HANDELSREGISTER_PATTERN.test(tidyHandelsregister("hrb 12345"))).toBe(true);
  });

  it("phone: no-break spaces, dashes and slashes from web pages and letters", () => {
    expect(tidyPhone("089\u00a0123\u00a0456")).toBe("089 123 456");
    expect(tidyPhone("089/123456")).toBe("089 123456");
    expect(tidyPhone("089 – 123\u2011456")).toBe("089 - 123-456");
    expect(tidyPhone("  +49  171   1234567 ")).toBe("+49 171 1234567");
    for (const pasted of ["089\u00a0123\u00a0456", "089/123456", "0171–1234567", "+49 (0) 123 456789"]) {
      expect(isPhone(tidyPhone(pasted))).toBe(true);
    }
  });

  it("phone: the trunk 0 after a country code goes, and grouping alone never breaks the 20 characters", () => {
    expect(tidyPhone("+49 (0) 171 / 123 45 67")).toBe("+49 171 123 45 67");
    expect(tidyPhone("+49(0)30 123456-7")).toBe("+49 30 123456-7");
    // Within 20 characters the visitor's grouping stays.
    expect(tidyPhone("0171 / 123 45 67")).toBe("0171 123 45 67");
    expect(tidyPhone("0049 171 - 123 45 67 - 89")).toBe("0049171123456789");
    expect(isPhone(tidyPhone("0049 171 - 123 45 67 - 89"))).toBe(true);
    // A (0) elsewhere is the visitor's, and too many digits stay too many.
    expect(tidyPhone("030 (0) 123456")).toBe("030 (0) 123456");
    expect(isPhone(tidyPhone("0171 1234567 8901 2345 678"))).toBe(false);
  });

  it("phone: an entry with words (step 1's phone is free text) keeps its spaces", () => {
    expect(tidyPhone("030 1234567 (Zentrale)")).toBe("030 1234567 (Zentrale)");
    expect(tidyPhone("+49 30 1234567 oder 0171 2345678")).toBe("+49 30 1234567 oder 0171 2345678");
  });

  it("phone and e-mail: invisible direction marks and zero-width spaces from a contact app go", () => {
    expect(tidyPhone("\u202A+49 171 2345678\u202C")).toBe("+49 171 2345678");
    expect(tidyEmail("\u202Aerika@example.de\u202C")).toBe("erika@example.de");
    expect(tidyEmail("erika@\u200bexample.de\ufeff")).toBe("erika@example.de");
  });

  it("e-mail: a mailto: link or a trailing comma from a list", () => {
    expect(tidyEmail(" mailto:info@beispiel.de, ")).toBe("info@beispiel.de");
    expect(tidyEmail("Info@Beispiel.de;")).toBe("Info@Beispiel.de");
    expect(isEmail(tidyEmail("MAILTO:info@beispiel.de."))).toBe(true);
  });

  it("domain: from the address bar, with capitals, or with a decomposed umlaut", () => {
    for (const [pasted, host] of [
      ["https://www.example.de/", "www.example.de"],
      ["http://Example.DE:8080/kontakt?x=1#oben", "example.de"],
      ["www.example.de/", "www.example.de"],
      ["example.de.", "example.de"],
      ["mu\u0308ller-ba\u0308ckerei.de", "müller-bäckerei.de"],
      [" beispiel.de ", "beispiel.de"],
    ] as const) {
      expect(tidyHostname(pasted)).toBe(host);
      expect(isHostname(tidyHostname(pasted))).toBe(true);
    }
    // What is no hostname stays none.
    expect(isHostname(tidyHostname("-baeckerei.de"))).toBe(false);
    expect(isHostname(tidyHostname("meine firma.de"))).toBe(false);
  });

  it("tidies only the fields it knows", () => {
    expect(tidyField("ustid", "de 123 456 789")).toBe("DE123456789");
    expect(tidyField("firmenname", " Bäckerei  Müller ")).toBe(" Bäckerei  Müller ");
  });
});
