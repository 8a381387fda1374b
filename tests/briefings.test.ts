import { describe, expect, it } from "vitest";
import type { TablesInsert } from "~/lib/database.types";
import { anonClient, newSessionId, serviceClient } from "./helpers/clients.ts";
import { isoDateInDays, validBriefing } from "./helpers/fixtures.ts";
import { storeFilesOf } from "./helpers/session-uploads.ts";

type Briefing = TablesInsert<"webseitenkonzeption">;

/** The wizard's submit call (SPEC §7): idempotent per session, nothing read back. Its files are stored first. */
async function submit(briefing: Briefing, asSession = briefing.session_id) {
  await storeFilesOf(briefing);
  return anonClient(asSession)
    .from("webseitenkonzeption")
    .upsert(briefing, { onConflict: "session_id", ignoreDuplicates: true });
}

async function storedBriefings(sessionId: string) {
  const { data, error } = await serviceClient().from("webseitenkonzeption").select("*").eq("session_id", sessionId);
  expect(error).toBeNull();
  return data ?? [];
}

describe("webseitenkonzeption", () => {
  it("stores a submitted briefing with every wizard field", async () => {
    const sessionId = newSessionId();
    const briefing = validBriefing(sessionId);
    const { error, status } = await submit(briefing);
    expect(error).toBeNull();
    expect(status).toBe(201);

    const rows = await storedBriefings(sessionId);
    expect(rows).toHaveLength(1);
    // Nothing typed may be lost: every column the wizard sent comes back unchanged.
    expect(rows[0]).toMatchObject(briefing);
  });

  it("stores a minimal briefing with '' for untouched optional fields as null", async () => {
    const sessionId = newSessionId();
    const minimal: Briefing = {
      session_id: sessionId,
      firmenname: "Nur Pflicht e.K.",
      rechtsform: "einzelunternehmen",
      branche: "handwerk",
      branche_sonstiges: "",
      adresse: "Weg 2",
      plz: "01067",
      ort: "Dresden",
      vorname: "Max",
      nachname: "Muster",
      position: "Inhaber",
      email: "max@example.de",
      telefon: "0351 123456",
      ustid: "",
      handelsregister: "",
      logo_status: "kein-logo",
      farben: ["rot"],
      hauptziel: "kontakt",
      hauptziel_sonstiges: "",
      zielgruppe: "Nachbarn",
      texte_status: "erstellen-lassen",
      bilder_status: "professional",
      kontakt_telefon: "",
      kontakt_email: "",
      domain_status: "neu",
      domain_name: "",
      wunsch_domain_name: "nur-pflicht.de",
      agb_text: "",
      datenschutzbeauftragter_kontakt: "",
      zusammenfassung: "Kurz.",
    };
    expect((await submit(minimal)).error).toBeNull();
    const [row] = await storedBriefings(sessionId);
    expect(row).toMatchObject({
      land: "Deutschland",
      ustid: null,
      handelsregister: null,
      kontakt_email: null,
      domain_name: null,
      seiten: ["startseite"],
      rechtliches: ["impressum", "datenschutz"],
      kontaktformular: true,
      datenschutzbeauftragter: false,
    });
  });

  it("keeps one row when the same session is submitted twice", async () => {
    const sessionId = newSessionId();
    expect((await submit(validBriefing(sessionId))).error).toBeNull();
    const second = await submit(validBriefing(sessionId, { firmenname: "Doppelt GmbH" }));
    expect(second.error).toBeNull();

    const rows = await storedBriefings(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firmenname).toBe("Mustermann Haustechnik GmbH");
  });

  it("makes the wizard session unloadable once the briefing is submitted", async () => {
    const sessionId = newSessionId();
    const visitor = anonClient(sessionId);
    await visitor
      .from("wizard_sessions")
      .upsert({ id: sessionId, session_data: { firmenname: "X" }, current_step: 6 }, { onConflict: "id" });
    expect((await visitor.from("wizard_sessions").select("id").eq("id", sessionId)).data).toHaveLength(1);

    expect((await submit(validBriefing(sessionId))).error).toBeNull();

    expect((await visitor.from("wizard_sessions").select("id").eq("id", sessionId)).data).toEqual([]);
    const { data } = await serviceClient().from("wizard_sessions").select("id").eq("id", sessionId);
    expect(data).toEqual([]);

    // A late autosave after the submit does not bring the draft back.
    const lateSave = await visitor
      .from("wizard_sessions")
      .upsert({ id: sessionId, session_data: { firmenname: "X" }, current_step: 6 }, { onConflict: "id" });
    expect(lateSave.error).toBeNull();
    expect((await serviceClient().from("wizard_sessions").select("id").eq("id", sessionId)).data).toEqual([]);
  });

  it("refuses a briefing for a session the caller does not hold", async () => {
    const victim = newSessionId();
    const { error } = await submit(validBriefing(victim), newSessionId());
    expect(error?.code).toBe("42501");
    expect(await storedBriefings(victim)).toHaveLength(0);

    const withoutHeader = await anonClient()
      .from("webseitenkonzeption")
      .upsert(validBriefing(victim), { onConflict: "session_id", ignoreDuplicates: true });
    expect(withoutHeader.error?.code).toBe("42501");
  });

  it("never shows briefings to visitors, not even their own content", async () => {
    const sessionId = newSessionId();
    await submit(validBriefing(sessionId));
    const visitor = anonClient(sessionId);

    const everything = await visitor.from("webseitenkonzeption").select("*");
    expect(everything.error?.code).toBe("42501");
    // Only the own session id is visible, i.e. "this session was submitted".
    const own = await visitor.from("webseitenkonzeption").select("session_id");
    expect(own.data).toEqual([{ session_id: sessionId }]);
    const others = await anonClient(newSessionId()).from("webseitenkonzeption").select("session_id");
    expect(others.data).toEqual([]);
  });

  it("does not let a visitor change or delete a briefing", async () => {
    const sessionId = newSessionId();
    await submit(validBriefing(sessionId));
    const visitor = anonClient(sessionId);
    expect(
      (await visitor.from("webseitenkonzeption").update({ firmenname: "X" }).eq("session_id", sessionId)).error?.code,
    ).toBe("42501");
    expect((await visitor.from("webseitenkonzeption").delete().eq("session_id", sessionId)).error?.code).toBe("42501");
    expect(await storedBriefings(sessionId)).toHaveLength(1);
  });

  const refused: [string, Partial<Briefing>, string][] = [
    ["blank company name", { firmenname: "  " }, "firmenname"],
    ["unknown legal form", { rechtsform: "ag" }, "rechtsform"],
    ["unknown industry", { branche: "raumfahrt", branche_sonstiges: null }, "branche"],
    ["'sonstiges' industry without text", { branche: "sonstiges", branche_sonstiges: "" }, "branche_sonstiges"],
    ["four-digit PLZ", { plz: "1234" }, "plz"],
    ["PLZ with letters", { plz: "1011A" }, "plz"],
    ["founding year before 1700", { gruendungsjahr: 1699 }, "gruendungsjahr"],
    ["founding year in the future", { gruendungsjahr: new Date().getFullYear() + 2 }, "gruendungsjahr_not_future"],
    ["USt-ID without DE", { ustid: "AT123456789" }, "ustid"],
    ["USt-ID with 8 digits", { ustid: "DE12345678" }, "ustid"],
    ["Handelsregister HRC", { handelsregister: "HRC 123" }, "handelsregister"],
    ["blank position", { position: "" }, "position"],
    ["unknown logo status", { logo_status: "egal" }, "logo_status"],
    ["logo URL that is not http(s)", { logo_file_url: "javascript:alert(1)" }, "logo_file_url"],
    ["no colour", { farben: [] }, "farben"],
    ["four colours", { farben: ["blau", "rot", "gelb", "grün"] }, "farben"],
    ["colours as a JSON string", { farben: '["blau"]' }, "farben"],
    ["unknown style", { stil: "retro" }, "stil"],
    ["unknown tonality", { tonalitaet: "frech" }, "tonalitaet"],
    ["unknown main goal", { hauptziel: "spass", hauptziel_sonstiges: null }, "hauptziel"],
    ["'sonstiges' goal without text", { hauptziel: "sonstiges", hauptziel_sonstiges: " " }, "hauptziel_sonstiges"],
    ["blank target group", { zielgruppe: "" }, "zielgruppe"],
    ["no pages", { seiten: [] }, "seiten"],
    ["text upload without texts", { texte_status: "texte-hochladen", uploaded_texts: [] }, "uploaded_texts"],
    ["eleven texts", { uploaded_texts: Array.from({ length: 11 }, (_, i) => ({ id: `t${i}` })) }, "uploaded_texts"],
    ["unknown image choice", { bilder_status: "stock" }, "bilder_status"],
    ["image upload without images", { bilder_status: "upload", uploaded_images: [] }, "uploaded_images"],
    [
      "51 images",
      { bilder_status: "upload", uploaded_images: Array.from({ length: 51 }, (_, i) => ({ id: `i${i}` })) },
      "uploaded_images",
    ],
    ["contact phone with letters", { kontakt_telefon: "ruf an" }, "kontakt_telefon"],
    ["contact e-mail without @", { kontakt_email: "info.example.de" }, "kontakt_email"],
    ["legal list without imprint", { rechtliches: ["datenschutz", "agb"] }, "rechtliches"],
    [
      "legal list with an unknown entry",
      { rechtliches: ["impressum", "datenschutz", "agb", "cookies"] },
      "rechtliches",
    ],
    ["legal list as a JSON string", { rechtliches: '["impressum","datenschutz"]', agb_text: null }, "rechtliches"],
    ["uploaded texts as a JSON string", { uploaded_texts: '[{"id":"t1"}]' }, "uploaded_texts"],
    [
      "uploaded image entry that is not an object",
      { bilder_status: "upload", uploaded_images: ["bild.jpg"] },
      "uploaded_images",
    ],
    ["AGB chosen without text", { rechtliches: ["impressum", "datenschutz", "agb"], agb_text: "" }, "agb_text"],
    [
      "data-protection officer without contact",
      { datenschutzbeauftragter: true, datenschutzbeauftragter_kontakt: "" },
      "datenschutzbeauftragter_kontakt",
    ],
    ["unknown domain status", { domain_status: "egal", domain_name: null }, "domain_status"],
    ["existing domain without name", { domain_status: "vorhanden", domain_name: "" }, "domain_name"],
    ["existing domain with a space", { domain_status: "vorhanden", domain_name: "meine firma.de" }, "domain_name"],
    ["domain label starting with a hyphen", { domain_status: "vorhanden", domain_name: "-firma.de" }, "domain_name"],
    // Inside the Latin-1 block but no letters.
    ["domain with a multiplication sign", { domain_status: "vorhanden", domain_name: "ab×c.de" }, "domain_name"],
    ["domain with a division sign", { domain_status: "vorhanden", domain_name: "ab÷c.de" }, "domain_name"],
    [
      "domain label of 64 characters",
      { domain_status: "vorhanden", domain_name: `${"a".repeat(64)}.de` },
      "domain_name",
    ],
    [
      "new domain without a wish",
      { domain_status: "neu", domain_name: null, wunsch_domain_name: "" },
      "wunsch_domain_name",
    ],
    ["deadline far in the future", { projekt_deadline: isoDateInDays(120) }, "projekt_deadline_window"],
    ["deadline 44 days ahead", { projekt_deadline: isoDateInDays(44) }, "projekt_deadline_window"],
    ["deadline 12 days ahead", { projekt_deadline: isoDateInDays(12) }, "projekt_deadline_window"],
    ["deadline in the past", { projekt_deadline: isoDateInDays(-3) }, "projekt_deadline_window"],
    ["summary over a million characters", { zusammenfassung: "x".repeat(1_000_001) }, "zusammenfassung"],
    ["200 kB design wishes", { designrichtlinien: "x".repeat(200_000) }, "designrichtlinien"],
  ];

  it.each(refused)("refuses a %s", async (_label, overrides, constraint) => {
    const sessionId = newSessionId();
    const { error, status } = await submit(validBriefing(sessionId, overrides));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain(`webseitenkonzeption_${constraint}`);
    expect(await storedBriefings(sessionId)).toHaveLength(0);
  });

  it.each([
    ["a subdomain", "www.mustermann-haustechnik.de"],
    ["an umlaut domain", "müller-bäder.de"],
    ["a digits-only label", "123.de"],
  ])("accepts %s as existing domain", async (_label, domain_name) => {
    const { error } = await submit(validBriefing(newSessionId(), { domain_status: "vorhanden", domain_name }));
    expect(error).toBeNull();
  });

  it("accepts a WebP logo, as step 1's widget and the logo bucket do", async () => {
    const logo_file_url = "https://project.supabase.co/storage/v1/object/public/azubiprojekt-logos/logos/abc.webp";
    const row = validBriefing(newSessionId(), {
      logo_file_url,
      logo_file_name: "logo.webp",
      logo_mime_type: "image/webp",
    });
    expect((await submit(row)).error).toBeNull();
  });

  it("accepts a logo served by a local stack on localhost", async () => {
    const logo_file_url = "http://localhost:54321/storage/v1/object/public/azubiprojekt-logos/logos/a.png";
    expect((await submit(validBriefing(newSessionId(), { logo_file_url }))).error).toBeNull();
  });

  it("accepts the current year as founding year and a deadline 42 days ahead", async () => {
    const { error } = await submit(
      validBriefing(newSessionId(), { gruendungsjahr: new Date().getFullYear(), projekt_deadline: isoDateInDays(42) }),
    );
    expect(error).toBeNull();
  });

  // One day of slack each way for a visitor whose day is not Berlin's (the wizard offers 14–42).
  it.each([13, 14, 43])("accepts a deadline %i days ahead", async (days) => {
    const { error } = await submit(validBriefing(newSessionId(), { projekt_deadline: isoDateInDays(days) }));
    expect(error).toBeNull();
  });
});
