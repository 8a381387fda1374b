/**
 * The wizard session id, the visitor's only secret (it scopes row-level
 * security and the upload folders): `session_` + Date.now() + `_` + 16 random
 * bytes as base64url. Must match private.is_wizard_session_id on the server:
 * ^session_[0-9]{13}_[A-Za-z0-9_-]{22,}$
 */
export const SESSION_ID_PATTERN = /^session_[0-9]{13}_[A-Za-z0-9_-]{22,}$/;

export function createSessionId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64url = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `session_${now}_${base64url}`;
}

export const isSessionId = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 100 && SESSION_ID_PATTERN.test(value);
