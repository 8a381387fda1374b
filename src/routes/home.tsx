import { Suspense } from "react";
import { MAIN_CONTENT_ID } from "~/components/layout/main-content";
import { paths } from "~/content/paths";
import { PageLayout } from "~/components/layout/page-layout";
import { meta as landingMeta } from "~/content/landing";
import { site } from "~/content/site";
import { ApplicationSection } from "~/features/landing/components/application-section";
import { ClosingExperience } from "~/features/landing/components/closing-experience";
import { FaqSection } from "~/features/landing/components/faq-section";
import { HeroSection } from "~/features/landing/components/hero-section";
import { ProcessSection } from "~/features/landing/components/process-section";
import { ReviewsSection } from "~/features/landing/components/reviews-section";
import { TrustSection } from "~/features/landing/components/trust-section";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...landingMeta, path: paths.home });

export default function Home() {
  return (
    <PageLayout>
      <main id={MAIN_CONTENT_ID}>
        <HeroSection />
        {/* Each boundary hydrates in its own task (selective hydration), so no
            single long task blocks the main thread after the first paint. */}
        <Suspense>
          <ProcessSection />
        </Suspense>
        <Suspense>
          <ReviewsSection />
        </Suspense>
        <Suspense>
          <TrustSection />
        </Suspense>
        <Suspense>
          <FaqSection />
        </Suspense>
        <Suspense>
          <ApplicationSection />
        </Suspense>
      </main>
      {!site.campaign.open && <ClosingExperience />}
    </PageLayout>
  );
}
