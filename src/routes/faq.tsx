import { paths } from "~/content/paths";
import { PageLayout } from "~/components/layout/page-layout";
import { faqPage } from "~/content/pages";
import { FaqPage } from "~/features/faq/components/faq-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: faqPage.metaTitle, description: faqPage.metaDescription, path: paths.faq });

export default function Page() {
  return (
    <PageLayout>
      <FaqPage />
    </PageLayout>
  );
}
