/**
 * The one site config: the agency's identity, contact data, offer and campaign
 * facts. Everything shown on the site about them is derived from here; the
 * server's own copy of the application period is set by a migration (docs/development.md,
 * "The next application round").
 *
 * PLACEHOLDER DATA: the agency identity below (name, address, register, tax
 * ids, phone, e-mail, host) is invented for this project; replace it with the
 * real agency's data before going live (see README.md).
 */
const HOST = "pixelwerk-agentur.de";
const COMPANY_NAME = "Pixelwerk Digitalagentur GmbH";
const ORIGIN = `https://${HOST}`;

export const site = {
  company: {
    name: COMPANY_NAME,
    /** The name in running text takes an article (a GmbH is feminine: „die … GmbH“, „der … GmbH“). */
    nameWith: { nominative: `die ${COMPANY_NAME}`, genitive: `der ${COMPANY_NAME}` },
    shortName: "Pixelwerk",
    /** Under the short name in the word mark. */
    tagline: "Digitalagentur",
    owner: "Max Mustermann",
    managingDirectors: ["Max Mustermann"],
    street: "Musterstraße 12",
    postalCode: "12345",
    city: "Musterstadt",
    country: "Deutschland",
    registerCourt: "Amtsgericht Musterstadt",
    registerNumber: "HRB 123456",
    vatId: "DE123456789",
    foundedYear: 2000,
    yearsOfExperience: 25,
  },
  contact: {
    email: `info@${HOST}`,
    privacyEmail: `datenschutz@${HOST}`,
    /** When the phone is answered; shown beside phone links. */
    phoneHours: "Mo–Fr 9–17 Uhr",
    /** As shown to people. */
    phone: "+49 123 456 789 0",
    /** As dialled (tel: link). */
    phoneHref: "+491234567890",
  },
  /** The public host of this site, used in examples and canonical URLs. */
  host: HOST,
  origin: ORIGIN,
  priceLists: {
    standard: `${ORIGIN}/preisliste.pdf`,
    socialMedia: `${ORIGIN}/preisliste-social-media.pdf`,
  },
  /** Where visitors can look the agency up; opened in a new tab. */
  reviewSearchUrl: "https://www.google.com/search?q=Pixelwerk+Digitalagentur+Bewertungen",
  reviewSourceLabel: "Google-Bewertung",
  /** Who and what the legal pages name; placeholders like the identity above. */
  legal: {
    contentResponsible: "Max Mustermann",
    supervisoryAuthority:
      "Die Landesbeauftragte für den Datenschutz und die Informationsfreiheit Musterland, Musterallee 1, 12345 Musterstadt",
    staticHost: "Beispiel Webhosting GmbH, Hostweg 3, 10115 Berlin (Rechenzentren in Deutschland)",
    serverLogDays: 7,
    backend: "Supabase Inc., 970 Toa Payoh North #07-04, Singapore 318992",
    backendRegion: "EU (Frankfurt am Main)",
    /** The wizard keeps its local draft copy this long (SPEC §4). */
    localDraftDays: 7,
    /** …and at most this many drafts on one device (MAX_LOCAL_COPIES in local-copy.ts). */
    localDraftsMax: 10,
    /** supabase/migrations/*_purge_stale_wizard_sessions.sql deletes drafts after this. */
    serverDraftDays: 30,
    /**
     * Without a contract, the `purge` Edge Function (supabase/functions/purge) deletes an application this many months
     * after the end of its application period (`campaign.endDate`) and a sent briefing with its files this
     * many months after receipt; rows staff mark `aufbewahren` stay (ADR 004).
     */
    retentionMonths: 6,
    termsDate: "29.11.2026",
    /** The privacy statement's own date: it describes the site as it is, not the terms' edition. */
    privacyDate: "29.11.2026",
  },
  rating: { value: 4.99, of: 5 },
  offer: {
    name: "Azubi-Offensive",
    year: 2025,
    priceEur: 499,
    regularPriceEur: 7900,
    hostingEur: 39,
    regularHostingEur: 69,
    trainees: 4,
    projectsPerTrainee: 10,
  },
  campaign: {
    /**
     * false = fully booked: closing overlay, late-visitor popup, dimmed form. The server takes
     * applications only from startDate to endDate (private.application_period, which must state
     * the same days; tests/application-period.test.ts).
     */
    open: false,
    applications: 500,
    startDate: "2025-09-01",
    endDate: "2025-10-12",
    nextRound: "August 2026",
    nextRoundYear: 2026,
  },
  /**
   * Terms of SPEC §9, used by FAQ, AGB and the thank-you screen. Where the
   * sources give two figures, both are kept, each for what it measures, so that
   * no page contradicts another.
   */
  terms: {
    /** From the request to the launch (offer, kick-off, build): the thank-you screen and the hero. */
    projectWeeks: "4–6",
    /** From the kick-off to the launch, usually; larger projects up to `buildWeeksMax` (FAQ, AGB). */
    buildWeeks: "2–4",
    buildWeeksMax: 8,
    correctionRounds: 3,
    warrantyMonths: 12,
    supportDays: 30,
    /** What the hosting reaches on average (FAQ) … */
    hostingUptimePercent: 99.9,
    /** … and what the AGB bind the agency to per year. */
    hostingUptimeGuaranteedPercent: 98,
    hostingTrafficGb: 2,
    sampleDraftWorkingDays: 14,
    acceptanceWorkingDays: 10,
    defaultInterestPoints: 9,
    reminderFeeEur: 5,
    reminderAfterDays: 14,
    liabilityCapEur: 500,
    hostingTermMonths: 24,
    hostingRenewalMonths: 24,
    hostingNoticeMonths: 6,
    replyWithinHours: 24,
  },
} as const;

export type Site = typeof site;
