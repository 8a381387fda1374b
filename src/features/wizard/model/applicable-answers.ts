import { logoFields } from "./logo";
import type { WizardData } from "./wizard-data";

/**
 * The answers that apply under the visitor's choices. A field the wizard hides
 * after a change of choice (the own industry once another is picked, the own
 * images once professional photos are wished for, the domain of the other
 * domain choice, the logo from step 1 once "Kein Logo gewünscht" is chosen)
 * keeps its value in the draft, so switching back brings it back; but what the
 * agency receives, the row and its summary text, and what step 6 shows, must
 * not carry an answer the visitor has taken back. Texts, AGB and the
 * data-protection officer are cleared by their steps already (SPEC §4); they
 * are here too, for a draft stored before that. The database refuses a row
 * that breaks any of these (…_briefing_only_applicable_answers.sql).
 */
export function applicableAnswers(data: WizardData): WizardData {
  const asked = askedAnswers(data);
  return {
    ...data,
    ...(asked.logo ? {} : logoFields(null)),
    branche_sonstiges: asked.branche_sonstiges ? data.branche_sonstiges : "",
    hauptziel_sonstiges: asked.hauptziel_sonstiges ? data.hauptziel_sonstiges : "",
    uploaded_texts: asked.uploaded_texts ? data.uploaded_texts : [],
    uploaded_images: asked.uploaded_images ? data.uploaded_images : [],
    agb_text: asked.agb_text ? data.agb_text : "",
    datenschutzbeauftragter_kontakt: asked.datenschutzbeauftragter_kontakt ? data.datenschutzbeauftragter_kontakt : "",
    domain_name: asked.domain_name ? data.domain_name : "",
    wunsch_domain_name: asked.wunsch_domain_name ? data.wunsch_domain_name : "",
  };
}

/**
 * Which of the answers that hang on a choice the visitor was asked, under their choices: the one
 * home of these rules, for applicableAnswers and for the summary text, which leaves out the
 * questions never asked.
 */
export function askedAnswers(data: WizardData) {
  return {
    // A logo to be redrawn ("neu-erstellen") is the agency's template, so it goes; with
    // "kein-logo" it contradicts the answer.
    logo: data.logo_status !== "kein-logo",
    branche_sonstiges: data.branche === "sonstiges",
    hauptziel_sonstiges: data.hauptziel === "sonstiges",
    uploaded_texts: data.texte_status === "texte-hochladen",
    uploaded_images: data.bilder_status === "upload",
    agb_text: data.rechtliches.includes("agb"),
    datenschutzbeauftragter_kontakt: data.datenschutzbeauftragter,
    domain_name: data.domain_status === "vorhanden",
    wunsch_domain_name: data.domain_status === "neu",
  };
}
