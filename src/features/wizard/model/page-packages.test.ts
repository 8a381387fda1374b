import { describe, expect, it } from "vitest";
import { BRANCHEN } from "~/schemas/wizard-enums";
import { fieldMessages } from "~/schemas/wizard-messages";
import { addCustomPage, computeSeiten, offeredPackages, pageNames } from "./page-packages";

const names = (branche: string) => offeredPackages(branche).map((pkg) => pkg.name);

describe("offeredPackages", () => {
  it.each([
    ["handwerk", "Handwerker"],
    ["werkstaetten", "Handwerker"],
    ["friseur-kosmetik", "Salon"],
    ["gastronomie", "Restaurant"],
    ["gesundheitswesen", "Praxis"],
    ["fitness-sport", "Studio"],
    ["kreatives-design", "Studio"],
    ["immobilien", "Makler"],
  ])("offers the base packages plus the one industry package for %s", (branche, industry) => {
    expect(names(branche)).toEqual(["Präsenz", "Service", "Business", industry]);
  });

  it.each(["beratung", "bildung", "automotive", "finanzen", "landwirtschaft", "reinigungsservice", "sonstiges", ""])(
    "offers only the base packages for %j",
    (branche) => expect(names(branche)).toEqual(["Präsenz", "Service", "Business"]),
  );

  it("never offers more than one industry package", () => {
    for (const branche of BRANCHEN) expect(offeredPackages(branche).length).toBeLessThanOrEqual(4);
  });
});

describe("computeSeiten", () => {
  it("is startseite alone without package and pages", () => expect(computeSeiten("", [], "")).toEqual(["startseite"]));

  it("starts with startseite, then package pages, then custom pages, each once", () => {
    expect(computeSeiten("praesenz", ["Philosophie", "kontakt"], "beratung")).toEqual([
      "startseite",
      "ueber-uns",
      "leistungen",
      "kontakt",
      "Philosophie",
    ]);
  });

  it("counts a custom page named as a package page shows it as that page: „Über uns“ is ueber-uns", () => {
    expect(computeSeiten("praesenz", ["Über uns", "STARTSEITE", "Bewertung"], "beratung")).toEqual([
      "startseite",
      "ueber-uns",
      "leistungen",
      "kontakt",
      "Bewertung",
    ]);
  });

  it("ignores a package that is not offered for the branch", () => {
    expect(computeSeiten("salon", ["Team"], "gastronomie")).toEqual(["startseite", "Team"]);
    expect(computeSeiten("salon", [], "friseur-kosmetik")).toContain("termin");
  });

  it("lists a custom page once that is the very word of a package page's slug (the server refuses a page twice)", () => {
    // "bewertung" was added before the estate agent package, whose "bewertung" is "Wertermittlung".
    const seiten = computeSeiten("makler", ["bewertung", "Team"], "immobilien");
    expect(seiten.filter((page) => page === "bewertung")).toHaveLength(1);
    expect(seiten.at(-1)).toBe("Team");
  });
});

describe("pageNames", () => {
  it("names a package's pages by their label and custom pages as typed, also where they are a slug's word", () => {
    expect(pageNames({ seiten: ["startseite", "bewertung", "termin"], seitenpaket: "", branche: "beratung" })).toEqual([
      "Startseite",
      "bewertung",
      "termin",
    ]);
    const seiten = computeSeiten("makler", ["Termin"], "immobilien");
    expect(pageNames({ seiten, seitenpaket: "makler", branche: "immobilien" })).toEqual([
      "Startseite",
      "Über uns",
      "Immobilien",
      "Verkaufen",
      "Vermieten",
      "Wertermittlung",
      "Kontakt",
      "Termin",
    ]);
  });
});

describe("addCustomPage", () => {
  it("adds trimmed, unique pages", () => {
    expect(addCustomPage(["Team"], "  Unsere   Geschichte ")).toEqual({
      ok: true,
      customPages: ["Team", "Unsere Geschichte"],
    });
  });
  it("refuses empty and duplicate names (case-insensitive)", () => {
    expect(addCustomPage([], "  ")).toEqual({ ok: false, message: fieldMessages.customPageEmpty });
    // Invisible only: the server's page list refuses it (private.is_blank).
    expect(addCustomPage([], "\u200b\u2060")).toEqual({ ok: false, message: fieldMessages.customPageEmpty });
    expect(addCustomPage(["Team"], "TEAM")).toEqual({ ok: false, message: fieldMessages.customPageDuplicate });
    expect(addCustomPage([], "a,b")).toEqual({ ok: false, message: fieldMessages.customPageComma });
  });
  it("refuses a page the chosen package already has, by the name the visitor sees", () => {
    const praesenz = computeSeiten("praesenz", [], "beratung");
    expect(addCustomPage([], " über  uns", praesenz)).toEqual({
      ok: false,
      message: "Die Seite „Über uns“ ist im gewählten Paket bereits enthalten.",
    });
    expect(addCustomPage([], "Kontakt", praesenz)).toEqual({
      ok: false,
      message: fieldMessages.customPageInPackage("Kontakt"),
    });
    expect(addCustomPage([], "Startseite", ["startseite"])).toMatchObject({ ok: false });
    expect(addCustomPage([], "Team", praesenz)).toEqual({ ok: true, customPages: ["Team"] });
  });
});
