// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData, type WizardData } from "../model/wizard-data";
import { fullBriefing } from "../testing/full-briefing";
import { summaryText } from "../summary/summary-text";
import { deadlineToIsoDate, submitBriefing, type SubmitResult, toBriefingRow } from "./submit-briefing";

const SESSION = "session_1732230000000_AAAAAAAAAAAAAAAAAAAAAA";

describe("deadlineToIsoDate", () => {
  it("turns dd.MM.yyyy into an ISO date", () => {
    expect(deadlineToIsoDate("05.03.2026")).toBe("2026-03-05");
    expect(deadlineToIsoDate("31.12.2025")).toBe("2025-12-31");
  });
  it("is null for empty or impossible dates", () => {
    expect(deadlineToIsoDate("")).toBeNull();
    expect(deadlineToIsoDate("31.02.2026")).toBeNull();
    expect(deadlineToIsoDate("2026-03-05")).toBeNull();
  });
});

describe("toBriefingRow", () => {
  const data = fullBriefing(new Date(2026, 0, 1));
  const row = toBriefingRow(data, SESSION, "Zusammenfassung");

  it("maps every wizard field to its column (only the package choice has none)", () => {
    const fields = Object.keys(data).filter((key) => key !== "seitenpaket");
    for (const field of fields) expect(row, field).toHaveProperty(field);
    expect(Object.keys(row).sort()).toEqual([...fields, "session_id", "zusammenfassung"].sort());
  });

  it("keeps every value", () => {
    for (const [key, value] of Object.entries(data) as Array<[keyof WizardData, unknown]>) {
      if (key === "seitenpaket" || key === "gruendungsjahr" || key === "projekt_deadline") continue;
      expect(row[key as keyof typeof row], key).toEqual(value);
    }
    expect(row.gruendungsjahr).toBe(1998);
    expect(row.projekt_deadline).toBe("2026-01-22");
    expect(row.session_id).toBe(SESSION);
    expect(row.zusammenfassung).toBe("Zusammenfassung");
  });

  it("leaves out answers hidden by a later choice, and its summary text does too", () => {
    const changed: WizardData = {
      ...data,
      branche: "handwerk",
      branche_sonstiges: "Altes Gewerbe",
      hauptziel: "informieren",
      hauptziel_sonstiges: "Altes Ziel",
      bilder_status: "professional",
      domain_status: "neu",
      domain_name: "alte-domain.de",
      wunsch_domain_name: "neue-domain.de",
      // From a draft stored before the steps cleared these themselves.
      texte_status: "erstellen-lassen",
      rechtliches: ["impressum", "datenschutz"],
      datenschutzbeauftragter: false,
      // A logo uploaded in step 1, then "Kein Logo gewünscht" chosen in step 2.
      logo_status: "kein-logo",
    };
    const text = summaryText(changed, { submittedAt: new Date(2026, 0, 1) });
    const sent = toBriefingRow(changed, SESSION, text);
    expect(sent).toMatchObject({
      logo_status: "kein-logo",
      logo_file_url: "",
      logo_file_name: "",
      logo_file_size: null,
      logo_mime_type: "",
      branche: "handwerk",
      branche_sonstiges: "",
      hauptziel_sonstiges: "",
      bilder_status: "professional",
      uploaded_images: [],
      domain_name: "",
      wunsch_domain_name: "neue-domain.de",
      uploaded_texts: [],
      agb_text: "",
      datenschutzbeauftragter_kontakt: "",
    });
    for (const stale of [
      "Altes Gewerbe",
      "Altes Ziel",
      "alte-domain.de",
      data.uploaded_images[0]!.fileName,
      data.logo_file_name,
      data.logo_file_url,
    ]) {
      expect(text).not.toContain(stale);
    }
    expect(text).toContain("neue-domain.de");
    // The draft keeps them: switching back brings them back.
    expect(changed.uploaded_images).toEqual(data.uploaded_images);
  });

  it("sends the logo with a wish for a new one: it is the template", () => {
    const sent = toBriefingRow({ ...data, logo_status: "neu-erstellen" }, SESSION, "Zusammenfassung");
    expect(sent).toMatchObject({ logo_file_url: data.logo_file_url, logo_file_name: data.logo_file_name });
  });

  it("sends file names without direction or control characters, also from a draft stored before uploads dropped them", () => {
    const sent = toBriefingRow(
      {
        ...data,
        logo_file_name: "Logo\u202Egnp.exe",
        uploaded_texts: [{ ...data.uploaded_texts[0]!, fileName: "Texte\u2066.pdf" }],
      },
      SESSION,
      "Zusammenfassung",
    );
    expect(sent.logo_file_name).toBe("Logognp.exe");
    expect((sent.uploaded_texts as { fileName: string }[])[0]!.fileName).toBe("Texte.pdf");
  });

  it("sends text trimmed as the step rules judged it, Unicode blanks included", () => {
    const padded = toBriefingRow(
      { ...data, ustid: "DE123456789\u00a0", kontakt_telefon: "\t0351 123456 ", firmenname: "\u3000Bäckerei " },
      SESSION,
      "Zusammenfassung",
    );
    expect(padded.ustid).toBe("DE123456789");
    expect(padded.kontakt_telefon).toBe("0351 123456");
    expect(padded.firmenname).toBe("Bäckerei");
  });

  it("sends texts composed (NFC) and without invisible characters at their ends, flag emoji intact", () => {
    const scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}";
    const messy = toBriefingRow(
      {
        ...data,
        vorname: "Zoe\u0308\u200b",
        firmenname: "\u200fBa\u0308ckerei Mu\u0308ller\ufeff",
        hauptbotschaft: `Frisch aus Edinburgh ${scotland}`,
      },
      SESSION,
      "Zusammenfassung",
    );
    expect(messy.vorname).toBe("Zoë");
    expect(messy.firmenname).toBe("Bäckerei Müller");
    expect(messy.hauptbotschaft).toBe(`Frisch aus Edinburgh ${scotland}`);
  });

  it("sends lists as JSON arrays, not strings", () => {
    expect(row.farben).toEqual(["gelb", "braun", "weiß"]);
    expect(JSON.parse(JSON.stringify(row.uploaded_texts))).toEqual(data.uploaded_texts);
  });

  it("sends codes, numbers and addresses tidied, also when the step went with Enter before a field was left", () => {
    const row = toBriefingRow(
      {
        ...data,
        plz: "10 115",
        ustid: "de 123 456 789",
        handelsregister: "hrb  12345",
        email: "mailto:erika@beispiel.de",
        kontakt_telefon: "030/123\u00a0456",
        domain_status: "vorhanden",
        domain_name: "https://www.Baeckerei.de/",
      },
      SESSION,
      "",
    );
    expect(row).toMatchObject({
      plz: "10115",
      ustid: "DE123456789",
      handelsregister: "HRB 12345",
      email: "erika@beispiel.de",
      kontakt_telefon: "030 123 456",
      domain_name: "www.baeckerei.de",
    });
  });

  it("names the default country when the optional Land was left empty (SPEC §3)", () => {
    expect(toBriefingRow({ ...data, land: "  " }, SESSION, "").land).toBe("Deutschland");
    // Invisible characters count as empty, as in the database (a zero-width space, a soft hyphen).
    expect(toBriefingRow({ ...data, land: "\u200b" }, SESSION, "").land).toBe("Deutschland");
    expect(toBriefingRow({ ...data, land: "\u00ad " }, SESSION, "").land).toBe("Deutschland");
    expect(toBriefingRow({ ...data, land: "Österreich" }, SESSION, "").land).toBe("Österreich");
  });

  it("maps an empty year and deadline to null", () => {
    const empty = toBriefingRow(emptyWizardData(), SESSION, "");
    expect(empty.gruendungsjahr).toBeNull();
    expect(empty.projekt_deadline).toBeNull();
    expect(empty.logo_file_size).toBeNull();
  });

  it("keeps only the entry fields of uploads", () => {
    const extra = { ...data.uploaded_images[0]!, preview: "blob:x" };
    const mapped = toBriefingRow({ ...data, uploaded_images: [extra] }, SESSION, "");
    expect(mapped.uploaded_images).toEqual([data.uploaded_images[0]]);
  });
});

/** `sentBefore`: the rows the existence check finds; `result`: what the insert answers. */
function fakeClient(result: { error: unknown } | Error, sentBefore: unknown[] = []) {
  const retry = vi.fn(async () => ({ data: sentBefore, error: null }));
  const eq = vi.fn(() => ({ retry }));
  const select = vi.fn(() => ({ eq }));
  const upsert = vi.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  const from = vi.fn(() => ({ select, upsert }));
  return { client: { from } as never, from, upsert, select, eq, retry };
}

describe("submitBriefing", () => {
  it("upserts one row per session, ignoring duplicates, after asking whether it was sent before", async () => {
    const { client, from, upsert, select, eq, retry } = fakeClient({ error: null });
    const submittedAt = new Date("2026-01-01T10:00:00Z");
    const result = await submitBriefing(fullBriefing(), SESSION, { client, submittedAt });
    expect(result).toEqual({ ok: true, inserted: true });
    expect(select).toHaveBeenCalledWith("session_id");
    expect(eq).toHaveBeenCalledWith("session_id", SESSION);
    expect(retry).toHaveBeenCalledWith(false);
    expect(from).toHaveBeenCalledWith("webseitenkonzeption");
    const [row, options] = upsert.mock.calls[0] as unknown as [Record<string, unknown>, unknown];
    expect(options).toEqual({ onConflict: "session_id", ignoreDuplicates: true });
    expect(row.session_id).toBe(SESSION);
    expect(row.zusammenfassung).toContain("Abgeschickt: 01.01.2026, 11:00 Uhr (laut Gerät des Absenders)");
  });

  it("says when the session had been sent before (nothing inserted)", async () => {
    const { client, upsert } = fakeClient({ error: null }, [{ session_id: SESSION }]);
    expect(await submitBriefing(fullBriefing(), SESSION, { client })).toEqual({ ok: true, inserted: false });
    expect(upsert).not.toHaveBeenCalled();
  });

  it("reports an insert error", async () => {
    const { client } = fakeClient({ error: { message: "violates check constraint", code: "23514" } });
    expect(await submitBriefing(fullBriefing(), SESSION, { client })).toEqual({
      ok: false,
      reason: "insert",
      error: { message: "violates check constraint", code: "23514" },
    });
  });

  it("reports anything else as unexpected", async () => {
    const { client } = fakeClient(new Error("boom"));
    expect(await submitBriefing(fullBriefing(), SESSION, { client })).toMatchObject({
      ok: false,
      reason: "unexpected",
    });
  });
});

describe("submitBriefing when the backend never answers", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("ends with an insert failure after 15 s instead of waiting for ever", async () => {
    vi.useFakeTimers();
    const hang = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
        ),
    );
    vi.stubGlobal("fetch", hang);
    let result: SubmitResult | undefined;
    void submitBriefing(fullBriefing(), SESSION).then((outcome) => (result = outcome));
    // supabase-js is loaded on submit.
    await vi.waitFor(() => expect(hang).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(14_000);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_100);
    // The check whether it was sent before got no answer: the insert would get none either.
    expect(result).toMatchObject({ ok: false, reason: "insert" });
    expect(hang).toHaveBeenCalledTimes(1);
  });
});
