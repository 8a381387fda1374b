import { formatGermanNumber } from "~/lib/german-number";
import { Link } from "react-router";
import { paths } from "~/content/paths";
import { formatEur, offerTitle, places } from "../campaign";
import { site } from "../site";

/** AGB built from the terms of SPEC §9 (one reading each, see site.terms). */
export function TermsText() {
  const { company, terms, offer, legal } = site;
  const uptime = formatGermanNumber(terms.hostingUptimeGuaranteedPercent);
  return (
    <>
      <p>
        {company.name}, {company.street}, {company.postalCode} {company.city} (nachfolgend „Agentur“)
      </p>

      <h2>§&nbsp;1 Geltungsbereich</h2>
      <ol>
        <li>
          Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über die Erstellung von Websites und über
          Hosting-Leistungen zwischen der Agentur und ihren Kunden, insbesondere im Rahmen der {offerTitle}.
        </li>
        <li>
          Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des §&nbsp;14 BGB, juristische Personen des
          öffentlichen Rechts und öffentlich-rechtliche Sondervermögen.
        </li>
        <li>
          Abweichende Bedingungen des Kunden gelten nur, wenn die Agentur ihnen ausdrücklich schriftlich zustimmt.
        </li>
      </ol>

      <h2>§&nbsp;2 Bewerbung und Vertragsschluss</h2>
      <ol>
        <li>
          Die Bewerbung um einen Platz der {offer.name} ist unverbindlich und kostenlos. Sie stellt kein Angebot zum
          Abschluss eines Vertrags dar.
        </li>
        <li>
          Die Agentur vergibt je Aktionsrunde {places} Plätze ({offer.trainees} Auszubildende mit je{" "}
          {offer.projectsPerTrainee} Referenzprojekten), je Unternehmen einen Platz und eine Website. Ein Anspruch auf
          Auswahl besteht nicht. Nicht ausgewählten Bewerbern entstehen keine Kosten.
        </li>
        <li>
          Ausgewählte Bewerber erhalten ein Angebot in Textform (z.&nbsp;B. per E-Mail). Der Vertrag kommt mit dessen
          Annahme durch den Kunden in Textform zustande.
        </li>
      </ol>

      <h2>§&nbsp;3 Leistungsumfang</h2>
      <ol>
        <li>
          Der Umfang der Leistungen ergibt sich aus dem Angebot und den Angaben des Kunden im Website-Konfigurator. Die
          Website wird von Auszubildenden der Agentur unter Anleitung und Kontrolle erfahrener Fachkräfte erstellt.
        </li>
        <li>
          Impressum und Datenschutzerklärung werden eingebunden; für deren inhaltliche Richtigkeit ist der Kunde
          verantwortlich. Eine Rechtsberatung schuldet die Agentur nicht.
        </li>
        <li>Leistungen über den vereinbarten Umfang hinaus werden nach der jeweils gültigen Preisliste berechnet.</li>
      </ol>

      <h2>§&nbsp;4 Mitwirkung des Kunden</h2>
      <ol>
        <li>
          Der Kunde stellt Texte, Bilder, Logos und sonstige Inhalte rechtzeitig und in digitaler Form zur Verfügung und
          versichert, dass er zu deren Nutzung berechtigt ist. Er stellt die Agentur von Ansprüchen Dritter wegen
          Rechtsverletzungen durch von ihm gelieferte Inhalte frei.
        </li>
        <li>Verzögerungen aufgrund fehlender Mitwirkung verlängern vereinbarte Fristen entsprechend.</li>
      </ol>

      <h2>§&nbsp;5 Ablauf, Termine und Korrekturen</h2>
      <ol>
        <li>
          Die Agentur legt dem Kunden innerhalb von {terms.sampleDraftWorkingDays} Werktagen nach Eingang aller
          erforderlichen Unterlagen einen Musterentwurf vor. Die Projektdauer beträgt in der Regel {terms.buildWeeks}{" "}
          Wochen ab Kick-off, bei umfangreicheren Projekten bis zu {terms.buildWeeksMax} Wochen.
        </li>
        <li>
          Im Preis enthalten sind bis zu {terms.correctionRounds} Korrekturrunden. Weitere Korrekturen werden nach
          Aufwand berechnet.
        </li>
      </ol>

      <h2>§&nbsp;6 Abnahme</h2>
      <ol>
        <li>Nach Fertigstellung fordert die Agentur den Kunden zur Abnahme auf.</li>
        <li>
          Die Website gilt als abgenommen, wenn der Kunde nicht innerhalb von {terms.acceptanceWorkingDays} Werktagen
          nach Aufforderung unter Angabe wesentlicher Mängel widerspricht oder die Website bereits im Livebetrieb nutzt.
        </li>
      </ol>

      <h2>§&nbsp;7 Preise und Zahlung</h2>
      <ol>
        <li>
          Es gelten die Preise des Angebots; im Rahmen der {offerTitle} {formatEur(offer.priceEur)} für die Website und{" "}
          {formatEur(offer.hostingEur)} monatlich für das Hosting. Alle Preise verstehen sich zuzüglich der gesetzlichen
          Mehrwertsteuer.
        </li>
        <li>
          Projektpauschalen sind zu 50&nbsp;% bei Auftragserteilung und zu 50&nbsp;% nach Abnahme fällig.
          Hostingentgelte werden monatlich im Voraus berechnet.
        </li>
        <li>
          Rechnungen sind innerhalb von 14 Tagen ohne Abzug zahlbar. Bei Zahlungsverzug berechnet die Agentur Zinsen in
          Höhe von {terms.defaultInterestPoints} Prozentpunkten über dem Basiszinssatz (§&nbsp;288 Abs.&nbsp;2 BGB). Für
          jede Mahnung, die frühestens {terms.reminderAfterDays} Tage nach Fälligkeit erfolgt, wird eine Mahngebühr von{" "}
          {formatEur(terms.reminderFeeEur)} erhoben; die Geltendmachung weiteren Schadens bleibt vorbehalten.
        </li>
      </ol>

      <h2>§&nbsp;8 Hosting</h2>
      <ol>
        <li>
          Die Agentur stellt die Website auf Servern in Deutschland bereit, einschließlich SSL-Zertifikat, täglicher
          Sicherung und Sicherheitsupdates. Enthalten ist ein Datentransfer von {terms.hostingTrafficGb}&nbsp;GB pro
          Monat.
        </li>
        <li>
          Die Agentur gewährleistet eine Verfügbarkeit von {uptime}&nbsp;% im Jahresmittel. Ausgenommen sind
          angekündigte Wartungsarbeiten sowie Störungen, die die Agentur nicht zu vertreten hat.
        </li>
        <li>
          Hostingverträge haben eine Mindestlaufzeit von {terms.hostingTermMonths} Monaten. Sie verlängern sich jeweils
          um {terms.hostingRenewalMonths} Monate, wenn sie nicht mit einer Frist von {terms.hostingNoticeMonths} Monaten
          zum Ende der Laufzeit in Textform gekündigt werden.
        </li>
        <li>Nach Vertragsende übergibt die Agentur dem Kunden auf Wunsch die Dateien der Website.</li>
      </ol>

      <h2>§&nbsp;9 Support nach dem Livegang</h2>
      <p>
        In den ersten {terms.supportDays} Tagen nach der Veröffentlichung beantwortet die Agentur Fragen zur Bedienung
        und setzt kleine Änderungen kostenlos um.
      </p>

      <h2>§&nbsp;10 Gewährleistung</h2>
      <p>
        Die Gewährleistungsfrist beträgt {terms.warrantyMonths} Monate ab Abnahme. Die Agentur beseitigt Mängel nach
        ihrer Wahl durch Nachbesserung oder Neuherstellung.
      </p>

      <h2>§&nbsp;11 Haftung</h2>
      <ol>
        <li>
          Die Agentur haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des
          Lebens, des Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz.
        </li>
        <li>
          Bei einfacher Fahrlässigkeit haftet die Agentur nur für die Verletzung wesentlicher Vertragspflichten,
          begrenzt auf den vertragstypischen, vorhersehbaren Schaden, höchstens jedoch{" "}
          {formatEur(terms.liabilityCapEur)} je Schadensfall.
        </li>
        <li>
          Für den Verlust von Daten haftet die Agentur nur in dem Umfang, in dem er auch bei regelmäßiger Datensicherung
          durch den Kunden eingetreten wäre.
        </li>
      </ol>

      <h2>§&nbsp;12 Nutzungsrechte und Referenznennung</h2>
      <ol>
        <li>
          Mit vollständiger Bezahlung erhält der Kunde die zeitlich und räumlich unbeschränkten Nutzungsrechte an der
          für ihn erstellten Website.
        </li>
        <li>
          Die Agentur darf die Website mit Namen und Vorschaubild des Kunden als Referenz sowie in Ausbildungsnachweisen
          zeigen.
        </li>
      </ol>

      <h2>§&nbsp;13 Datenschutz</h2>
      <p>
        Die Agentur verarbeitet personenbezogene Daten nach Maßgabe ihrer{" "}
        <Link to={paths.privacy}>Datenschutzerklärung</Link>. Soweit sie im Auftrag des Kunden personenbezogene Daten
        verarbeitet (etwa beim Hosting), schließen die Parteien einen Vertrag zur Auftragsverarbeitung.
      </p>

      <h2>§&nbsp;14 Schlussbestimmungen</h2>
      <ol>
        <li>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.</li>
        <li>Gerichtsstand für alle Streitigkeiten ist, soweit gesetzlich zulässig, {company.city}.</li>
        <li>Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.</li>
      </ol>

      <p className="text-sm text-slate-600">Stand: {legal.termsDate}</p>
    </>
  );
}
