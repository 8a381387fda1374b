import { formatGermanNumber } from "~/lib/german-number";
import {
  campaignDays,
  campaignPeriod,
  formatEur,
  hostingPrice,
  offerTitle,
  places,
  price,
  regularPrice,
  savingPercent,
} from "./campaign";
import { faqHighlights, type FaqItem } from "./faq-highlights";
import { site } from "./site";

/**
 * The questions of /weiterfuehrende-fragen and the landing page's FAQ
 * section. Every number comes from site.ts (terms: one reading of SPEC §9),
 * so FAQ, AGB and the wizard's thank-you screen never disagree.
 */
export type FaqGroup = { id: string; title: string; items: readonly FaqItem[] };

const { terms, offer, campaign, contact, company } = site;

export const faqGroups: readonly FaqGroup[] = [
  {
    id: "aktion",
    title: `Die ${offerTitle}`,
    items: [
      {
        id: "was-ist-die-azubi-offensive",
        question: `Was ist die ${offerTitle}?`,
        answer: [
          `Unsere ${offer.trainees} neuen Auszubildenden erstellen je ${offer.projectsPerTrainee} Referenz-Websites für Unternehmen – unter Anleitung erfahrener Webdesigner und Entwickler. Sie erhalten eine professionelle Website für ${price} statt ${regularPrice} – und unsere Azubis sammeln echte Projekterfahrung.`,
        ],
      },
      {
        id: "warum-so-guenstig",
        question: `Warum kostet die Website nur ${price}?`,
        answer: [
          `Die Projekte sind Teil der Ausbildung. Den Großteil der Arbeitszeit tragen wir als Ausbildungsbetrieb; Sie zahlen nur einen Bruchteil des regulären Preises und sparen ${savingPercent}\u00a0%. Im Gegenzug dürfen wir Ihre Website als Referenz zeigen.`,
        ],
      },
      {
        id: "qualitaet-durch-azubis",
        question: "Ist die Qualität so gut wie bei einem regulären Projekt?",
        answer: [
          "Ja. Jeder Arbeitsschritt wird von einem erfahrenen Projektleiter geprüft und freigegeben, bevor Sie ihn sehen. Es gelten dieselben Qualitätsmaßstäbe, Werkzeuge und Prüflisten wie bei unseren regulären Kundenprojekten.",
        ],
      },
      {
        id: "wie-viele-plaetze",
        question: "Wie viele Plätze gibt es?",
        answer: [
          `Genau ${places}: ${offer.trainees} Auszubildende mit je ${offer.projectsPerTrainee} Referenzprojekten. Pro Unternehmen vergeben wir einen Platz und eine Website.`,
        ],
      },
      {
        id: "aktionszeitraum",
        question: "Wann lief die Bewerbungsphase?",
        answer: [
          `Die Bewerbungsphase der ${offerTitle} lief ${campaignDays} Tage vom ${campaignPeriod}. Mit über ${campaign.applications} Bewerbungen waren alle ${places} Plätze schnell vergeben.`,
        ],
      },
      faqHighlights.naechsteRunde,
      {
        id: "ohne-aktion",
        question: "Kann ich auch außerhalb der Aktion eine Website beauftragen?",
        answer: [
          `Selbstverständlich. Wir beraten Sie gern persönlich unter ${contact.phone} (${contact.phoneHours}) oder per E-Mail an ${contact.email} und erstellen Ihnen ein individuelles Angebot.`,
        ],
      },
      {
        id: "wer-steckt-dahinter",
        question: "Wer steckt hinter der Aktion?",
        answer: [
          `Hinter der Aktion steht ${company.nameWith.nominative} aus ${company.city} – eine Agentur mit ${company.yearsOfExperience} Jahren Erfahrung in der professionellen Erstellung von Internetseiten und anerkannter Ausbildungsbetrieb für Mediengestalter und Fachinformatiker.`,
        ],
      },
    ],
  },
  {
    id: "bewerbung",
    title: "Bewerbung und Auswahl",
    items: [
      {
        id: "wie-bewerben",
        question: "Wie kann ich mich bewerben?",
        answer: [
          "Über das Bewerbungsformular auf unserer Startseite: Name, Kontaktdaten, Firma, Ihre aktuelle Website (falls vorhanden) und eine kurze Beschreibung Ihres Unternehmens genügen. Während eine Runde ausgebucht ist, ist das Formular gesperrt.",
        ],
      },
      {
        id: "bewerbung-verpflichtend",
        question: "Ist die Bewerbung verbindlich?",
        answer: [
          "Nein. Die Bewerbung ist unverbindlich und kostenlos. Ein Vertrag kommt erst zustande, wenn Sie ausgewählt wurden und unser Angebot ausdrücklich annehmen.",
        ],
      },
      faqHighlights.nichtAusgewaehlt,
      {
        id: "antwortzeit",
        question: "Wann erhalte ich eine Antwort?",
        answer: [
          `Sie erhalten eine Eingangsbestätigung per E-Mail und innerhalb von ${terms.replyWithinHours} Stunden eine Rückmeldung, ob Ihr Projekt in die Auswahl kommt.`,
        ],
      },
      {
        id: "auswahlkriterien",
        question: "Nach welchen Kriterien wählen Sie aus?",
        answer: [
          "Wir achten auf eine gute Mischung aus Branchen und Aufgaben, damit jeder Auszubildende vielfältige Erfahrungen sammelt. Eine bestehende Website ist keine Voraussetzung – Gründer sind ausdrücklich willkommen.",
        ],
      },
      {
        id: "mehrere-unternehmen",
        question: "Kann ich mich für mehrere Unternehmen bewerben?",
        answer: [
          "Ja, aber für jedes Unternehmen mit einer eigenen Bewerbung. Pro Unternehmen vergeben wir höchstens einen Platz und erstellen eine Website.",
        ],
      },
      {
        id: "bewerbungsdaten",
        question: "Was passiert mit meinen Bewerbungsdaten?",
        answer: [
          "Wir nutzen sie ausschließlich zur Auswahl und Kontaktaufnahme. Die Daten werden verschlüsselt übertragen und auf Servern in der EU (Frankfurt am Main) gespeichert. Einzelheiten stehen in unserer Datenschutzerklärung.",
        ],
      },
    ],
  },
  {
    id: "ablauf",
    title: "Ablauf und Zeitplan",
    items: [
      {
        id: "ablauf-schritte",
        question: "Wie läuft das Projekt ab?",
        answer: [
          "In vier Schritten: Planung (Ziele, Inhalte, Seitenstruktur), Umsetzung (Design und Entwicklung), Freigabe (Ihre Korrekturen und Ihr Okay) und Veröffentlichung (Livegang auf Ihrer Domain).",
        ],
      },
      faqHighlights.projektdauer,
      {
        id: "mein-aufwand",
        question: "Wie viel Zeit muss ich selbst einplanen?",
        answer: [
          "Rechnen Sie mit etwa drei bis fünf Stunden insgesamt: ein Kick-off-Gespräch, das Ausfüllen unseres Konfigurators, das Zusammenstellen von Bildern und Texten und die Durchsicht der Entwürfe.",
        ],
      },
      {
        id: "konfigurator",
        question: "Wofür ist der Website-Konfigurator?",
        answer: [
          "Im Konfigurator beschreiben Sie in sechs Schritten Unternehmen, Design, Inhalte, Kontaktdaten, Bilder und Projekt-Details. Ihr Fortschritt wird automatisch gespeichert, und Sie können per Link oder QR-Code auf einem anderen Gerät weitermachen.",
        ],
      },
      {
        id: "korrekturschleifen",
        question: "Wie viele Korrekturrunden sind enthalten?",
        answer: [
          `Bis zu ${terms.correctionRounds} Korrekturrunden sind im Preis enthalten. Weitere Änderungswünsche setzen wir nach Aufwand gemäß unserer Standard-Preisliste um.`,
        ],
      },
      {
        id: "abnahme",
        question: "Wie funktioniert die Abnahme?",
        answer: [
          `Nach der letzten Korrekturrunde bitten wir Sie um die Abnahme. Melden Sie innerhalb von ${terms.acceptanceWorkingDays} Werktagen keine wesentlichen Mängel, gilt die Website als abgenommen – ebenso, sobald Sie sie im Livebetrieb nutzen.`,
        ],
      },
      {
        id: "ansprechpartner",
        question: "Habe ich einen festen Ansprechpartner?",
        answer: [
          "Ja. Ihr Auszubildender betreut Ihr Projekt von Anfang bis Ende, ein erfahrener Projektleiter ist bei allen Terminen dabei und jederzeit für Sie erreichbar.",
        ],
      },
    ],
  },
  {
    id: "leistungen",
    title: "Leistungen und Umfang",
    items: [
      faqHighlights.leistungsumfang,
      {
        id: "responsive",
        question: "Funktioniert die Website auf Smartphones?",
        answer: [
          "Ja. Jede Seite wird für Smartphone, Tablet und Desktop gestaltet und auf gängigen Geräten getestet. Mehr als die Hälfte Ihrer Besucher kommt heute mobil.",
        ],
      },
      {
        id: "texte",
        question: "Muss ich die Texte selbst schreiben?",
        answer: [
          "Nein. Sie können eigene Texte hochladen oder sie von uns schreiben lassen. Wir stimmen Ton und Inhalt mit Ihnen ab, Sie geben jeden Text vor der Veröffentlichung frei.",
        ],
      },
      {
        id: "bilder",
        question: "Woher kommen die Bilder?",
        answer: [
          "Am besten von Ihnen – echte Fotos wirken am glaubwürdigsten. Alternativ verwenden wir lizenzierte, professionelle Fotos oder vereinbaren einen Fototermin zum Sonderpreis.",
        ],
      },
      {
        id: "logo",
        question: "Ich habe noch kein Logo. Ist das ein Problem?",
        answer: [
          "Nein. Wir gestalten die Website auch ohne Logo oder entwickeln auf Wunsch ein einfaches Wortlogo. Ein aufwendiges Logo-Design bieten wir separat an.",
        ],
      },
      {
        id: "seo",
        question: "Wird meine Website bei Google gefunden?",
        answer: [
          "Wir legen die technischen Grundlagen: saubere Seitenstruktur, Seitentitel und Beschreibungen, schnelle Ladezeiten, eine Sitemap und die Anmeldung in der Google Search Console. Eine laufende Suchmaschinenoptimierung ist nicht enthalten.",
        ],
      },
      {
        id: "onlineshop",
        question: "Ist auch ein Onlineshop möglich?",
        answer: [
          "Ein vollständiger Shop geht über den Rahmen der Aktion hinaus. Produkte präsentieren, Anfragen entgegennehmen und Terminbuchungen über externe Dienste einbinden ist aber möglich.",
        ],
      },
      {
        id: "barrierefreiheit",
        question: "Ist die Website barrierearm?",
        answer: [
          "Ja. Wir achten auf ausreichende Kontraste, Tastaturbedienbarkeit, Alternativtexte und eine klare Überschriftenstruktur nach den Empfehlungen der WCAG.",
        ],
      },
    ],
  },
  {
    id: "kosten",
    title: "Kosten und Zahlung",
    items: [
      faqHighlights.gesamtkosten,
      {
        id: "zahlung",
        question: "Wann muss ich bezahlen?",
        answer: [
          "Die Projektpauschale zahlen Sie in zwei Raten: 50\u00a0% bei Auftragserteilung, 50\u00a0% nach der Abnahme. Das Hosting wird monatlich im Voraus berechnet.",
        ],
      },
      {
        id: "versteckte-kosten",
        question: "Gibt es versteckte Kosten?",
        answer: [
          "Nein. Zusätzliche Kosten entstehen nur, wenn Sie ausdrücklich Leistungen über den vereinbarten Umfang hinaus beauftragen, etwa zusätzliche Seiten oder weitere Korrekturrunden. Vorher erhalten Sie immer ein Angebot.",
        ],
      },
      {
        id: "hosting-pflicht",
        question: "Muss ich das Hosting bei Ihnen buchen?",
        answer: [
          `Ja, für den Aktionspreis: Das Angebot gilt nur zusammen mit unserem Hosting für ${hostingPrice} bei einer Laufzeit von ${terms.hostingTermMonths} Monaten. So können wir Sicherheit, Updates und Verfügbarkeit Ihrer Website gewährleisten.`,
        ],
      },
      {
        id: "rechnung",
        question: "Erhalte ich eine ordentliche Rechnung?",
        answer: ["Ja, Sie erhalten für jede Zahlung eine ordnungsgemäße Rechnung mit ausgewiesener Mehrwertsteuer."],
      },
      {
        id: "zahlungsverzug",
        question: "Was passiert, wenn eine Zahlung ausbleibt?",
        answer: [
          `Nach ${terms.reminderAfterDays} Tagen erinnern wir Sie; ab der Mahnung berechnen wir eine Gebühr von ${formatEur(terms.reminderFeeEur)}. Es gelten die Verzugszinsen nach unseren AGB.`,
        ],
      },
    ],
  },
  {
    id: "hosting",
    title: "Hosting, Domain und Technik",
    items: [
      {
        id: "hosting-leistungen",
        question: "Was ist im Hosting enthalten?",
        answer: [
          `Speicherplatz auf Servern in Deutschland, SSL-Zertifikat, tägliche Sicherungen, Sicherheitsupdates, ${terms.hostingTrafficGb}\u00a0GB Datentransfer pro Monat und eine Verfügbarkeit von ${formatGermanNumber(terms.hostingUptimePercent)}\u00a0% im Jahresmittel (vertraglich zugesichert sind ${formatGermanNumber(terms.hostingUptimeGuaranteedPercent)}\u00a0%, siehe AGB).`,
        ],
      },
      {
        id: "domain",
        question: "Kann ich meine bestehende Domain behalten?",
        answer: [
          "Ja. Wir ziehen Ihre Domain auf Wunsch um oder verweisen sie auf die neue Website. Haben Sie noch keine, registrieren wir eine Wunschdomain für Sie.",
        ],
      },
      {
        id: "email-adressen",
        question: "Kann ich E-Mail-Adressen mit meiner Domain nutzen?",
        answer: [
          "Ja. Bestehende Postfächer bleiben unverändert. Neue Postfächer richten wir auf Wunsch bei einem Anbieter Ihrer Wahl ein; sie sind nicht Teil des Hostingpakets.",
        ],
      },
      {
        id: "vertragslaufzeit",
        question: "Wie lange läuft der Hostingvertrag?",
        answer: [
          `Die Mindestlaufzeit beträgt ${terms.hostingTermMonths} Monate. Kündigen Sie nicht spätestens ${terms.hostingNoticeMonths} Monate vor Ablauf in Textform, verlängert sich der Vertrag um jeweils weitere ${terms.hostingRenewalMonths} Monate.`,
        ],
      },
      {
        id: "website-mitnehmen",
        question: "Gehört mir die Website?",
        answer: [
          "Ja. Nach vollständiger Bezahlung erhalten Sie alle Nutzungsrechte an Design und Inhalten. Endet das Hosting, übergeben wir Ihnen auf Wunsch alle Dateien zum Umzug.",
        ],
      },
      {
        id: "selbst-bearbeiten",
        question: "Kann ich die Website später selbst bearbeiten?",
        answer: [
          "Ja. Texte, Bilder, Öffnungszeiten und Neuigkeiten ändern Sie in einer einfachen Oberfläche. Bei der Übergabe zeigen wir Ihnen alles in einer kurzen Einweisung.",
        ],
      },
    ],
  },
  {
    id: "danach",
    title: "Nach dem Livegang",
    items: [
      faqHighlights.support,
      {
        id: "gewaehrleistung",
        question: "Was passiert, wenn später ein Fehler auftritt?",
        answer: [
          `Wir gewähren ${terms.warrantyMonths} Monate Gewährleistung ab Abnahme. Fehler, die wir zu verantworten haben, beheben wir in dieser Zeit kostenlos.`,
        ],
      },
      {
        id: "rechtstexte",
        question: "Sind Impressum und Datenschutzerklärung enthalten?",
        answer: [
          "Ja, beide sind gesetzlich vorgeschrieben und automatisch enthalten. Wir binden Ihre Angaben ein; die inhaltliche Verantwortung für Rechtstexte bleibt bei Ihnen. Eigene AGB können Sie auf Wunsch einbinden lassen.",
        ],
      },
      {
        id: "referenz-nennung",
        question: "Wird meine Website als Referenz gezeigt?",
        answer: [
          "Ja, das ist Teil der Aktion: Wir dürfen Ihre Website mit Namen und Vorschaubild in unserem Portfolio und in Ausbildungsnachweisen zeigen. Vertrauliche Inhalte veröffentlichen wir selbstverständlich nicht.",
        ],
      },
      {
        id: "erweiterungen",
        question: "Kann die Website später wachsen?",
        answer: [
          "Jederzeit. Weitere Seiten, Mehrsprachigkeit, Buchungssysteme oder einen Shop ergänzen wir zu den Konditionen unserer Standard-Preisliste.",
        ],
      },
    ],
  },
];

export const allFaqItems: readonly FaqItem[] = faqGroups.flatMap((group) => group.items);
