import { PageLayout } from "~/components/layout/page-layout";
import { pageMeta } from "~/lib/meta";
import { site } from "~/content/site";

export const meta = () =>
  pageMeta({
    title: `Impressum | ${site.company.shortName}`,
    description: `Impressum – ${site.company.name}.`,
    path: "/impressum",
  });

export default function Page() {
  return (
    <PageLayout>
      <main id="inhalt" className="mx-auto max-w-3xl px-6 py-12">
        <h1 className="text-3xl font-bold">Impressum</h1>
      </main>
    </PageLayout>
  );
}
