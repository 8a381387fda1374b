import { Link, NavLink } from "react-router";
import { paths } from "~/content/paths";
import { site } from "~/content/site";
import { SiteLogo } from "./site-logo";

// py-1: a target at least 24 px high (WCAG 2.5.8).
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `py-1 ${isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "hover:text-brand-700"}`;

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* On the narrowest phones (320 px) the navigation wraps below the logo rather than
          making the page scroll sideways (WCAG 1.4.10). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to={paths.home} className="shrink-0">
          <SiteLogo tone="dark" label={`${site.company.shortName} – zur Startseite`} className="h-8 w-auto sm:h-10" />
        </Link>
        <nav aria-label="Hauptnavigation" className="flex gap-4 text-sm font-medium">
          {/* NavLink marks the page the visitor is on (aria-current="page"), for eyes and screen readers. */}
          <NavLink to={paths.wizard} className={navLinkClass}>
            Konfigurator
          </NavLink>
          <NavLink to={paths.faq} className={navLinkClass}>
            Fragen
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
