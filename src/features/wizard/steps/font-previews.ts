import { SCHRIFTEN } from "~/schemas/wizard-enums";
import { whenIdle } from "~/lib/when-idle";
import { fontStack, isSystemFont } from "../model/fonts";

/**
 * Fetches the self-hosted typefaces of the font previews (font-picker.tsx,
 * whose chunk brings their @font-face rules) while the browser is idle, once
 * the design step's code is in: the step is rendered ahead, hidden, while the
 * visitor is still on step 1. Otherwise the eight downloads start when the
 * step is shown, and each font that arrives lays the step out again, right
 * when the visitor starts on it (bench:wizard). Not with Save-Data: then
 * each font comes when its preview is shown.
 */
export function prefetchFontPreviews(): void {
  if (typeof document === "undefined" || !document.fonts?.load) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  whenIdle(
    () => {
      for (const font of SCHRIFTEN.filter((offered) => !isSystemFont(offered))) {
        document.fonts.load(`1em ${fontStack(font)}`).catch(() => undefined);
      }
    },
    { timeout: 5000, fallbackDelay: 2000 },
  );
}
