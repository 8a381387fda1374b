/**
 * Rows as the database stores them, for the mail tests (Node only: built from the wizard's
 * full-briefing fixture through the same mapping the submit uses).
 */
import { toBriefingRow } from "../../../../src/features/wizard/submit/submit-briefing.ts";
import { fullBriefing } from "../../../../src/features/wizard/testing/full-briefing.ts";
import type { ApplicationRecord, BriefingRecord } from "./briefing.ts";

export function briefingRecord(overrides: Partial<BriefingRecord> = {}): BriefingRecord {
  const insert = toBriefingRow(fullBriefing(new Date("2026-12-01T10:00:00Z")), "session_1733000000000_abcdef", "");
  return {
    id: "5b0f6a5e-8f0a-4a43-9d3c-3f1f7e0d9a01",
    created_at: "2026-12-07T13:05:00Z",
    aufbewahren: false,
    ...(insert as Omit<BriefingRecord, "id" | "created_at" | "aufbewahren">),
    ...overrides,
  } as BriefingRecord;
}

export function applicationRecord(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return {
    id: "0c4c2a0b-71a4-4c39-9a55-6f0e1b2c3d4e",
    created_at: "2026-12-07T13:05:00Z",
    aufbewahren: false,
    request_id: null,
    vorname: "Erika",
    nachname: "Mustermann",
    email: "erika@example.de",
    telefon: "0123 456789",
    firma: "Bäckerei Sonnenschein",
    website_aktuell: "https://baeckerei.example.de",
    unternehmensbeschreibung: "Wir backen seit 1998.\nMit Liebe.",
    ...overrides,
  };
}

/** Every kind of hostile input the issue names, in one string. */
export const HOSTILE =
  '<script>alert(1)</script> <a href="javascript:alert(2)">klick</a>\r\nBcc: victim@example.com\u0000 😀 \u202Egnp.exe\u202C \u200Fשלום\u200E';
