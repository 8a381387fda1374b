import { paths } from "~/content/paths";
import { PageLayout } from "~/components/layout/page-layout";
import { ImprintText } from "~/content/legal/imprint";
import { imprintPage } from "~/content/pages";
import { LegalPage } from "~/features/legal/components/legal-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: imprintPage.metaTitle, description: imprintPage.metaDescription, path: paths.imprint });

export default function Page() {
  return (
    <PageLayout>
      <LegalPage title={imprintPage.title}>
        <ImprintText />
      </LegalPage>
    </PageLayout>
  );
}
