import { useEffect } from "react";

/**
 * Puts `lead` before the route's own title ("Schritt 2 von 6: Design – Website-Konfigurator | …")
 * while mounted. Every step is an entry of the browser's history (step-history.ts), and the history
 * list, the tab and a screen reader asking for the title showed the same title for all six steps
 * and the thank-you screen (WCAG 2.4.2). The route's title comes back when the wizard goes.
 */
export function usePageTitle(lead: string) {
  useEffect(() => {
    const routeTitle = document.title;
    const ours = `${lead} – ${routeTitle}`;
    document.title = ours;
    return () => {
      // Leaving for another page, React has set that page's title before this runs: keep it.
      if (document.title === ours) document.title = routeTitle;
    };
  }, [lead]);
}
