import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, TablesInsert } from "~/lib/database.types";
import { parseDeadline } from "~/schemas/wizard-fields";
import { applicableAnswers } from "../model/applicable-answers";
import { tidyAnswers } from "../model/tidy-answers";
import { countryOf, type UploadedFile, type WizardData } from "../model/wizard-data";
import { summaryText } from "../summary/summary-text";

export type BriefingRow = TablesInsert<"webseitenkonzeption">;

/**
 * Every wizard field that has a column. `seitenpaket` has none: the package
 * is a means to fill `seiten` and is kept in the summary text instead.
 */
type MappedFields = Omit<WizardData, "seitenpaket">;

/** dd.MM.yyyy → yyyy-MM-dd for the date column; null when empty or no real date. */
export function deadlineToIsoDate(value: string): string | null {
  const date = parseDeadline(value.trim());
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function yearOrNull(value: string): number | null {
  const year = Number.parseInt(value.trim(), 10);
  return /^\d{1,4}$/.test(value.trim()) && Number.isFinite(year) ? year : null;
}

/** Only the entry's own fields: the server limits each entry's size. Names come plain from tidyAnswers. */
const uploads = (files: readonly UploadedFile[]) =>
  files.map(({ id, fileName, url, size, mimeType, path }) => ({
    id,
    fileName,
    url,
    size,
    mimeType,
    path,
  }));

/**
 * WizardData → one row of public.webseitenkonzeption: the answers that apply
 * (applicableAnswers), tidied (tidyAnswers: texts trimmed, see tidyText); the server stores blanks as null.
 * Lists go as JSON.
 */
export function toBriefingRow(answers: WizardData, sessionId: string, zusammenfassung: string): BriefingRow {
  const data = tidyAnswers(applicableAnswers(answers));
  const columns = {
    firmenname: data.firmenname,
    rechtsform: data.rechtsform,
    branche: data.branche,
    branche_sonstiges: data.branche_sonstiges,
    adresse: data.adresse,
    plz: data.plz,
    ort: data.ort,
    land: countryOf(data),
    gruendungsjahr: yearOrNull(data.gruendungsjahr),
    vorname: data.vorname,
    nachname: data.nachname,
    position: data.position,
    email: data.email,
    telefon: data.telefon,
    ustid: data.ustid,
    handelsregister: data.handelsregister,
    logo_status: data.logo_status,
    logo_file_url: data.logo_file_url,
    logo_file_name: data.logo_file_name,
    logo_file_size: data.logo_file_size,
    logo_mime_type: data.logo_mime_type,
    farben: [...data.farben],
    selected_color_scheme: data.selected_color_scheme,
    hausfarben: data.hausfarben,
    stil: data.stil,
    tonalitaet: data.tonalitaet,
    hausschriften: data.hausschriften,
    designrichtlinien: data.designrichtlinien,
    hauptziel: data.hauptziel,
    hauptziel_sonstiges: data.hauptziel_sonstiges,
    zielgruppe: data.zielgruppe,
    hauptbotschaft: data.hauptbotschaft,
    usp: data.usp,
    leistungen: data.leistungen,
    seiten: [...data.seiten],
    custom_seiten: [...data.custom_seiten],
    texte_status: data.texte_status,
    uploaded_texts: uploads(data.uploaded_texts),
    besondere_botschaften: data.besondere_botschaften,
    kontakt_telefon: data.kontakt_telefon,
    kontakt_email: data.kontakt_email,
    oeffnungszeiten: data.oeffnungszeiten,
    kontaktformular: data.kontaktformular,
    bilder_status: data.bilder_status,
    uploaded_images: uploads(data.uploaded_images),
    besonderheiten: data.besonderheiten,
    rechtliches: [...data.rechtliches],
    agb_text: data.agb_text,
    datenschutzbeauftragter: data.datenschutzbeauftragter,
    datenschutzbeauftragter_kontakt: data.datenschutzbeauftragter_kontakt,
    domain_status: data.domain_status,
    domain_name: data.domain_name,
    wunsch_domain_name: data.wunsch_domain_name,
    referenz_websites: data.referenz_websites,
    zusaetzliche_anmerkungen: data.zusaetzliche_anmerkungen,
    bevorzugte_kontaktzeit: data.bevorzugte_kontaktzeit,
    projekt_deadline: deadlineToIsoDate(data.projekt_deadline),
  } satisfies Record<keyof MappedFields, unknown> & Omit<BriefingRow, "session_id">;
  return { session_id: sessionId, ...columns, zusammenfassung };
}

export type SubmitResult =
  | { ok: true; inserted: boolean }
  | { ok: false; reason: "insert"; error: { message: string; code?: string; details?: string } }
  | { ok: false; reason: "unexpected"; error: unknown };

type SubmitOptions = {
  /** A client that sends the x-wizard-session header; default createSupabaseClient(sessionId). */
  client?: SupabaseClient<Database>;
  submittedAt?: Date;
};

/**
 * Inserts the briefing once per session: ON CONFLICT (session_id) DO NOTHING,
 * so a double click or a retry after a lost response never creates a second
 * row. First it asks whether the session was sent already (the visitor may see
 * that much of their own row, nothing else): then nothing is inserted and
 * `inserted` is false. Not from the insert's answer: returning the row would
 * need the right to read every column.
 */
export async function submitBriefing(
  data: WizardData,
  sessionId: string,
  { client, submittedAt = new Date() }: SubmitOptions = {},
): Promise<SubmitResult> {
  try {
    const supabase = client ?? (await import("~/lib/supabase")).createSupabaseClient(sessionId);
    const row = toBriefingRow(data, sessionId, summaryText(data, { submittedAt, sessionId }));
    const briefings = supabase.from("webseitenkonzeption");
    // One try, no automatic retries: with the backend down, the visitor hears so at once.
    const check = await briefings.select("session_id").eq("session_id", sessionId).retry(false);
    // No answer at all (offline, timed out): the insert would get none either, and the visitor
    // would wait for a second timeout before hearing so.
    if (check.error && check.status === 0) {
      return { ok: false, reason: "insert", error: { message: check.error.message, code: check.error.code } };
    }
    if (check.data && check.data.length > 0) return { ok: true, inserted: false };
    const { error } = await briefings.upsert(row, { onConflict: "session_id", ignoreDuplicates: true });
    if (error)
      return {
        ok: false,
        reason: "insert",
        error: { message: error.message, code: error.code, details: error.details },
      };
    return { ok: true, inserted: true };
  } catch (error) {
    return { ok: false, reason: "unexpected", error };
  }
}
