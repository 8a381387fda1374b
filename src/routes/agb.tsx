import { PageLayout } from "~/components/layout/page-layout";
import { pageMeta } from "~/lib/meta";
import { site } from "~/content/site";

export const meta = () =>
  pageMeta({
    title: `Allgemeine Geschäftsbedingungen | ${site.company.shortName}`,
    description: `Allgemeine Geschäftsbedingungen – ${site.company.name}.`,
    path: "/agb",
  });

export default function Page() {
  return (
    <PageLayout>
      <main id="inhalt" className="mx-auto max-w-3xl px-6 py-12">
        <h1 className="text-3xl font-bold">Allgemeine Geschäftsbedingungen</h1>
      </main>
    </PageLayout>
  );
}
