/** The part of Storage a tab's keys need (sessionStorage or localStorage in the browser, a Map in tests). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The id a browser tab saves its copies under (wizard_sessions.writer, ADR
 * 030). A tab may overwrite the row it saved last, since its state grew from
 * it; any other tab or device must have seen the row first. Kept in
 * sessionStorage, which belongs to one tab and survives its reloads: a save
 * still in flight when the visitor reloads is the same writer's, not a
 * stranger's work. 16 random bytes as hex, as the server's check expects.
 */
export const TAB_WRITER_KEY = "konfigurator-tab";
export const WRITER_PATTERN = /^[0-9a-f]{32}$/;

export function createWriterId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** This tab's writer id: the stored one, or a new one that is stored (sessionStorage may be blocked). */
export function tabWriterId(storage: KeyValueStorage | null): string {
  const stored = attempt(() => storage?.getItem(TAB_WRITER_KEY));
  if (stored && WRITER_PATTERN.test(stored)) return stored;
  const id = createWriterId();
  attempt(() => storage?.setItem(TAB_WRITER_KEY, id));
  return id;
}

/**
 * Blocked storage (private modes, sandboxed frames) throws: the id then holds
 * for this page load only, which is all a writer id needs.
 */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** The page's claim; its id changes when the tab renews it (renewTabWriter). */
const claims = new WeakMap<KeyValueStorage, { id: string }>();

/**
 * This tab's writer id, taken out of sessionStorage while the page lives and
 * put back when it is hidden for good or left (`pagehide`), so a reload finds
 * it again. "Duplicate tab" copies sessionStorage: taken out, the id stays
 * with the original, and the duplicate becomes a writer of its own.
 */
export function claimTabWriter(storage: KeyValueStorage | null, page: EventTarget | null): string {
  // Once per page and storage: React's StrictMode and a second visit to the wizard in the same
  // page load ask again, and must get the same id (and add no more listeners).
  const claimed = storage ? claims.get(storage) : undefined;
  if (claimed) return claimed.id;
  const claim = { id: tabWriterId(storage) };
  if (storage) claims.set(storage, claim);
  const remove = () => attempt(() => storage?.removeItem(TAB_WRITER_KEY));
  remove();
  page?.addEventListener("pagehide", () => attempt(() => storage?.setItem(TAB_WRITER_KEY, claim.id)));
  // Back from the back-forward cache: the page lives on, so the id goes out again.
  page?.addEventListener("pageshow", (event) => {
    if ((event as PageTransitionEvent).persisted) remove();
  });
  return claim.id;
}

/**
 * A new id for this tab from now on, also for later claims of this page and
 * after a reload: the tab took up another tab's copy (session-controller's
 * takeUp), and its state no longer grew from the rows its old id saved.
 */
export function renewTabWriter(storage: KeyValueStorage | null): string {
  const id = createWriterId();
  const claim = storage ? claims.get(storage) : undefined;
  if (claim) claim.id = id;
  return id;
}

/** sessionStorage, or null where it is missing or blocked. */
export function tabStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
