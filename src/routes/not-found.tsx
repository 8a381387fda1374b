import { NotFound } from "~/components/layout/not-found";
import { PageLayout } from "~/components/layout/page-layout";
import { pageMeta } from "~/lib/meta";
import { site } from "~/content/site";

export const meta = () => [
  ...pageMeta({
    title: `Seite nicht gefunden | ${site.company.shortName}`,
    description: "Diese Seite gibt es nicht. Zurück zur Startseite.",
    path: "/404",
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return (
    <PageLayout>
      <NotFound />
    </PageLayout>
  );
}
