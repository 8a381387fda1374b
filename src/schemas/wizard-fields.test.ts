import { describe, expect, it } from "vitest";
import {
  deadlineWindow,
  formatDeadline,
  isDeadlineSelectable,
  isFoundingYear,
  isHostname,
  isPhone,
  parseDeadline,
  deadlineField,
  gruendungsjahrField,
  handelsregisterField,
  optionalEmailField,
  optionalPhoneField,
  plzField,
  ustidField,
} from "./wizard-fields";
import { isEmail } from "./fields";
import { fieldMessages } from "./wizard-messages";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("PLZ", () => {
  // Surrounding blanks are trimmed away when the briefing is sent (toBriefingRow).
  // Spaces are tidied away (tidy-input.ts): "12 345" is what the visitor meant.
  it.each(["12345", "01067", " 12345\u00a0", "12 345"])("accepts %j", (plz) =>
    expect(plzField.safeParse(plz).success).toBe(true),
  );
  it.each(["1234", "123456", "1234a", "12 34"])("rejects %j", (plz) =>
    expect(firstMessage(plzField.safeParse(plz))).toBe(fieldMessages.plz),
  );
  it("is required", () => expect(firstMessage(plzField.safeParse(""))).toBe(fieldMessages.required));
});

describe("USt-ID", () => {
  it.each(["", "   ", "DE123456789", " DE123456789 ", "DE123456789\u00a0", "de123456789", "DE 123 456 789"])(
    "accepts %j",
    (v) => expect(ustidField.safeParse(v).success).toBe(true),
  );
  it.each(["DE12345678", "DE1234567890", "AT123456789", "DE 12345678"])("rejects %j", (v) =>
    expect(firstMessage(ustidField.safeParse(v))).toBe(fieldMessages.ustid),
  );
});

describe("Handelsregister", () => {
  it.each(["", "HRA 12345", "HRB 12345", "HRA12345", "HRB1", "HRB  12345", "hrb 12345"])("accepts %j", (v) =>
    expect(handelsregisterField.safeParse(v).success).toBe(true),
  );
  it.each(["HRC 12345", "HRB", "HRB 12a", "HR B 12345", "12345"])("rejects %j", (v) =>
    expect(firstMessage(handelsregisterField.safeParse(v))).toBe(fieldMessages.handelsregister),
  );
});

describe("founding year", () => {
  const today = new Date(2025, 5, 15);
  it.each([
    ["1699", false],
    ["1700", true],
    ["2025", true],
    ["2026", false],
    ["19a0", false],
    ["12345", false],
  ])("%s → %s", (year, ok) => expect(isFoundingYear(year, today)).toBe(ok));

  it("uses the real current year and is optional", () => {
    const now = new Date().getFullYear();
    expect(gruendungsjahrField.safeParse("").success).toBe(true);
    expect(gruendungsjahrField.safeParse(String(now)).success).toBe(true);
    expect(firstMessage(gruendungsjahrField.safeParse(String(now + 1)))).toBe(fieldMessages.gruendungsjahr);
    expect(firstMessage(gruendungsjahrField.safeParse("1699"))).toBe(fieldMessages.gruendungsjahr);
  });
});

describe("phone", () => {
  it.each(["1234567", "+49 (0) 123-456", "+49 123 4567890123", "12345678901234567890"])("accepts %j", (v) =>
    expect(isPhone(v)).toBe(true),
  );
  it.each(["123456", "123456789012345678901", "++49 1234567", "0123 / 456789", "49+1234567", "0800 CALL ME"])(
    "rejects %j",
    (v) => expect(isPhone(v)).toBe(false),
  );
});

describe("optional phone and e-mail of step 4", () => {
  // Judged as they are sent: trimmed (toBriefingRow), as the server judges them after its own trim.
  it.each(["", "  ", "\t", " 1234567 ", "+49 123 4567\u00a0"])("phone accepts %j", (v) =>
    expect(optionalPhoneField.safeParse(v).success).toBe(true),
  );
  it.each(["123456 ", " 123456", "0800 CALL ME"])("phone rejects %j", (v) =>
    expect(firstMessage(optionalPhoneField.safeParse(v))).toBe(fieldMessages.phone),
  );
  it.each(["", " ", " info@beispiel.de ", "info@beispiel.de\u00a0"])("e-mail accepts %j", (v) =>
    expect(optionalEmailField.safeParse(v).success).toBe(true),
  );
  it.each(["info@", "info @beispiel.de"])("e-mail rejects %j", (v) =>
    expect(firstMessage(optionalEmailField.safeParse(v))).toBe(fieldMessages.email),
  );
});

describe("e-mail", () => {
  it.each(["info@pixelwerk-agentur.de", "a.b+c@sub.example.org"])("accepts %s", (v) => expect(isEmail(v)).toBe(true));
  it.each([
    "info@",
    "info@example",
    "info @example.de",
    "@example.de",
    "info@example.",
    "a@b@c.de",
    "a@firma..de",
    "a@.firma.de",
  ])("rejects %j", (v) => expect(isEmail(v)).toBe(false));
});

describe("hostname", () => {
  const label63 = "a".repeat(63);
  const label64 = "a".repeat(64);
  it.each([
    "beispiel.de",
    "pixelwerk-agentur.de",
    "www.müller-bäckerei.de",
    `${label63}.de`,
    "localhost",
    "a1.b2.c3",
    "øre.dk",
    "straße.de",
  ])("accepts %s", (v) => expect(isHostname(v)).toBe(true));
  it.each([
    "-beispiel.de",
    "beispiel-.de",
    "beispiel.-de",
    `${label64}.de`,
    "beispiel..de",
    ".beispiel.de",
    "beispiel.de.",
    "bei spiel.de",
    "beispiel_de.de",
    "ab×c.de",
    "ab÷c.de",
    "https://beispiel.de",
    "",
  ])("rejects %j", (v) => expect(isHostname(v)).toBe(false));
});

describe("deadline window", () => {
  const today = new Date(2025, 0, 1, 15, 30);
  const day = (offset: number) => new Date(2025, 0, 1 + offset, 9);
  it.each([
    [13, false],
    [14, true],
    [42, true],
    [43, false],
    [0, false],
  ])("day %i ahead selectable: %s", (offset, ok) => expect(isDeadlineSelectable(day(offset), today)).toBe(ok));

  it("spans midnight to midnight", () => {
    const { earliest, latest } = deadlineWindow(today);
    expect(formatDeadline(earliest)).toBe("15.01.2025");
    expect(formatDeadline(latest)).toBe("12.02.2025");
  });

  it("parses only real dd.MM.yyyy dates", () => {
    expect(parseDeadline("31.01.2025")).toEqual(new Date(2025, 0, 31));
    expect(parseDeadline("31.02.2025")).toBeNull();
    expect(parseDeadline("2025-01-31")).toBeNull();
    expect(parseDeadline("1.2.2025")).toBeNull();
    expect(parseDeadline("29.02.2028")).toEqual(new Date(2028, 1, 29));
    expect(parseDeadline("29.02.2027")).toBeNull();
    expect(parseDeadline("00.01.2025")).toBeNull();
    expect(parseDeadline("01.13.2025")).toBeNull();
    expect(parseDeadline("01.01.0000")).toBeNull();
  });

  it("formats dd.MM.yyyy and round-trips", () => {
    expect(formatDeadline(new Date(2025, 2, 5, 23, 59))).toBe("05.03.2025");
    expect(formatDeadline(parseDeadline("31.12.2026")!)).toBe("31.12.2026");
  });

  it("counts calendar days across the change to summer time", () => {
    // Europe/Berlin switches on 30.03.2025; the window still starts at local midnight.
    const { earliest } = deadlineWindow(new Date(2025, 2, 20, 12));
    expect([earliest.getDate(), earliest.getMonth(), earliest.getHours()]).toEqual([3, 3, 0]);
  });

  it("the field is optional and checks the window against today", () => {
    const inWindow = new Date();
    inWindow.setDate(inWindow.getDate() + 20);
    const tooSoon = new Date();
    tooSoon.setDate(tooSoon.getDate() + 13);
    expect(deadlineField.safeParse("").success).toBe(true);
    expect(deadlineField.safeParse(formatDeadline(inWindow)).success).toBe(true);
    expect(firstMessage(deadlineField.safeParse(formatDeadline(tooSoon)))).toBe(fieldMessages.deadline);
  });
});
