/**
 * The 30 customer reviews of the landing page (SPEC §3: name and bewertung,
 * all five stars). PLACEHOLDER DATA like the agency identity in site.ts:
 * replace them with the agency's real, consented reviews before going live.
 */
export type Testimonial = { name: string; business: string; bewertung: string };

export const testimonials: readonly Testimonial[] = [
  {
    name: "Sabine Krüger",
    business: "Friseursalon Haarmonie, Freiburg",
    bewertung:
      "Seit der neuen Website buchen meine Kundinnen ihre Termine online. Das Telefon klingelt während des Färbens endlich seltener – und trotzdem ist der Kalender voll.",
  },
  {
    name: "Thomas Brandt",
    business: "Brandt Sanitär & Heizung, Kassel",
    bewertung:
      "Drei Anfragen für Badsanierungen in der ersten Woche, alle über das Kontaktformular. Die Referenzbilder unserer Baustellen kommen richtig gut zur Geltung.",
  },
  {
    name: "Aylin Demir",
    business: "Café Zuckerstück, Mannheim",
    bewertung:
      "Die Wochenkarte pflege ich jetzt selbst in fünf Minuten. Das Team hat sogar unsere alten Kuchenfotos so aufbereitet, dass man sofort Appetit bekommt.",
  },
  {
    name: "Dr. Markus Vogel",
    business: "Zahnarztpraxis am Stadtgarten, Erfurt",
    bewertung:
      "Datenschutz und Barrierefreiheit waren uns wichtig. Beides wurde sauber umgesetzt, und unsere Patienten finden Sprechzeiten und Anfahrt jetzt auf Anhieb.",
  },
  {
    name: "Claudia Neumann",
    business: "Neumann Immobilien, Potsdam",
    bewertung:
      "Die Objektseiten laden auch unterwegs blitzschnell. Zwei Verkäufer haben uns ausdrücklich wegen des professionellen Auftritts beauftragt.",
  },
  {
    name: "Jens Hoffmann",
    business: "Tischlerei Hoffmann, Lüneburg",
    bewertung:
      "Ich hatte wenig Zeit für Abstimmungen. Ein Termin, ein Fragebogen, zwei Korrekturrunden – nach fünf Wochen war alles online. Genau so habe ich mir das gewünscht.",
  },
  {
    name: "Petra Schulze",
    business: "Physiotherapie Schulze, Bielefeld",
    bewertung:
      "Die Azubis waren erstaunlich sattelfest und wurden sichtbar gut betreut. Unsere Leistungen sind jetzt verständlich erklärt, ohne Fachchinesisch.",
  },
  {
    name: "Michael Wagner",
    business: "Kfz-Meisterbetrieb Wagner, Heilbronn",
    bewertung:
      "Früher hatten wir nur einen Eintrag im Branchenbuch. Heute kommen jede Woche neue Kunden, die uns über die Suche nach „Werkstatt Heilbronn“ gefunden haben.",
  },
  {
    name: "Katrin Lehmann",
    business: "Blumenwerkstatt Lehmann, Rostock",
    bewertung:
      "Die Farben und die Schrift passen perfekt zu unserem Laden. Viele Stammkunden haben uns auf die schöne neue Seite angesprochen.",
  },
  {
    name: "Stefan Becker",
    business: "Becker Steuerberatung, Münster",
    bewertung:
      "Sachlich, übersichtlich, vertrauenswürdig – genau der Ton, den unsere Mandanten erwarten. Die Zusammenarbeit war strukturiert und termintreu.",
  },
  {
    name: "Nicole Fischer",
    business: "Yogastudio Atemraum, Würzburg",
    bewertung:
      "Der Kursplan ist jetzt auf dem Handy gut lesbar, und Probestunden werden direkt angefragt. Unsere Auslastung ist seitdem spürbar gestiegen.",
  },
  {
    name: "Andreas Richter",
    business: "Richter Elektrotechnik, Chemnitz",
    bewertung:
      "Für 499 Euro hatte ich ehrlich gesagt weniger erwartet. Das Ergebnis kann sich mit Seiten messen, für die Mitbewerber ein Vielfaches bezahlt haben.",
  },
  {
    name: "Melanie Koch",
    business: "Hundesalon Wuschelpfote, Oldenburg",
    bewertung:
      "Liebevoll gestaltet und trotzdem schnell. Die Preisliste ist klar aufgebaut, das spart mir viele Rückfragen am Telefon.",
  },
  {
    name: "Frank Zimmermann",
    business: "Zimmermann Dachdeckerei, Paderborn",
    bewertung:
      "Unsere Notdienst-Nummer steht jetzt gut sichtbar oben auf jeder Seite. Bei Sturmschäden rufen die Leute direkt an – das war das Ziel.",
  },
  {
    name: "Julia Hartmann",
    business: "Kosmetikinstitut Hartmann, Regensburg",
    bewertung:
      "Ich wurde bei jedem Schritt gefragt, bevor etwas online ging. Die Texte klingen nach mir und nicht nach einer Agentur.",
  },
  {
    name: "Oliver Schmitt",
    business: "Weingut Schmitt, Bad Dürkheim",
    bewertung:
      "Unsere Weinproben sind jetzt regelmäßig ausgebucht. Die Seite erzählt die Geschichte unseres Familienbetriebs richtig schön.",
  },
  {
    name: "Sandra Wolf",
    business: "Reinigungsservice Wolf, Dortmund",
    bewertung:
      "Angebotsanfragen kommen jetzt mit allen nötigen Angaben zu Fläche und Turnus. Das spart uns pro Anfrage ein Telefonat.",
  },
  {
    name: "Christian Schäfer",
    business: "Fahrschule Schäfer, Koblenz",
    bewertung:
      "Die Anmeldung zum Theorieunterricht läuft jetzt online. Gerade die jungen Fahrschüler finden das super – und wir haben weniger Papierkram.",
  },
  {
    name: "Birgit Meyer",
    business: "Buchhandlung Seitenwind, Göttingen",
    bewertung:
      "Lesungen und Neuerscheinungen kann ich selbst einstellen. Die Einweisung war geduldig und verständlich, auch für jemanden wie mich.",
  },
  {
    name: "Daniel Krause",
    business: "Krause Garten- und Landschaftsbau, Hannover",
    bewertung:
      "Die Vorher-nachher-Galerie überzeugt Kunden besser als jedes Gespräch. Wir bekommen deutlich größere Aufträge als früher.",
  },
  {
    name: "Elena Popescu",
    business: "Übersetzungsbüro Popescu, Nürnberg",
    bewertung:
      "Klare Struktur, schnelle Ladezeiten und ein Kontaktformular mit Datei-Upload. Genau das, was ein Übersetzungsbüro braucht.",
  },
  {
    name: "Uwe Schröder",
    business: "Metzgerei Schröder, Fulda",
    bewertung:
      "Unser Mittagstisch steht jetzt jeden Morgen online, und die Partyservice-Anfragen haben sich verdoppelt. Ein echter Gewinn für unser Geschäft.",
  },
  {
    name: "Anja Weber",
    business: "Weber Ergotherapie, Trier",
    bewertung:
      "Die Seite wirkt ruhig und einladend, genau wie unsere Praxis. Neue Patientinnen sagen oft, dass sie sich dadurch gleich gut aufgehoben fühlten.",
  },
  {
    name: "Matthias König",
    business: "König Fitness & Gesundheit, Augsburg",
    bewertung:
      "Probetrainings werden jetzt online vereinbart, die Kursbelegung sieht man auf einen Blick. Das Team hat mitgedacht und gute Vorschläge gemacht.",
  },
  {
    name: "Svenja Lorenz",
    business: "Fotostudio Lichtblick, Kiel",
    bewertung:
      "Meine Bilder wirken auf der neuen Seite endlich so, wie sie gedacht sind – groß, scharf und trotzdem schnell geladen. Absolute Empfehlung.",
  },
  {
    name: "Ralf Huber",
    business: "Huber Haustechnik, Rosenheim",
    bewertung:
      "Termingerecht, unkompliziert und mit einer ehrlichen Beratung, was wir wirklich brauchen. Keine unnötigen Extras, dafür alles, was zählt.",
  },
  {
    name: "Tanja Berger",
    business: "Kita-Ausstatter Berger, Ulm",
    bewertung:
      "Unser Sortiment ist jetzt übersichtlich nach Altersgruppen sortiert. Einrichtungen fragen direkt Angebote an, statt erst anzurufen.",
  },
  {
    name: "Florian Maier",
    business: "Maier Malerbetrieb, Ingolstadt",
    bewertung:
      "Von der ersten Skizze bis zum Livegang hat alles gepasst. Besonders gut: Die Seite ist auf dem Handy genauso übersichtlich wie am Rechner.",
  },
  {
    name: "Heike Schubert",
    business: "Pension Seeblick, Waren (Müritz)",
    bewertung:
      "Seit dem Relaunch buchen mehr Gäste direkt bei uns statt über Portale. Das spart uns Provision – die Website hat sich nach einer Saison bezahlt gemacht.",
  },
  {
    name: "Kemal Yıldız",
    business: "Yıldız Bau GmbH, Duisburg",
    bewertung:
      "Professionell von Anfang an: klare Zeitplanung, feste Ansprechpartner und ein Ergebnis, das unsere Größe und Erfahrung richtig zeigt.",
  },
];
