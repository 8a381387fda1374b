import { site } from "../site";

/** Impressum (§&nbsp;5 DDG, §&nbsp;18 Abs.&nbsp;2 MStV). The identity is placeholder data from site.ts. */
export function ImprintText() {
  const { company, contact, legal } = site;
  return (
    <>
      <h2>Angaben gemäß §&nbsp;5 DDG</h2>
      <p>
        {company.name}
        <br />
        {company.street}
        <br />
        {company.postalCode} {company.city}
        <br />
        {company.country}
      </p>
      <h3>Vertreten durch</h3>
      <p>Geschäftsführer: {company.managingDirectors.join(", ")}</p>
      <h3>Kontakt</h3>
      <p>
        Telefon: <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a> ({contact.phoneHours})
        <br />
        E-Mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <h3>Registereintrag</h3>
      <p>
        Eintragung im Handelsregister
        <br />
        Registergericht: {company.registerCourt}
        <br />
        Registernummer: {company.registerNumber}
      </p>
      <h3>Umsatzsteuer-Identifikationsnummer</h3>
      <p>Umsatzsteuer-Identifikationsnummer gemäß §&nbsp;27a Umsatzsteuergesetz: {company.vatId}</p>
      <h3>Verantwortlich für den Inhalt nach §&nbsp;18 Abs.&nbsp;2 MStV</h3>
      <p>
        {legal.contentResponsible}, {company.street}, {company.postalCode} {company.city}
      </p>

      <h2>Verbraucherstreitbeilegung</h2>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
        Verbraucherschlichtungsstelle teilzunehmen. Unser Angebot richtet sich an Unternehmen.
      </p>

      <h2>Haftung für Inhalte</h2>
      <p>
        Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.
        Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach
        Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder
        Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Sobald uns eine
        konkrete Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.
      </p>

      <h2>Haftung für Links</h2>
      <p>
        Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese
        fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten
        wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht
        erkennbar. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.
      </p>

      <h2>Urheberrecht und Bildnachweis</h2>
      <p>
        Die Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung,
        Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen
        Zustimmung {company.nameWith.genitive}. Logo, Auszeichnungs- und Siegelgrafiken sowie das Vorschaubild wurden
        von uns selbst für diese Website gestaltet.
      </p>
    </>
  );
}
