import { Link } from "react-router";
import { paths } from "~/content/paths";
import { site } from "../site";

/**
 * Datenschutzerklärung covering what this site really does: prerendered
 * static pages, no cookies, no tracking, self-hosted fonts, Supabase in
 * Frankfurt for applications, wizard drafts and uploads, and two things kept
 * in the browser's local storage.
 */
export function PrivacyText() {
  const { company, contact, legal, offer } = site;
  const overlayKey = `azubi-overlay-closed-${offer.year}`;
  return (
    <>
      <p>
        Wir freuen uns über Ihr Interesse. Nachfolgend informieren wir Sie nach Art.&nbsp;13 und 14 DSGVO darüber,
        welche personenbezogenen Daten beim Besuch dieser Website verarbeitet werden, zu welchen Zwecken und auf welcher
        Rechtsgrundlage.
      </p>

      <h2>1. Verantwortlicher</h2>
      <p>
        {company.name}
        <br />
        {company.street}, {company.postalCode} {company.city}
        <br />
        Telefon: <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
        <br />
        E-Mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <p>
        Für Fragen zum Datenschutz erreichen Sie uns unter{" "}
        <a href={`mailto:${contact.privacyEmail}`}>{contact.privacyEmail}</a>.
      </p>

      <h2>2. Das Wichtigste in Kürze</h2>
      <ul>
        <li>Wir setzen keine Cookies und keine Analyse-, Tracking- oder Werbedienste ein.</li>
        <li>
          Schriften, Bilder und Programmcode der Website werden ausschließlich vom Server unseres Webhosters (Ziffer 3)
          geladen; es werden keine Inhalte von Drittanbietern (etwa Schriftdienste oder Kartendienste) eingebunden. Nur
          das Bewerbungsformular und der Konfigurator tauschen Daten mit unserem Auftragsverarbeiter Supabase aus
          (Ziffer 7): Ihre Eingaben und die Dateien, die Sie hochladen, samt deren Vorschaubildern.
        </li>
        <li>
          Daten, die Sie in das Bewerbungsformular oder den Website-Konfigurator eingeben, speichern wir bei unserem
          Auftragsverarbeiter Supabase in einem Rechenzentrum in der {legal.backendRegion}.
        </li>
        <li>Alle Verbindungen sind per TLS verschlüsselt.</li>
      </ul>

      <h2>3. Bereitstellung der Website und Server-Logfiles</h2>
      <p>
        Diese Website besteht aus vorab erzeugten, statischen Seiten. Sie werden bereitgestellt von {legal.staticHost}.
        Bei jedem Abruf verarbeitet der Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene
        Adresse, übertragene Datenmenge, Statuscode, die zuvor besuchte Seite (Referrer) sowie Browser und
        Betriebssystem (User-Agent). Diese Server-Logfiles dienen der Auslieferung, der Stabilität und der Abwehr von
        Angriffen und werden nach {legal.serverLogDays} Tagen gelöscht. Rechtsgrundlage ist Art.&nbsp;6 Abs.&nbsp;1
        lit.&nbsp;f DSGVO; unser berechtigtes Interesse ist ein sicherer und fehlerfreier Betrieb. Mit dem Anbieter
        besteht ein Vertrag zur Auftragsverarbeitung nach Art.&nbsp;28 DSGVO.
      </p>

      <h2>4. Bewerbungsformular der {offer.name}</h2>
      <p>
        Wenn Sie sich über das Formular auf unserer Startseite bewerben, verarbeiten wir Vorname, Nachname,
        E-Mail-Adresse, Telefonnummer, Firma, die Adresse Ihrer aktuellen Website (freiwillig) und Ihre
        Unternehmensbeschreibung. Wir nutzen diese Angaben, um Bewerbungen auszuwählen, Sie zu kontaktieren und Ihnen
        gegebenenfalls ein Angebot zu unterbreiten. Rechtsgrundlage ist Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b DSGVO
        (vorvertragliche Maßnahmen auf Ihre Anfrage).
      </p>
      <p>
        Die Angaben werden verschlüsselt an unsere Datenbank bei Supabase in der {legal.backendRegion} übertragen. Von
        dort kann sie niemand über diese Website wieder abrufen; Zugriff haben nur unsere Mitarbeiterinnen und
        Mitarbeiter, die die Bewerbungen bearbeiten. Kommt kein Vertrag zustande, löschen wir Ihre Bewerbung spätestens{" "}
        {legal.retentionMonths} Monate nach Ende der Bewerbungsphase. Kommt ein Vertrag zustande, gelten die
        gesetzlichen Aufbewahrungsfristen.
      </p>
      <p>
        Zum Schutz vor automatisierten Spam-Einsendungen prüft Ihr Browser, ob ein für Menschen unsichtbares Feld
        ausgefüllt und wie schnell das Formular abgeschickt wurde. Diese Prüfung findet ausschließlich in Ihrem Browser
        statt; dabei werden keine zusätzlichen Daten gespeichert oder übertragen.
      </p>

      <h2>5. Website-Konfigurator</h2>
      <p>
        Im Konfigurator unter <Link to={paths.wizard}>{paths.wizard}</Link> beschreiben Sie Ihr Unternehmen und Ihre
        Wünsche an die neue Website. Wir verarbeiten dabei die Angaben, die Sie eingeben, sowie Dateien, die Sie
        hochladen (Logo, Bilder, Texte). Rechtsgrundlage ist Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b DSGVO.
      </p>
      <ul>
        <li>
          <strong>Entwurf im Browser:</strong> Ihr Fortschritt wird im lokalen Speicher (Local Storage) Ihres Browsers
          abgelegt, damit Sie später weitermachen können; haben Sie mehrere Projektanfragen begonnen, jede für sich
          (höchstens {legal.localDraftsMax}, ältere werden zuerst gelöscht). Ein Entwurf wird nach{" "}
          {legal.localDraftDays} Tagen nicht mehr angeboten und beim nächsten Aufruf des Konfigurators gelöscht; Sie
          können ihn auch über „Neu starten“ oder die Einstellungen Ihres Browsers löschen. Ist der Konfigurator noch in
          einem anderen Tab geöffnet, speichert dieser Tab den Entwurf erneut, bis Sie den Tab schließen.
        </li>
        <li>
          <strong>Entwurf auf dem Server:</strong> Ihre Eingaben werden schon während des Ausfüllens – also auch, wenn
          Sie die Anfrage nie absenden – wenige Sekunden nach der letzten Änderung automatisch unter einer zufälligen
          Sitzungskennung in unserer Datenbank bei Supabase in der {legal.backendRegion} gespeichert, damit nichts
          verloren geht und Sie auf einem anderen Gerät fortfahren können. Rechtsgrundlage ist Art.&nbsp;6 Abs.&nbsp;1
          lit.&nbsp;b DSGVO, für nicht abgesendete Entwürfe auch Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO (unser
          berechtigtes Interesse: Ihre Eingaben vor Verlust zu schützen). Wer den Fortsetzungslink oder QR-Code kennt,
          kann den Entwurf öffnen – geben Sie ihn daher nicht weiter. Der QR-Code wird in Ihrem Browser erzeugt.
          „Formular zurücksetzen“ löscht den Entwurf samt hochgeladenen Dateien auch auf dem Server; Entwürfe, die{" "}
          {legal.serverDraftDays} Tage lang nicht gespeichert wurden, werden automatisch gelöscht. Möchten Sie einen
          Entwurf vorher löschen lassen, senden Sie uns den Fortsetzungslink an{" "}
          <a href={`mailto:${contact.privacyEmail}`}>{contact.privacyEmail}</a>.
        </li>
        <li>
          <strong>Hochgeladene Dateien:</strong> Logo, Bilder und Text-Dateien werden im Dateispeicher von Supabase in
          der {legal.backendRegion} abgelegt. Damit wir sie für Ihre Website verwenden können, sind sie ohne Anmeldung
          für jeden abrufbar, der ihre Adresse kennt; die Adresse ist schwer zu erraten und enthält den Dateinamen.
          Laden Sie bitte nur Dateien hoch, an denen Sie die Rechte besitzen. Entfernen Sie im Konfigurator einen Text
          oder ein Bild, löschen wir die Datei sofort; ein ersetztes oder entferntes Logo löschen wir mit dem Entwurf.
          Dateien aus Entwürfen, die nicht abgesendet wurden, löschen wir mit dem Entwurf: beim Zurücksetzen sofort,
          sonst automatisch, sobald der Entwurf {legal.serverDraftDays} Tage lang nicht gespeichert wurde. Dateien einer
          abgesendeten Projektanfrage löschen wir mit dieser.
        </li>
        <li>
          <strong>Projektanfrage:</strong> Wenn Sie die Anfrage absenden, speichern wir Ihre Angaben zusammen mit einer
          Zusammenfassung in unserer Datenbank, um Ihnen ein Angebot zu erstellen. Kommt kein Vertrag zustande, löschen
          wir Anfrage und Dateien spätestens {legal.retentionMonths} Monate nach Eingang.
        </li>
        <li>
          <strong>Daten anderer Personen:</strong> Nennen Sie uns Daten weiterer Personen – etwa die Kontaktdaten Ihres
          Datenschutzbeauftragten oder Personen auf hochgeladenen Fotos –, verarbeiten wir sie zu denselben Zwecken und
          mit denselben Fristen (Art.&nbsp;14 DSGVO). Bitte informieren Sie diese Personen darüber.
        </li>
      </ul>

      <p>
        <strong>E-Mails zu Ihrer Bewerbung oder Projektanfrage:</strong> Sobald Sie eine Bewerbung oder Projektanfrage
        absenden, schickt unsere Datenbank zwei E-Mails über unseren eigenen E-Mail-Server (einen Versand- oder
        Newsletter-Dienst nutzen wir nicht): an unser Team alle Ihre Angaben mit den Links zu Ihren Dateien, bei einer
        Projektanfrage zusätzlich das Briefing als PDF mit Vorschaubildern Ihrer Bilder; an die E-Mail-Adresse, die Sie
        angegeben haben, eine kurze Eingangsbestätigung ohne Werbung (höchstens eine pro Adresse und Tag). Für den
        Versand merken wir uns je E-Mail die Empfängeradresse, den Stand des Versands und eine etwaige Fehlermeldung;
        diese Einträge löschen wir zusammen mit der Bewerbung oder Anfrage, zu der sie gehören. Rechtsgrundlage ist
        Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b DSGVO.
      </p>

      <h2>6. Speicherung im Browser, keine Cookies</h2>
      <p>Diese Website setzt keine Cookies. Im lokalen Speicher Ihres Browsers legen wir nur drei Dinge ab:</p>
      <ul>
        <li>
          den Vermerk „{overlayKey}“, dass Sie den Hinweis zur ausgebuchten Aktion geschlossen haben, damit er nicht
          erneut erscheint (ohne Bezug zu Ihrer Person; er bleibt, bis Sie ihn löschen),
        </li>
        <li>die oben beschriebenen Entwürfe des Konfigurators ({legal.localDraftDays} Tage) und</li>
        <li>
          für eine größere Datei, deren Hochladen unterbrochen wurde, deren Namen und die Adresse des begonnenen
          Uploads, damit er weitergeht, wenn Sie die Datei erneut auswählen. Dieser Vermerk wird gelöscht, sobald die
          Datei hochgeladen ist oder der zugehörige Entwurf gelöscht wird, spätestens aber nach {legal.localDraftDays}{" "}
          Tagen.
        </li>
      </ul>
      <p>
        Im Sitzungsspeicher (Session Storage) eines Browser-Tabs merkt sich der Konfigurator außerdem eine zufällige
        Kennung dieses Tabs, damit zwei Tabs oder Geräte ihre Stände nicht gegenseitig überschreiben, und Text, den Sie
        in ein Eingabefeld getippt, aber noch nicht hinzugefügt haben. Jede Seite merkt sich dort außerdem, wie weit Sie
        gescrollt haben, damit „Zurück“ Sie an dieselbe Stelle bringt. All das verschwindet, wenn Sie den Tab schließen.
      </p>
      <p>
        All das ist für die von Ihnen gewünschten Funktionen unbedingt erforderlich (§&nbsp;25 Abs.&nbsp;2 Nr.&nbsp;2
        TDDDG) und verlässt Ihr Gerät nur, soweit unter Ziffer 5 beschrieben. Ist der lokale Speicher in Ihrem Browser
        gesperrt, funktioniert die Website trotzdem; der Hinweis erscheint dann bei jedem Besuch.
      </p>

      <h2>7. Auftragsverarbeiter und Drittlandbezug</h2>
      <p>
        Datenbank und Dateispeicher betreibt für uns {legal.backend} („Supabase“) als Auftragsverarbeiter nach
        Art.&nbsp;28 DSGVO. Die Daten liegen in der Region {legal.backendRegion}. Da Supabase seinen Sitz außerhalb der
        EU hat, ist ein Zugriff aus Drittländern, etwa im Rahmen von Wartung und Support, nicht vollständig
        auszuschließen; hierfür haben wir mit Supabase die Standardvertragsklauseln der EU-Kommission vereinbart
        (Art.&nbsp;46 Abs.&nbsp;2 lit.&nbsp;c DSGVO).
      </p>
      <p>
        Supabase protokolliert bei jeder Anfrage technische Daten (IP-Adresse, Zeitpunkt, aufgerufene Adresse,
        Browserkennung), um den Dienst sicher zu betreiben und Fehler zu finden, und löscht diese Protokolle nach Ablauf
        der vertraglich vereinbarten Frist. Für die Auslieferung setzt Supabase weitere Unterauftragsverarbeiter ein,
        etwa Cloudflare. Rechtsgrundlage ist Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO; unser berechtigtes Interesse ist
        ein sicherer Betrieb. Ihre Sitzungskennung geben unsere Seiten nicht als Herkunftsadresse (Referrer) weiter.
      </p>

      <h2>8. Kontakt per E-Mail und Telefon</h2>
      <p>
        Wenn Sie uns per E-Mail oder Telefon kontaktieren, verarbeiten wir Ihre Angaben zur Bearbeitung Ihres Anliegens
        (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b DSGVO bei Vertragsbezug, sonst Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO).
        Die Daten werden gelöscht, wenn die Anfrage erledigt ist und keine gesetzlichen Aufbewahrungspflichten
        entgegenstehen.
      </p>

      <h2>9. Ihre Rechte</h2>
      <p>Sie haben uns gegenüber folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:</p>
      <ul>
        <li>Auskunft (Art.&nbsp;15 DSGVO), Berichtigung (Art.&nbsp;16 DSGVO) und Löschung (Art.&nbsp;17 DSGVO),</li>
        <li>Einschränkung der Verarbeitung (Art.&nbsp;18 DSGVO) und Datenübertragbarkeit (Art.&nbsp;20 DSGVO),</li>
        <li>
          Widerspruch gegen Verarbeitungen auf Grundlage von Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO aus Gründen, die
          sich aus Ihrer besonderen Situation ergeben (Art.&nbsp;21 DSGVO).
        </li>
      </ul>
      <p>
        Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, etwa bei der für uns
        zuständigen Behörde: {legal.supervisoryAuthority}.
      </p>

      <h2>10. Pflicht zur Bereitstellung, keine automatisierten Entscheidungen</h2>
      <p>
        Die Bereitstellung Ihrer Daten ist freiwillig. Ohne die Pflichtangaben können wir eine Bewerbung oder
        Projektanfrage jedoch nicht bearbeiten. Eine automatisierte Entscheidungsfindung einschließlich Profiling nach
        Art.&nbsp;22 DSGVO findet nicht statt; über Bewerbungen entscheiden Menschen.
      </p>

      <p className="text-sm text-slate-600">Stand: {legal.privacyDate}</p>
    </>
  );
}
