import { createElement } from "react";
import type * as SonnerModule from "sonner";

/**
 * How long an error toast stays: an error asks the visitor to do something, and its title and
 * description are often 15–20 words, more than sonner's default 4 s lets a slow reader, or one
 * with a screen magnifier, take in (WCAG 2.2.1). Hovering or focusing the toaster pauses it
 * further; its close button ends it early. Confirmations keep sonner's 4 s: one follows every step.
 */
export const ERROR_TOAST_MS = 10_000;

type Sonner = typeof SonnerModule;
type ExternalToast = SonnerModule.ExternalToast;
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const waiting: Array<(module: Sonner) => void> = [];

/**
 * sonner (~9 kB gzip), loaded the first time it is wanted: by the toaster when it mounts (on the
 * first interaction, or when the wizard is idle) or by the first toast. Not a static import: the
 * wizard raises toasts, and as one sonner sat in the JavaScript that /konfigurator loads before
 * anything can be done on it (issue 4's budget). Toasts raised meanwhile wait, in order.
 */
export function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    for (const call of waiting.splice(0)) call(module);
    return module;
  });
  return loading;
}

function withSonner(call: (module: Sonner) => void) {
  if (sonner) return call(sonner);
  waiting.push(call);
  void loadSonner();
}

let counter = 0;
type Kind = "success" | "info" | "error";

/** Raises a toast now or once sonner is there; the id is ours, so that it is known at once. */
function show(kind: Kind, message: string | ReturnType<typeof createElement>, options: ExternalToast = {}) {
  const id = options.id ?? `toast-${++counter}`;
  withSonner(({ toast }) => toast[kind](message, { ...options, id }));
  return id;
}

/** The app's toasts (SPEC §8): sonner's, with error toasts kept for ERROR_TOAST_MS. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, { duration: ERROR_TOAST_MS, ...options }),
  /** One toast by its id, or all of them. */
  dismiss: (id?: string | number) => withSonner(({ toast }) => void toast.dismiss(id)),
  /**
   * Seen, not read out: for sighted visitors scrolled away from a notice with role="alert" that
   * says the same and that screen readers hear already (sonner's toaster is a live region too,
   * so they would hear it twice).
   */
  seenOnly: (
    message: string,
    { description, ...options }: Omit<ExternalToast, "description"> & { description?: string },
  ) => show("info", unspoken(message), { ...options, description: description && unspoken(description) }),
};

const unspoken = (text: string) => createElement("span", { "aria-hidden": true }, text);
