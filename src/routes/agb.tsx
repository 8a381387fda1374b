import { paths } from "~/content/paths";
import { PageLayout } from "~/components/layout/page-layout";
import { TermsText } from "~/content/legal/terms";
import { termsPage } from "~/content/pages";
import { LegalPage } from "~/features/legal/components/legal-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: termsPage.metaTitle, description: termsPage.metaDescription, path: paths.terms });

export default function Page() {
  return (
    <PageLayout>
      <LegalPage title={termsPage.title}>
        <TermsText />
      </LegalPage>
    </PageLayout>
  );
}
