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
  // A logo to be redrawn ("neu-erstellen") is the agency's template, so it goes; with "kein-logo" it
  // contradicts the answer.
  const logo = data.logo_status !== "kein-logo";
  return {
    ...data,
    logo_file_url: logo ? data.logo_file_url : "",
    logo_file_name: logo ? data.logo_file_name : "",
    logo_file_size: logo ? data.logo_file_size : null,
    logo_mime_type: logo ? data.logo_mime_type : "",
    branche_sonstiges: data.branche === "sonstiges" ? data.branche_sonstiges : "",
    hauptziel_sonstiges: data.hauptziel === "sonstiges" ? data.hauptziel_sonstiges : "",
    uploaded_texts: data.texte_status === "texte-hochladen" ? data.uploaded_texts : [],
    uploaded_images: data.bilder_status === "upload" ? data.uploaded_images : [],
    agb_text: data.rechtliches.includes("agb") ? data.agb_text : "",
    datenschutzbeauftragter_kontakt: data.datenschutzbeauftragter ? data.datenschutzbeauftragter_kontakt : "",
    domain_name: data.domain_status === "vorhanden" ? data.domain_name : "",
    wunsch_domain_name: data.domain_status === "neu" ? data.wunsch_domain_name : "",
  };
}
