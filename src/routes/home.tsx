import { PageLayout } from "~/components/layout/page-layout";
import { pageMeta } from "~/lib/meta";
import { site } from "~/content/site";

export const meta = () =>
  pageMeta({
    title: `Startseite | ${site.company.shortName}`,
    description: `Startseite – ${site.company.name}.`,
    path: "/",
  });

export default function Page() {
  return (
    <PageLayout>
      <main id="inhalt" className="mx-auto max-w-3xl px-6 py-12">
        <h1 className="text-3xl font-bold">Startseite</h1>
      </main>
    </PageLayout>
  );
}
