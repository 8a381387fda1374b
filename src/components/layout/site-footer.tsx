import { Link } from "react-router";
import { NewTabHint } from "~/components/ui/new-tab-hint";
import { paths } from "~/content/paths";
import { places, savingPercent } from "~/content/campaign";
import { site } from "~/content/site";
import { SiteLogo } from "./site-logo";

const pageLinks = [
  { to: paths.home, label: "Startseite" },
  { to: paths.wizard, label: "Website-Konfigurator" },
  { to: paths.faq, label: "Weiterführende Fragen" },
  { to: paths.imprint, label: "Impressum" },
  { to: paths.privacy, label: "Datenschutz" },
  { to: paths.terms, label: "AGB" },
];

const linkClass = "underline-offset-4 hover:underline focus-visible:underline";
/** In a line of text a link must not be told by colour alone (WCAG 1.4.1): always underlined. */
const inTextLinkClass = "underline underline-offset-4 hover:decoration-2";

export function SiteFooter() {
  const facts = [
    { value: String(site.offer.trainees), label: "neue Auszubildende" },
    { value: String(places), label: "Referenzprojekte" },
    { value: `${savingPercent}\u00a0%`, label: "Ersparnis" },
  ];
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-3">
        <div className="space-y-4">
          <SiteLogo tone="light" label={site.company.name} />
          <p className="text-sm">Ihre Digitalagentur für Websites, die Kunden gewinnen.</p>
          <img
            src="/images/award-2024.svg"
            alt="Auszeichnung: Innovationspreis 2024"
            width={120}
            height={120}
            loading="lazy"
          />
        </div>
        <nav aria-label="Fußzeile">
          <h2 className="mb-3 font-semibold text-white">Seiten</h2>
          <ul className="space-y-2 text-sm">
            {pageLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={site.priceLists.standard} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Preisliste Standard
                <NewTabHint />
              </a>
            </li>
            <li>
              <a href={site.priceLists.socialMedia} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Preisliste Social Media
                <NewTabHint />
              </a>
            </li>
          </ul>
        </nav>
        <div className="space-y-4 text-sm">
          <h2 className="text-base font-semibold text-white">Kontakt</h2>
          <address className="not-italic">
            {site.company.name}
            <br />
            {site.company.street}
            <br />
            {site.company.postalCode} {site.company.city}
          </address>
          <p>
            E-Mail:{" "}
            <a href={`mailto:${site.contact.email}`} className={inTextLinkClass}>
              {site.contact.email}
            </a>
            <br />
            Telefon:{" "}
            <a href={`tel:${site.contact.phoneHref}`} className={inTextLinkClass}>
              {site.contact.phone}
            </a>
          </p>
          {/* One fact per row: three tiles side by side left ~85 px per label, and "Referenzprojekte"
              broke inside the word at every width. */}
          <ul className="grid max-w-xs gap-2" aria-label="Die Aktion in Zahlen">
            {facts.map((fact) => (
              <li key={fact.label} className="flex min-w-0 items-baseline gap-3 rounded-lg bg-slate-800 px-3 py-2">
                <span className="w-16 shrink-0 text-xl font-bold text-white tabular-nums">{fact.value}</span>
                <span className="min-w-0 text-sm hyphens-auto wrap-anywhere">{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        © {site.offer.year} {site.company.name}
      </p>
    </footer>
  );
}
