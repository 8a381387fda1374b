import {
  emptyWizardData,
  isStepNumber,
  type StepNumber,
  type UploadedFile,
  type WizardData,
} from "../model/wizard-data";
import type { WizardState } from "../state/wizard-state";
import { FARBEN, type Farbe } from "~/schemas/wizard-enums";

const isFarbe = (value: string): value is Farbe => (FARBEN as readonly string[]).includes(value);

/** A file that was still uploading when the copy was saved (so another device can say what is missing). */
export type PendingUploadNote = { kind: "images" | "texts"; fileName: string };

/**
 * One saved state of a session, as the local copy and wizard_sessions hold it.
 * `updatedAt` orders copies: the newer one wins (SPEC §4, migration
 * *_wizard_sessions.sql).
 */
export type SessionSnapshot = WizardState & {
  /** ISO time of the last change. */
  updatedAt: string;
  pendingUploads: PendingUploadNote[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;

function uploadedFiles(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): UploadedFile[] => {
    if (!isRecord(item)) return [];
    const { id, fileName, url, size, mimeType, path } = item;
    if (typeof id !== "string" || typeof fileName !== "string" || typeof url !== "string") return [];
    return [
      {
        id,
        fileName,
        url,
        size: typeof size === "number" && Number.isFinite(size) ? size : 0,
        mimeType: typeof mimeType === "string" ? mimeType : "",
        path: typeof path === "string" ? path : "",
      },
    ];
  });
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Turns whatever a stored copy holds into complete WizardData: unknown keys
 * are dropped, a value of the wrong type falls back to its default, and the
 * list fields are repaired as SPEC §4 says (farben, custom_seiten and the
 * uploaded lists become empty, seiten becomes startseite, rechtliches
 * impressum and datenschutz). Copies of the original product stored
 * gruendungsjahr as a number; it is kept as text.
 */
export function repairWizardData(raw: unknown): WizardData {
  const data = emptyWizardData();
  if (!isRecord(raw)) return data;
  const target = data as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(data)) {
    const value = raw[key];
    if (value === undefined || Array.isArray(fallback)) continue;
    if (typeof fallback === "string") {
      if (typeof value === "string") target[key] = value;
      else if (typeof value === "number" && Number.isFinite(value)) target[key] = String(value);
    } else if (typeof fallback === "boolean") {
      if (typeof value === "boolean") target[key] = value;
    } else if (key === "logo_file_size") {
      const size = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      target[key] = typeof size === "number" && Number.isFinite(size) ? size : null;
    }
  }
  // Only the offered colours, each once: the picker can do no other, and the server refuses the rest.
  data.farben = unique(strings(raw.farben) ?? []).filter(isFarbe);
  data.custom_seiten = strings(raw.custom_seiten) ?? [];
  data.uploaded_texts = uploadedFiles(raw.uploaded_texts);
  data.uploaded_images = uploadedFiles(raw.uploaded_images);
  // SPEC §3: seiten always starts with startseite.
  data.seiten = unique(["startseite", ...(strings(raw.seiten) ?? [])]);
  const rechtliches = strings(raw.rechtliches);
  // Imprint and privacy statement are legally required and always included (SPEC §2, step 5).
  data.rechtliches = rechtliches ? unique(["impressum", "datenschutz", ...rechtliches]) : ["impressum", "datenschutz"];
  return data;
}

export function repairStep(value: unknown): StepNumber {
  const step = typeof value === "string" ? Number(value) : value;
  return isStepNumber(step) ? step : 1;
}

export function repairCompletedSteps(value: unknown): StepNumber[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isStepNumber))].sort((a, b) => a - b);
}

export function repairPendingUploads(value: unknown): PendingUploadNote[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): PendingUploadNote[] =>
    isRecord(item) && (item.kind === "images" || item.kind === "texts") && typeof item.fileName === "string"
      ? [{ kind: item.kind, fileName: item.fileName }]
      : [],
  );
}

const filled = (value: string) => value.trim() !== "";

/**
 * SPEC §4: autosave counts as active only when the visitor entered something
 * that matters (company name, e-mail, first or last name, main message,
 * services, an uploaded image or text, the logo file) or is beyond step 1.
 * An empty form is neither offered for resuming nor stored in the database.
 */
export function isSessionActive({ data, currentStep }: Pick<WizardState, "data" | "currentStep">): boolean {
  return (
    currentStep > 1 ||
    [data.firmenname, data.email, data.vorname, data.nachname, data.hauptbotschaft, data.leistungen].some(filled) ||
    data.uploaded_images.length > 0 ||
    data.uploaded_texts.length > 0 ||
    filled(data.logo_file_url)
  );
}

/** wizard_sessions.session_data as this client writes it. */
export type SessionData = {
  version: 1;
  data: WizardData;
  completedSteps: StepNumber[];
  pendingUploads: PendingUploadNote[];
};

export function toSessionData(snapshot: SessionSnapshot): SessionData {
  return {
    version: 1,
    data: snapshot.data,
    completedSteps: snapshot.completedSteps,
    pendingUploads: snapshot.pendingUploads,
  };
}

/**
 * Reads session_data in both shapes the column may hold (SPEC §3: a string or
 * an object): this client's envelope, or the bare form data the original
 * product stored, possibly as a JSON string. null when it is not readable.
 */
export function fromSessionData(
  raw: unknown,
): Pick<SessionSnapshot, "data" | "completedSteps" | "pendingUploads"> | null {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  if (value.version === 1 && isRecord(value.data)) {
    return {
      data: repairWizardData(value.data),
      completedSteps: repairCompletedSteps(value.completedSteps),
      pendingUploads: repairPendingUploads(value.pendingUploads),
    };
  }
  return { data: repairWizardData(value), completedSteps: [], pendingUploads: [] };
}

/**
 * JSON with object keys in order, for comparing copies: an upload entry reads
 * back from the database (repaired) with its keys in another order than the
 * upload wrote them, and is still the same entry.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Same session, form content and steps (timestamps and pending files aside)? */
export function sameContent(a: Omit<SessionSnapshot, "updatedAt">, b: Omit<SessionSnapshot, "updatedAt">): boolean {
  const content = (s: Omit<SessionSnapshot, "updatedAt">) =>
    stableJson([s.sessionId, s.currentStep, s.completedSteps, s.data]);
  return content(a) === content(b);
}
