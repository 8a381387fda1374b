import { Link } from "react-router";
import { paths } from "~/app/paths";
import { site } from "~/content/site";
import { SiteLogo } from "./site-logo";

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
        <Link to={paths.home} className="shrink-0">
          <SiteLogo tone="dark" label={`${site.company.shortName} – zur Startseite`} />
        </Link>
        <nav aria-label="Hauptnavigation" className="flex gap-4 text-sm font-medium">
          <Link to={paths.wizard} className="hover:text-brand-700">
            Konfigurator
          </Link>
          <Link to={paths.faq} className="hover:text-brand-700">
            Fragen
          </Link>
        </nav>
      </div>
    </header>
  );
}
