import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TablesInsert } from "~/lib/database.types";
import { firstInvalidStepBefore } from "~/features/wizard/model/navigation";
import type { UploadedFile, WizardData } from "~/features/wizard/model/wizard-data";
import { submitBriefing } from "~/features/wizard/submit/submit-briefing";
import { summaryText } from "~/features/wizard/summary/summary-text";
import { validWizardData } from "~/features/wizard/testing/wizard-fixtures";
import { MB } from "~/features/wizard/uploads/file-rules";
import { BUCKETS, imagePath, textPath, uploadImage, uploadLogo, uploadText } from "~/features/wizard/uploads/storage";
import { supabaseStorageBackend } from "~/features/wizard/uploads/transport";
import { anonClient, newSessionId, serviceClient, sessionFolder, stackUrl } from "./helpers/clients.ts";
import { validBriefing } from "./helpers/fixtures.ts";
import { publicUrl, storeFilesOf } from "./helpers/session-uploads.ts";

// What supabase/migrations/20261122000100_briefing_row_truth.sql adds: a
// submitted briefing holds only what the wizard can write, and everything the
// wizard accepts still lands.

type Briefing = TablesInsert<"webseitenkonzeption">;

const backend = () => supabaseStorageBackend((sessionId) => anonClient(sessionId));

/** The wizard's submit call, its files stored first. */
async function submitRow(briefing: Briefing) {
  await storeFilesOf(briefing);
  return anonClient(briefing.session_id)
    .from("webseitenkonzeption")
    .upsert(briefing, { onConflict: "session_id", ignoreDuplicates: true });
}

async function storedRows(sessionId: string) {
  const { data, error } = await serviceClient().from("webseitenkonzeption").select("*").eq("session_id", sessionId);
  expect(error).toBeNull();
  return data ?? [];
}

function file(name: string, type: string, size = 2048): File {
  return new File([randomBytes(size)], name, { type });
}

/** An entry as the upload widget writes it for an object at `path`, without the upload. */
function entryAt(bucket: string, path: string, fileName: string, mimeType: string, overrides: Partial<UploadedFile>) {
  const entry = { id: crypto.randomUUID(), fileName, url: publicUrl(bucket, path), size: 1000, mimeType, path };
  return { ...entry, ...overrides } satisfies UploadedFile;
}

/** A text entry as uploadText writes it. */
const textEntry = (sessionId: string, fileName = "Texte.pdf", overrides: Partial<UploadedFile> = {}) =>
  entryAt(BUCKETS.texts, textPath(sessionFolder(sessionId), fileName), fileName, "application/pdf", overrides);

/** An image entry as uploadImage writes it. */
const imageEntry = (sessionId: string, fileName = "Foto.jpg", overrides: Partial<UploadedFile> = {}) =>
  entryAt(BUCKETS.images, imagePath(sessionFolder(sessionId), fileName), fileName, "image/jpeg", overrides);

/** Which year it is already somewhere on Earth (UTC+14, the first zone to reach a new year). */
const yearInEarliestZone = () => new Date(Date.now() + 14 * 3_600_000).getUTCFullYear();

/**
 * `length` characters: `first`, then lines of one visible character each, what indenting blows
 * up most (the summary indents every further line by four spaces, but leaves a blank one empty).
 */
function lines(length: number, first = "a"): string {
  if (length <= first.length + 1) return first.padEnd(length, "z").slice(0, length);
  const rest = length - first.length;
  return `${first}${"\nz".repeat(Math.floor(rest / 2))}${rest % 2 === 1 ? "z" : ""}`;
}

describe("upload entries of a submitted briefing", () => {
  it("accepts real uploads of the session, whose file names have spaces and umlauts", async () => {
    const sessionId = newSessionId();
    const options = { backend: backend() };
    const [text, image, logo] = await Promise.all([
      uploadText(file("Über uns – Entwurf Nr. 2.pdf", "application/pdf"), sessionId, options),
      uploadImage(file("Team Foto Größe 1.jpg", "image/jpeg"), sessionId, options),
      uploadLogo(file("Mein Logo (final).SVG", "image/svg+xml"), { ...options, sessionId }),
    ]);
    const data = validWizardData({
      logo_status: "vorhanden",
      logo_file_url: logo.url,
      logo_file_name: logo.name,
      logo_file_size: logo.size,
      logo_mime_type: logo.mimeType,
      texte_status: "texte-hochladen",
      uploaded_texts: [text],
      bilder_status: "upload",
      uploaded_images: [image],
    });

    const result = await submitBriefing(data, sessionId, { client: anonClient(sessionId) });
    expect(result).toEqual({ ok: true, inserted: true });
    const [row] = await storedRows(sessionId);
    expect(row!.uploaded_texts).toEqual([text]);
    expect(row!.uploaded_images).toEqual([image]);
    expect(row!.logo_file_url).toBe(logo.url);
    expect(text.fileName).toBe("Über uns – Entwurf Nr. 2.pdf");
  });

  it("accepts an object path that needs URL-encoding, with the URL as supabase-js encodes it", async () => {
    const sessionId = newSessionId();
    // Paths are sanitised today (sanitize-file-name.ts); the server follows getPublicUrl's encodeURI anyway.
    // The object must be stored, and the local stack takes S3-safe ASCII keys only: spaces, not umlauts.
    const path = `texts/${sessionFolder(sessionId)}/abc123_Ueber uns (1) & mehr.pdf`;
    const entry = textEntry(sessionId, "Über uns (1) & mehr.pdf", { path, url: publicUrl(BUCKETS.texts, path) });
    expect(entry.url).toContain("/abc123_Ueber%20uns%20(1)%20&%20mehr.pdf");
    expect((await submitRow(validBriefing(sessionId, { uploaded_texts: [entry] }))).error).toBeNull();
  });

  it("accepts entries and logo on a hosted project URL and on a local stack", async () => {
    const sessionId = newSessionId();
    const folder = sessionFolder(sessionId);
    const hosted = "https://abcdefghijklmnop.supabase.co/storage/v1/object/public";
    const local = "http://127.0.0.1:54321/storage/v1/object/public";
    const { error } = await submitRow(
      validBriefing(sessionId, {
        logo_file_url: `${local}/azubiprojekt-logos/logos/0b7e5f2c-3f5d-4a8e-9d1c-2a6f4e8b9c10.png`,
        uploaded_texts: [
          textEntry(sessionId, "a.pdf", {
            path: `texts/${folder}/a_a.pdf`,
            url: `${hosted}/konfigurator-texte/texts/${folder}/a_a.pdf`,
          }),
        ],
        bilder_status: "upload",
        uploaded_images: [
          imageEntry(sessionId, "b.png", {
            mimeType: "image/png",
            size: 25 * MB,
            path: `uploads/${folder}/1-b-b.png`,
            url: `${local}/konfigurator-bilder/uploads/${folder}/1-b-b.png`,
          }),
        ],
      }),
    );
    expect(error).toBeNull();
  });

  type Forgery = [label: string, make: (sessionId: string) => Partial<Briefing>, constraint: string];
  const otherFolder = () => sessionFolder(newSessionId());
  const forged: Forgery[] = [
    [
      "text in another session's folder",
      () => {
        const path = `texts/${otherFolder()}/x_a.pdf`;
        return { uploaded_texts: [textEntry(newSessionId(), "a.pdf", { path, url: publicUrl(BUCKETS.texts, path) })] };
      },
      "uploaded_texts",
    ],
    [
      "text entry whose path lies in the image folder",
      (id) => {
        const path = `uploads/${sessionFolder(id)}/x_a.pdf`;
        return { uploaded_texts: [textEntry(id, "a.pdf", { path, url: publicUrl(BUCKETS.texts, path) })] };
      },
      "uploaded_texts",
    ],
    [
      "text entry in a sub-folder of the session folder",
      (id) => {
        const path = `texts/${sessionFolder(id)}/a/b.pdf`;
        return { uploaded_texts: [textEntry(id, "b.pdf", { path, url: publicUrl(BUCKETS.texts, path) })] };
      },
      "uploaded_texts",
    ],
    [
      "text entry whose path is the session folder's parent",
      (id) => {
        const path = `texts/${sessionFolder(id)}/..`;
        return { uploaded_texts: [textEntry(id, "a.pdf", { path, url: publicUrl(BUCKETS.texts, path) })] };
      },
      "uploaded_texts",
    ],
    [
      "text entry linking to another site",
      (id) => ({ uploaded_texts: [textEntry(id, "a.pdf", { url: "https://evil.example/phish.pdf" })] }),
      "uploaded_texts",
    ],
    [
      "text entry whose URL names another object than its path",
      (id) => ({
        uploaded_texts: [textEntry(id, "a.pdf", { url: textEntry(id, "other.pdf").url })],
      }),
      "uploaded_texts",
    ],
    [
      "text entry whose URL points into the image bucket",
      (id) => {
        const entry = textEntry(id);
        return {
          uploaded_texts: [{ ...entry, url: entry.url.replace("/konfigurator-texte/", "/konfigurator-bilder/") }],
        };
      },
      "uploaded_texts",
    ],
    [
      "text entry whose URL carries a query",
      (id) => {
        const entry = textEntry(id);
        return { uploaded_texts: [{ ...entry, url: `${entry.url}?download=x.exe` }] };
      },
      "uploaded_texts",
    ],
    [
      "text entry whose URL has user info before the host",
      (id) => {
        const entry = textEntry(id);
        return { uploaded_texts: [{ ...entry, url: entry.url.replace("://", "://project.supabase.co@") }] };
      },
      "uploaded_texts",
    ],
    [
      "text entry with a javascript: URL",
      (id) => ({ uploaded_texts: [textEntry(id, "a.pdf", { url: "javascript:alert(1)" })] }),
      "uploaded_texts",
    ],
    [
      "text entry with an extra key",
      (id) => ({ uploaded_texts: [{ ...textEntry(id), html: "<script>" }] }),
      "uploaded_texts",
    ],
    [
      "text entry without a path",
      (id) => {
        const { path: _path, ...entry } = textEntry(id);
        return { uploaded_texts: [entry] };
      },
      "uploaded_texts",
    ],
    [
      "text entry with the size as a string",
      (id) => ({ uploaded_texts: [{ ...textEntry(id), size: "1000" }] }),
      "uploaded_texts",
    ],
    [
      "text entry with an id that is a number",
      (id) => ({ uploaded_texts: [{ ...textEntry(id), id: 1 }] }),
      "uploaded_texts",
    ],
    [
      "text over 10 MB",
      (id) => ({ uploaded_texts: [textEntry(id, "a.pdf", { size: 10 * MB + 1 })] }),
      "uploaded_texts",
    ],
    ["text of negative size", (id) => ({ uploaded_texts: [textEntry(id, "a.pdf", { size: -1 })] }), "uploaded_texts"],
    ["text of 1.5 bytes", (id) => ({ uploaded_texts: [textEntry(id, "a.pdf", { size: 1.5 })] }), "uploaded_texts"],
    [
      "text of type text/html",
      (id) => ({ uploaded_texts: [textEntry(id, "a.html", { mimeType: "text/html" })] }),
      "uploaded_texts",
    ],
    [
      "image over 25 MB",
      (id) => ({ bilder_status: "upload", uploaded_images: [imageEntry(id, "a.jpg", { size: 25 * MB + 1 })] }),
      "uploaded_images",
    ],
    [
      "SVG image",
      (id) => ({ bilder_status: "upload", uploaded_images: [imageEntry(id, "a.svg", { mimeType: "image/svg+xml" })] }),
      "uploaded_images",
    ],
    [
      "image entry in the text folder",
      (id) => {
        const path = `texts/${sessionFolder(id)}/1-a-a.jpg`;
        return {
          bilder_status: "upload",
          uploaded_images: [imageEntry(id, "a.jpg", { path, url: publicUrl(BUCKETS.images, path) })],
        };
      },
      "uploaded_images",
    ],
    [
      "logo on another site",
      () => ({ logo_file_url: "https://evil.example/storage/v1/object/public/azubiprojekt-logos/x/logo.png" }),
      "logo_file_url",
    ],
    ["logo from the image bucket", (id) => ({ logo_file_url: imageEntry(id, "logo.png").url }), "logo_file_url"],
    [
      "logo outside logos/",
      () => ({ logo_file_url: `${stackUrl()}/storage/v1/object/public/azubiprojekt-logos/other/logo.png` }),
      "logo_file_url",
    ],
    [
      "logo URL with a query",
      () => ({ logo_file_url: `${stackUrl()}/storage/v1/object/public/azubiprojekt-logos/logos/a.png?x=1` }),
      "logo_file_url",
    ],
    // Step 1 takes any image the logo bucket does (…000600); an icon is none of them.
    ["logo of type image/x-icon", () => ({ logo_mime_type: "image/x-icon" }), "logo_mime_type"],
    ["logo of type text/html", () => ({ logo_mime_type: "text/html" }), "logo_mime_type"],
  ];

  it.each(forged)("refuses a %s", async (_label, make, constraint) => {
    const sessionId = newSessionId();
    const { error, status } = await submitRow(validBriefing(sessionId, make(sessionId)));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain(`webseitenkonzeption_${constraint}_check`);
    expect(await storedRows(sessionId)).toHaveLength(0);
  });
});

describe("lists and texts of a submitted briefing", () => {
  const refused: [label: string, overrides: Partial<Briefing>, constraint: string][] = [
    ["four fonts", { hausschriften: "Arial, Lato, Georgia, Poppins" }, "hausschriften"],
    ["the same font twice", { hausschriften: "Roboto, Open Sans, roboto" }, "hausschriften"],
    ["pages not starting with startseite", { seiten: ["kontakt", "startseite"] }, "seiten"],
    ["a page twice", { seiten: ["startseite", "kontakt", "kontakt"] }, "seiten"],
    ["a tab as page name", { seiten: ["startseite", "\t"] }, "seiten"],
    ["a custom page twice, differing in case and blanks", { custom_seiten: ["Team", " team"] }, "custom_seiten"],
    ["a custom page with a comma", { custom_seiten: ["Preise, Angebote"] }, "custom_seiten"],
    ["a no-break space as custom page", { custom_seiten: ["\u00a0"] }, "custom_seiten"],
    ["a colour the wizard does not offer", { farben: ["blau", "pink"] }, "farben"],
    ["a colour label instead of its id", { farben: ["Blau"] }, "farben"],
    ["the same colour twice", { farben: ["blau", "blau"] }, "farben"],
    ["a tab as company name", { firmenname: "\t" }, "firmenname"],
    ["a zero-width space as company name", { firmenname: "\u200b" }, "firmenname"],
    ["a braille blank as place", { ort: "\u2800" }, "ort"],
    ["a custom page of a word joiner", { custom_seiten: ["\u2060"] }, "custom_seiten"],
    [
      "U+0085 as 'sonstiges' goal, which trim() keeps",
      { hauptziel: "sonstiges", hauptziel_sonstiges: "\u0085" },
      "hauptziel_sonstiges",
    ],
    ["a no-break space as first name", { vorname: "\u00a0" }, "vorname"],
    ["an ideographic space as target group", { zielgruppe: "\u3000" }, "zielgruppe"],
    ["a line break as phone", { telefon: "\n\u2028" }, "telefon"],
    ["a BOM as 'sonstiges' industry", { branche: "sonstiges", branche_sonstiges: "\ufeff" }, "branche_sonstiges"],
    [
      "AGB chosen with only a thin space",
      { rechtliches: ["impressum", "datenschutz", "agb"], agb_text: "\u2009" },
      "agb_text",
    ],
    [
      "a new domain wish of a narrow no-break space",
      { domain_status: "neu", domain_name: null, wunsch_domain_name: "\u202f" },
      "wunsch_domain_name",
    ],
  ];

  it.each(refused)("refuses %s", async (_label, overrides, constraint) => {
    const sessionId = newSessionId();
    const { error, status } = await submitRow(validBriefing(sessionId, overrides));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain(`webseitenkonzeption_${constraint}_check`);
  });

  const accepted: [label: string, overrides: Partial<Briefing>][] = [
    ["three fonts with a blank entry between them", { hausschriften: "Arial, \u00a0 ,Lato,Georgia" }],
    ["a custom font with an umlaut", { hausschriften: "Größenwahn Sans, Lato" }],
    // JavaScript lower-cases 'İ' to 'i̇', so for the wizard these are two pages.
    ["custom pages 'İ' and 'i'", { custom_seiten: ["İ", "i"] }],
    // A resumed draft's repair removes exact duplicates only (session-record.ts).
    ["pages differing in case, as a repaired draft may hold them", { seiten: ["startseite", "Team", "team"] }],
    ["all three colours with umlauts and ß", { farben: ["grün", "türkis", "weiß"] }],
    ["a name of a letter between blanks", { vorname: "\u00a0A\t" }],
    ["a name with a letter among invisible characters", { firmenname: "\u200bA\u200d" }],
  ];

  it.each(accepted)("accepts %s", async (_label, overrides) => {
    const { error } = await submitRow(validBriefing(newSessionId(), overrides));
    expect(error).toBeNull();
  });
});

describe("answers that do not apply (…_briefing_only_applicable_answers.sql)", () => {
  const image = (sessionId: string) => [
    entryAt(BUCKETS.images, imagePath(sessionFolder(sessionId), "bild.png"), "bild.png", "image/png", {}),
  ];
  const refused: [label: string, overrides: (sessionId: string) => Partial<Briefing>][] = [
    ["an own industry beside a listed one", () => ({ branche: "handwerk" })],
    ["an own goal beside a listed one", () => ({ hauptziel: "informieren" })],
    ["uploaded texts while the texts are to be written", () => ({ texte_status: "erstellen-lassen" })],
    [
      "uploaded images while photos are to come later",
      (id) => ({ bilder_status: "later", uploaded_images: image(id) }),
    ],
    ["an AGB text without AGB", () => ({ rechtliches: ["impressum", "datenschutz"] })],
    ["a data-protection officer's contact without one", () => ({ datenschutzbeauftragter: false })],
    ["the existing domain beside a new one", () => ({ domain_status: "neu", wunsch_domain_name: "neu-technik.de" })],
    ["a wished domain beside the existing one", () => ({ wunsch_domain_name: "neu-technik.de" })],
  ];

  it.each(refused)("refuses %s", async (_label, overrides) => {
    const sessionId = newSessionId();
    const { error, status } = await submitRow(validBriefing(sessionId, overrides(sessionId)));
    expect(status).toBe(400);
    expect(error?.message).toContain("webseitenkonzeption_applicable_answers_check");
  });

  it("accepts the same briefings as the wizard sends them, the hidden answers left out", async () => {
    const sessionId = newSessionId();
    const briefing = validBriefing(sessionId, {
      branche: "handwerk",
      branche_sonstiges: null,
      bilder_status: "upload",
      uploaded_images: image(sessionId),
      domain_status: "neu",
      domain_name: null,
      wunsch_domain_name: "neu-technik.de",
    });
    expect((await submitRow(briefing)).error).toBeNull();
  });
});

describe("a logo file without a logo (…_no_logo_file_without_logo.sql)", () => {
  it("refuses a logo file beside 'Kein Logo gewünscht'", async () => {
    const { error, status } = await submitRow(validBriefing(newSessionId(), { logo_status: "kein-logo" }));
    expect(status).toBe(400);
    expect(error?.message).toContain("webseitenkonzeption_no_logo_file_without_logo_check");
  });

  it("accepts 'Kein Logo gewünscht' without the file, and a logo beside 'neu-erstellen'", async () => {
    const none = validBriefing(newSessionId(), {
      logo_status: "kein-logo",
      logo_file_url: null,
      logo_file_name: null,
      logo_file_size: null,
      logo_mime_type: null,
    });
    expect((await submitRow(none)).error).toBeNull();
    expect((await submitRow(validBriefing(newSessionId(), { logo_status: "neu-erstellen" }))).error).toBeNull();
  });
});

describe("file names (…_plain_file_names.sql)", () => {
  const text = (sessionId: string) => validBriefing(sessionId).uploaded_texts as UploadedFile[];
  it.each([
    [
      "a text named with a right-to-left override",
      (id: string) => ({ uploaded_texts: [{ ...text(id)[0]!, fileName: "Rechnung\u202Egnp.exe" }] }),
    ],
    ["the same text listed twice", (id: string) => ({ uploaded_texts: [text(id)[0]!, { ...text(id)[0]!, id: "t2" }] })],
    ["a logo name with a control character", () => ({ logo_file_name: "logo\u0007.png" })],
  ] as [string, (id: string) => Partial<Briefing>][])("refuses %s", async (_label, overrides) => {
    const sessionId = newSessionId();
    const { error, status } = await submitRow(validBriefing(sessionId, overrides(sessionId)));
    expect(status).toBe(400);
    expect(error?.message).toContain("webseitenkonzeption_uploads_named_plainly_check");
  });
});

describe("founding year", () => {
  it("accepts the year that has begun somewhere on Earth", async () => {
    const { error } = await submitRow(validBriefing(newSessionId(), { gruendungsjahr: yearInEarliestZone() }));
    expect(error).toBeNull();
  });

  it("accepts the current year and refuses next year", async () => {
    const current = new Date().getFullYear();
    expect((await submitRow(validBriefing(newSessionId(), { gruendungsjahr: current }))).error).toBeNull();
    const { error } = await submitRow(validBriefing(newSessionId(), { gruendungsjahr: yearInEarliestZone() + 1 }));
    expect(error?.message).toContain("webseitenkonzeption_gruendungsjahr_not_future");
  });

  it("keeps 1700 as the lower bound", async () => {
    expect((await submitRow(validBriefing(newSessionId(), { gruendungsjahr: 1700 }))).error).toBeNull();
    const { error } = await submitRow(validBriefing(newSessionId(), { gruendungsjahr: 1699 }));
    expect(error?.message).toContain("webseitenkonzeption_gruendungsjahr_check");
  });
});

/**
 * The answers that make summaryText() longest within the step schemas' caps:
 * every free text at its cap and made of one-character lines (each indented by
 * four spaces in the summary), 10 texts and 50 images whose entries fill the
 * server's 4 KB per entry with the file name, a 2,048-character logo URL.
 */
function longestBriefing(sessionId: string): WizardData {
  const folder = sessionFolder(sessionId);
  const entry = (bucket: string, path: string, mimeType: string, size: number, index: number): UploadedFile => {
    const base = { id: crypto.randomUUID(), fileName: "", url: publicUrl(bucket, path), size, mimeType, path };
    // Postgres renders a jsonb object with ": " and ", ": 11 bytes more than JSON.stringify for six keys.
    const room = 4096 - (Buffer.byteLength(JSON.stringify(base)) + 11);
    return { ...base, fileName: `${index}`.padEnd(room - 4, "x") + ".pdf" };
  };
  const logoTail = "/storage/v1/object/public/azubiprojekt-logos/logos/0b7e5f2c-3f5d-4a8e-9d1c-2a6f4e8b9c10.svg";
  const data: WizardData = {
    ...validWizardData(),
    firmenname: lines(200),
    rechtsform: "einzelunternehmen",
    branche: "sonstiges",
    branche_sonstiges: lines(200),
    adresse: lines(200),
    plz: "12345",
    ort: lines(100),
    land: lines(100),
    gruendungsjahr: "1998",
    vorname: lines(100),
    nachname: lines(100),
    position: lines(100),
    email: `${"e".repeat(254 - "@example.de".length)}@example.de`,
    telefon: lines(50),
    ustid: "DE123456789",
    handelsregister: `HRB ${"1".repeat(26)}`,
    logo_status: "neu-erstellen",
    logo_file_url: `${stackUrl()}/${"p".repeat(2048 - stackUrl().length - 1 - logoTail.length)}${logoTail}`,
    logo_file_name: lines(255),
    logo_file_size: 10 * MB,
    logo_mime_type: "image/svg+xml",
    farben: ["türkis", "schwarz", "orange"],
    selected_color_scheme: lines(200),
    hausfarben: lines(1000),
    stil: "klassisch",
    tonalitaet: "vertrauensvoll",
    hausschriften: lines(500),
    designrichtlinien: lines(5000),
    hauptziel: "sonstiges",
    hauptziel_sonstiges: lines(200),
    zielgruppe: lines(2000),
    hauptbotschaft: lines(2000),
    usp: lines(2000),
    leistungen: lines(5000),
    seitenpaket: "business",
    seiten: ["startseite", ...Array.from({ length: 49 }, (_, index) => lines(100, `S${index}`))],
    custom_seiten: Array.from({ length: 30 }, (_, index) => lines(100, `C${index}`)),
    texte_status: "texte-hochladen",
    uploaded_texts: Array.from({ length: 10 }, (_, index) =>
      entry(BUCKETS.texts, textPath(folder, "Text.pdf"), "application/pdf", 10 * MB, index),
    ),
    besondere_botschaften: lines(2000),
    kontakt_telefon: "+49 (0)30 123456-78",
    kontakt_email: `${"k".repeat(254 - "@example.de".length)}@example.de`,
    oeffnungszeiten: lines(1000),
    kontaktformular: true,
    bilder_status: "upload",
    uploaded_images: Array.from({ length: 50 }, (_, index) =>
      entry(BUCKETS.images, imagePath(folder, "Bild.jpg"), "image/jpeg", 25 * MB, index),
    ),
    besonderheiten: lines(5000),
    rechtliches: ["impressum", "datenschutz", "agb"],
    agb_text: lines(50000),
    datenschutzbeauftragter: true,
    datenschutzbeauftragter_kontakt: lines(1000),
    domain_status: "neu",
    domain_name: lines(253),
    wunsch_domain_name: lines(253),
    referenz_websites: lines(5000),
    zusaetzliche_anmerkungen: lines(5000),
    bevorzugte_kontaktzeit: lines(200),
  };
  return data;
}

describe("summary text", () => {
  it("accepts the longest summary the wizard can generate", async () => {
    const sessionId = newSessionId();
    const data = longestBriefing(sessionId);
    // Every step accepts these answers, so the wizard would submit them.
    expect(firstInvalidStepBefore(6, data)).toBeNull();
    // One instant for both: the summary says when it arrived, to the minute.
    const submittedAt = new Date();
    const summary = summaryText(data, { submittedAt, sessionId });
    // The migration's comment derived at most 745,000 when a blank line was indented too (5 × the
    // free texts). Since blank lines stay empty, each indented line holds a visible character:
    // at most 3 × 97,367 for the free texts, 248,160 for the file lines and < 10,000 for the rest.
    expect(summary.length).toBeGreaterThan(520_000);
    expect(summary.length).toBeLessThan(551_000);

    await storeFilesOf(data);
    expect(await submitBriefing(data, sessionId, { client: anonClient(sessionId), submittedAt })).toEqual({
      ok: true,
      inserted: true,
    });
    const [row] = await storedRows(sessionId);
    expect(row!.zusammenfassung).toBe(summary.trim());
    expect(row!.uploaded_images).toHaveLength(50);
  });

  it("refuses a summary over a million characters", async () => {
    const sessionId = newSessionId();
    const { error } = await submitRow(validBriefing(sessionId, { zusammenfassung: "x".repeat(1_000_001) }));
    expect(error?.message).toContain("webseitenkonzeption_zusammenfassung_check");
  });
});
