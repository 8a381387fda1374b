-- A briefing whose answer is "Kein Logo gewünscht" carries no logo file. The
-- step-1 widget uploads a logo before step 2 asks about it; a visitor who then
-- chooses "kein-logo" took the logo back, and the wizard leaves it out
-- (applicableAnswers in src/features/wizard/model/applicable-answers.ts). A
-- logo beside "neu-erstellen" stays: it is the template for the new one.
--
-- Blank texts arrive as null (normalize_webseitenkonzeption), so "no logo" is
-- null in all four columns. NOT VALID, as …_briefing_only_applicable_answers:
-- it holds for every row written from now on; a row sent before, when the
-- wizard still sent the logo, cannot stop the deploy.

alter table public.webseitenkonzeption
  add constraint webseitenkonzeption_no_logo_file_without_logo_check
    check (
      logo_status <> 'kein-logo'
      or (logo_file_url is null and logo_file_name is null and logo_file_size is null and logo_mime_type is null)
    ) not valid;
