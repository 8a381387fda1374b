/** SPEC §7: the session link has the shape <origin>/konfigurator?session=<id>. */
export const SESSION_PARAM = "session";
export const WIZARD_PATH = "/konfigurator";

export function sessionLink(origin: string, sessionId: string): string {
  return `${origin.replace(/\/+$/, "")}${WIZARD_PATH}?${SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
}

/** The `session` parameter of a query string, or null. */
export function readSessionParam(search: string): string | null {
  return new URLSearchParams(search).get(SESSION_PARAM);
}

/** The address without the session parameter (SPEC §2: it is removed once the session is loaded). */
export function withoutSessionParam(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(SESSION_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}${location.hash}`;
}
