import { Toaster } from "sonner";

/** The one toaster of the app; German toasts of SPEC §8 are raised with `toast` from sonner. */
export function AppToaster() {
  return <Toaster position="top-center" richColors closeButton containerAriaLabel="Benachrichtigungen" />;
}
