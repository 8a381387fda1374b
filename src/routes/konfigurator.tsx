import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { MAIN_CONTENT_ID } from "~/components/layout/main-content";
import { PageLayout } from "~/components/layout/page-layout";
import { site } from "~/content/site";
import { startEarlyLinkLoad } from "~/features/wizard/session/early-link-load";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: `Website-Konfigurator | ${site.company.shortName}`,
    description: `Beschreiben Sie in sechs Schritten Ihre neue Website – wir melden uns innerhalb von ${site.terms.replyWithinHours} Stunden.`,
    path: "/konfigurator",
  });

// The wizard is its own chunk: the prerendered page is a light shell, the wizard loads in the browser.
const loadWizard = () => import("~/features/wizard/components/wizard");
// Asked for as soon as this module runs in the browser, before the page hydrates: waiting for
// <Suspense> to render put the whole layout's hydration (~0.5 s at 4× CPU) before the request.
// A failure here is the lazy component's to show; this early call only warms the module cache.
// A session link's row is asked for now too, beside the wizard's code (early-link-load.ts).
if (typeof window !== "undefined") {
  loadWizard().catch(() => {});
  startEarlyLinkLoad(window.location.search);
}
const Wizard = lazy(loadWizard);

// Set once this route has hydrated: a later visit (a client-side navigation) renders the
// wizard at once, with no placeholder first.
let hydratedBefore = false;

/**
 * false while prerendering and hydrating (the prerendered page holds the placeholder), true
 * afterwards. Flipped in a transition: as a hydration mismatch of useSyncExternalStore it was a
 * synchronous re-render of the whole page, one task of 80–110 ms at 4× CPU on a phone's first
 * load (docs/decisions/014). A transition's render yields to input.
 */
function useIsClient() {
  const [isClient, setIsClient] = useState(hydratedBefore);
  useEffect(() => {
    if (isClient) return;
    startTransition(() => {
      hydratedBefore = true;
      setIsClient(true);
    });
  }, [isClient]);
  return isClient;
}

export default function Page() {
  const isClient = useIsClient();
  return (
    <PageLayout>
      <main id={MAIN_CONTENT_ID} className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Website-Konfigurator</h1>
          {/* Gone with the thank-you (app.css): a sent briefing is no longer being saved. */}
          <p data-wizard-intro className="mt-2 mb-4 max-w-2xl text-slate-700 sm:mb-8">
            In sechs Schritten zu Ihrer Projektanfrage. Ihre Angaben werden automatisch gespeichert.
          </p>
          {isClient ? (
            <Suspense fallback={<WizardPlaceholder />}>
              <Wizard />
            </Suspense>
          ) : (
            <WizardPlaceholder />
          )}
        </div>
      </main>
    </PageLayout>
  );
}

/**
 * As tall as a screen at least, as the wizard will be: the footer starts below the fold and
 * does not jump when step 1 replaces it (Lighthouse counted that shift, CLS 0.041).
 */
function WizardPlaceholder() {
  return (
    <div role="status" className="space-y-3 sm:space-y-6" aria-live="polite">
      {/* The height of the card with the progress bar and the step buttons, whose names show from
          md up. e2e/wizard-look.spec.ts holds the two together. */}
      <div className="h-[92px] animate-pulse rounded-2xl border border-slate-200 bg-white sm:h-[124px] md:h-[160px]" />
      <div className="flex min-h-screen items-start justify-center rounded-2xl border border-slate-200 bg-white p-8 text-slate-600">
        Konfigurator wird geladen …
      </div>
    </div>
  );
}
