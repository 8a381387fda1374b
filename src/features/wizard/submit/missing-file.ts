import { logoFields } from "../model/logo";
import type { StepNumber, WizardData } from "../model/wizard-data";

/**
 * A file the briefing lists that is no longer stored. Removed on another device or in another tab
 * while this one kept its list (and the visitor chose "Hier weiterarbeiten"), the database refused
 * every submit with the general message, for good (an audit, 2026-11-29). The refusal names the
 * object (…_briefing_files_stored.sql: detail "<bucket>/<path> is not stored."); the entry goes
 * from the answers, and the visitor is led to its step.
 */
export type MissingFile = {
  fileName: string;
  step: StepNumber;
  /** The answers' fields without the file. */
  without: Partial<WizardData>;
};

type InsertError = { code?: string; message: string; details?: string };

const DETAIL = /^([^/]+)\/(.+) is not stored\.$/;

export function missingFileOf(error: InsertError, data: WizardData): MissingFile | null {
  if (error.code !== "23514" || !error.message.includes("webseitenkonzeption_files_stored")) return null;
  const path = DETAIL.exec(error.details ?? "")?.[2];
  if (!path) return null;
  // The folder names the kind (storage.ts: texts/, uploads/, logos/); a briefing has one logo.
  if (path.startsWith("logos/") && data.logo_file_url) {
    return {
      fileName: data.logo_file_name || "Logo",
      step: data.logo_status === "vorhanden" ? 2 : 1,
      without: logoFields(null),
    };
  }
  const list = path.startsWith("texts/") ? "uploaded_texts" : path.startsWith("uploads/") ? "uploaded_images" : null;
  const entry = list && data[list].find((file) => file.path === path);
  if (!list || !entry) return null;
  return {
    fileName: entry.fileName,
    step: list === "uploaded_texts" ? 3 : 4,
    without: { [list]: data[list].filter((file) => file !== entry) },
  };
}
