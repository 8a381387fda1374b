-- A briefing holds only answers that apply under its own choices, as the
-- wizard sends it (applicableAnswers in
-- src/features/wizard/model/applicable-answers.ts): no own industry beside a
-- listed one, no own goal beside a listed one, no uploaded texts unless the
-- visitor uploads texts, no uploaded images unless the visitor uploads
-- images, no AGB text without AGB, no data-protection officer's contact
-- without one, and only the domain of the chosen domain choice. Until now a
-- caller with the public key could store both sides (an audit did, 2026-11-26),
-- and the agency would read answers the visitor never saw.
--
-- Blank texts arrive as null (normalize_webseitenkonzeption, 20261121000400),
-- so "no answer" is null here, and '[]' for the upload lists. The choices are
-- NOT NULL columns, so each test is true or false, never null.
--
-- NOT VALID: it holds for every row written from now on; a row sent before,
-- when the wizard still sent hidden answers, cannot stop the deploy.

alter table public.webseitenkonzeption
  add constraint webseitenkonzeption_applicable_answers_check
    check (
      (branche = 'sonstiges' or branche_sonstiges is null)
      and (hauptziel = 'sonstiges' or hauptziel_sonstiges is null)
      and (texte_status = 'texte-hochladen' or uploaded_texts = '[]'::jsonb)
      and (bilder_status = 'upload' or uploaded_images = '[]'::jsonb)
      and (rechtliches ? 'agb' or agb_text is null)
      and (datenschutzbeauftragter or datenschutzbeauftragter_kontakt is null)
      and (domain_status = 'vorhanden' or domain_name is null)
      and (domain_status = 'neu' or wunsch_domain_name is null)
    ) not valid;
