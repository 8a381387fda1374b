/**
 * The four mails: to the agency about a new briefing or application, and the sender's
 * confirmation of each. Pure: rows in, subject + text + HTML out; sending is notify's job.
 */
import { briefingNextSteps } from "../../../../src/content/next-steps.ts";
import { site } from "../../../../src/content/site.ts";
import {
  applicationSections,
  briefingFiles,
  briefingSections,
  type ApplicationRecord,
  type BriefingRecord,
  type StoredFile,
} from "./briefing.ts";
import { renderHtml, renderText, type Block } from "./layout.ts";
import { bodyText, germanDate, germanDateTime, headerText, isMailbox } from "./text.ts";

export type Mailbox = { name: string; address: string };

export type ComposedMail = {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the sender for the agency's mails, the agency for confirmations. */
  replyTo: Mailbox | null;
};

const { company, contact, terms, legal } = site;
const agencyContact = [
  company.name,
  `${company.street}, ${company.postalCode} ${company.city}`,
  `Telefon: ${contact.phone} (${contact.phoneHours})`,
  `E-Mail: ${contact.email}`,
  site.origin,
].join("\n");

function compose(subject: string, blocks: Block[], replyTo: Mailbox | null): ComposedMail {
  const safeSubject = headerText(subject, 150);
  return { subject: safeSubject, text: renderText(blocks), html: renderHtml(safeSubject, blocks), replyTo };
}

const senderMailbox = (name: string, address: string): Mailbox | null =>
  isMailbox(address) ? { name: headerText(name, 80), address } : null;

/** To the agency: every answer of the briefing, grouped like the summary cards, with the file links. */
export function agencyBriefingMail(row: BriefingRecord, link?: (file: StoredFile) => string): ComposedMail {
  const company = headerText(row.firmenname, 80);
  const person = bodyText(`${row.vorname} ${row.nachname}`);
  return compose(
    `Neue Projektanfrage (Website-Briefing): ${company}`,
    [
      {
        kind: "paragraph",
        text: `${person} (${bodyText(row.firmenname)}) hat am ${germanDateTime(row.created_at)} über den Konfigurator eine Projektanfrage gesendet. Das Briefing als PDF zum Weiterleiten hängt an; die Links zu den Dateien gelten für alle, die diese E-Mail haben.`,
      },
      { kind: "sections", sections: briefingSections(row, link) },
      {
        kind: "small",
        text: `Anfrage-ID: ${row.id} · Sitzung: ${row.session_id}\nDer Absender hat eine Eingangsbestätigung erhalten. Antworten auf diese E-Mail gehen an ${row.email}.`,
      },
    ],
    senderMailbox(`${row.vorname} ${row.nachname}`, row.email),
  );
}

/** To the agency: a new application from the landing page. */
export function agencyApplicationMail(row: ApplicationRecord): ComposedMail {
  return compose(
    `Neue Bewerbung (${site.offer.name} ${site.offer.year}): ${headerText(row.firma, 80)}`,
    [
      {
        kind: "paragraph",
        text: `${bodyText(`${row.vorname} ${row.nachname}`)} hat sich am ${germanDateTime(row.created_at)} für die ${site.offer.name} beworben. Zugesagt ist eine Antwort innerhalb von ${terms.replyWithinHours} Stunden.`,
      },
      { kind: "sections", sections: applicationSections(row) },
      {
        kind: "small",
        text: `Bewerbungs-ID: ${row.id}\nDer Absender hat eine Eingangsbestätigung erhalten. Antworten auf diese E-Mail gehen an ${row.email}.`,
      },
    ],
    senderMailbox(`${row.vorname} ${row.nachname}`, row.email),
  );
}

const privacyNote = (what: string, deletedAfter: string) =>
  `Datenschutz: Wir verarbeiten Ihre Angaben nur, um ${what}. Kommt kein Auftrag zustande, löschen wir sie spätestens ${legal.retentionMonths} Monate ${deletedAfter}. Einzelheiten: ${site.origin}/datenschutz. Sie erhalten diese E-Mail, weil diese Adresse bei der Anfrage angegeben wurde; wir senden Ihnen keine Werbung. War das nicht Sie? Dann antworten Sie kurz, und wir löschen die Anfrage.`;

const greeting = (vorname: string, nachname: string) => `Guten Tag ${bodyText(`${vorname} ${nachname}`)},`;

/** To the sender of a briefing: what we received, what happens next, who we are. */
export function senderBriefingConfirmation(row: BriefingRecord): ComposedMail {
  const received = [
    `Unternehmen: ${bodyText(row.firmenname)}`,
    `Eingegangen: ${germanDateTime(row.created_at)}`,
    ...(row.projekt_deadline ? [`Gewünschte Fertigstellung: ${germanDate(row.projekt_deadline)}`] : []),
    `Hochgeladene Dateien: ${countFiles(row)}`,
  ].join("\n");
  return compose(
    `Ihre Projektanfrage bei ${company.name} ist eingegangen`,
    [
      { kind: "paragraph", text: greeting(row.vorname, row.nachname) },
      {
        kind: "paragraph",
        text: `vielen Dank für Ihre Projektanfrage. Ihr Briefing ist vollständig bei uns angekommen:\n\n${received}`,
      },
      { kind: "heading", text: "So geht es weiter" },
      { kind: "steps", items: briefingNextSteps },
      {
        kind: "paragraph",
        text: `Fragen oder Ergänzungen? Antworten Sie einfach auf diese E-Mail.\n\nViele Grüße\n${agencyContact}`,
      },
      {
        kind: "small",
        text: privacyNote(
          "Ihre Projektanfrage zu bearbeiten und Ihnen ein Angebot zu machen",
          "nach Eingang, mit Ihren Dateien",
        ),
      },
    ],
    { name: company.name, address: contact.email },
  );
}

/** To an applicant: received, the reply within 24 hours, nothing owed if not selected. */
export function senderApplicationConfirmation(row: ApplicationRecord): ComposedMail {
  return compose(
    `Ihre Bewerbung für die ${site.offer.name} ist eingegangen`,
    [
      { kind: "paragraph", text: greeting(row.vorname, row.nachname) },
      {
        kind: "paragraph",
        text: `vielen Dank für Ihre Bewerbung für ${bodyText(row.firma)}. Sie ist am ${germanDateTime(row.created_at)} bei uns eingegangen.`,
      },
      { kind: "heading", text: "So geht es weiter" },
      {
        kind: "steps",
        items: [
          {
            title: `Antwort innerhalb von ${terms.replyWithinHours} Stunden`,
            text: "Wir prüfen Ihre Angaben und melden uns per E-Mail oder Telefon bei Ihnen.",
          },
          {
            title: "Unverbindlich",
            text: "Werden Sie nicht ausgewählt, entstehen Ihnen keine Kosten und keine Verpflichtungen.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: `Fragen? Antworten Sie einfach auf diese E-Mail.\n\nViele Grüße\n${agencyContact}`,
      },
      { kind: "small", text: privacyNote("Ihre Bewerbung zu bearbeiten", "nach dem Ende der Bewerbungsphase") },
    ],
    { name: company.name, address: contact.email },
  );
}

function countFiles(row: BriefingRecord): string {
  const { logo, texts, images } = briefingFiles(row);
  const n = logo.length + texts.length + images.length;
  return n === 0 ? "keine" : String(n);
}
