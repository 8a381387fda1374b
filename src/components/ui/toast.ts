import { createElement } from "react";
import { type ExternalToast, toast as sonnerToast } from "sonner";

/**
 * How long an error toast stays: an error asks the visitor to do something, and its title and
 * description are often 15–20 words, more than sonner's default 4 s lets a slow reader, or one
 * with a screen magnifier, take in (WCAG 2.2.1). Hovering or focusing the toaster pauses it
 * further; its close button ends it early. Confirmations keep sonner's 4 s: one follows every step.
 */
export const ERROR_TOAST_MS = 10_000;

/** The app's toasts (SPEC §8): sonner's, with error toasts kept for ERROR_TOAST_MS. */
export const toast = {
  success: (message: string, options?: ExternalToast) => sonnerToast.success(message, options),
  info: (message: string, options?: ExternalToast) => sonnerToast.info(message, options),
  error: (message: string, options?: ExternalToast) =>
    sonnerToast.error(message, { duration: ERROR_TOAST_MS, ...options }),
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
  /**
   * Seen, not read out: for sighted visitors scrolled away from a notice with role="alert" that
   * says the same and that screen readers hear already (sonner's toaster is a live region too,
   * so they would hear it twice).
   */
  seenOnly: (
    message: string,
    { description, ...options }: Omit<ExternalToast, "description"> & { description?: string },
  ) => sonnerToast.info(unspoken(message), { ...options, description: description && unspoken(description) }),
};

const unspoken = (text: string) => createElement("span", { "aria-hidden": true }, text);
