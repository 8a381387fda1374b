import { createHash } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import type { Page } from "@playwright/test";
import WebSocket from "ws";
import type { Database } from "../../src/lib/database.types";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../supabase/local/keys";
import { E2E_STACK_URL as DEFAULT_STACK_URL } from "./env";
import { localCopy } from "./wizard-session";

/**
 * The backend as the agency sees it: rows and objects read with the service
 * key (bypasses row-level security), to check what the wizard really stored.
 */

/** The run's stack; overridable so a copy of the config can run beside another e2e run on other ports. */
export const STACK_URL = process.env.E2E_STACK_URL ?? DEFAULT_STACK_URL;

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
};

export const serviceClient = createClient<Database>(STACK_URL, LOCAL_SERVICE_ROLE_KEY, clientOptions);

/** A visitor's client that presents `sessionId`, as the wizard does (x-wizard-session). */
export const visitorClient = (sessionId: string) =>
  createClient<Database>(STACK_URL, LOCAL_ANON_KEY, {
    ...clientOptions,
    global: { headers: { "x-wizard-session": sessionId } },
  });

/** The wizard's current session id, from its local copy (src/features/wizard/session/local-copy.ts). */
export async function wizardSessionId(page: Page): Promise<string> {
  const copy = await localCopy(page);
  if (!copy) throw new Error("The wizard has no local copy yet.");
  return copy.id;
}

export async function briefingRows(sessionId: string) {
  const { data, error } = await serviceClient.from("webseitenkonzeption").select("*").eq("session_id", sessionId);
  if (error) throw new Error(error.message);
  return data;
}

export async function draftRows(sessionId: string) {
  const { data, error } = await serviceClient.from("wizard_sessions").select("id").eq("id", sessionId);
  if (error) throw new Error(error.message);
  return data;
}

/** The objects in the session's own upload folder (texts/<sha256>/ or uploads/<sha256>/). */
export async function sessionFolderObjects(bucket: "konfigurator-texte" | "konfigurator-bilder", sessionId: string) {
  const root = bucket === "konfigurator-texte" ? "texts" : "uploads";
  const folder = `${root}/${createHash("sha256").update(sessionId).digest("hex")}`;
  const { data, error } = await serviceClient.storage.from(bucket).list(folder);
  if (error) throw new Error(error.message);
  return data;
}

/** Downloads a public file URL as a visitor or the agency would (no key). */
export async function download(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
