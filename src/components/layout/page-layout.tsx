import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "./main-content";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Skip link, header, the page's own content (which brings its <main>), footer. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Zum Inhalt springen
      </a>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}
