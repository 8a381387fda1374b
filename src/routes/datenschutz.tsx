import { paths } from "~/content/paths";
import { PageLayout } from "~/components/layout/page-layout";
import { PrivacyText } from "~/content/legal/privacy";
import { privacyPage } from "~/content/pages";
import { LegalPage } from "~/features/legal/components/legal-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: privacyPage.metaTitle, description: privacyPage.metaDescription, path: paths.privacy });

export default function Page() {
  return (
    <PageLayout>
      <LegalPage title={privacyPage.title}>
        <PrivacyText />
      </LegalPage>
    </PageLayout>
  );
}
