import { Link } from "react-router";
import type { FormEventHandler, Ref } from "react";
import { paths } from "~/content/paths";
import { buttonClass } from "~/components/ui/button-styles";
import { TextAreaField, TextField } from "~/components/ui/field";
import { NewTabHint } from "~/components/ui/new-tab-hint";
import { application } from "~/content/landing";
import type { ApplicationInput } from "~/schemas/application";

export type ApplicationFieldName = keyof ApplicationInput;
/** What a field receives: react-hook-form's register() result, or plain defaults before it loaded. */
export type FieldBinding = {
  props: { name: string; defaultValue?: string; ref?: Ref<HTMLInputElement & HTMLTextAreaElement> } & Record<
    string,
    unknown
  >;
  error?: string;
};

type ApplicationFormViewProps = {
  bind: (name: ApplicationFieldName) => FieldBinding;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  honeypotRef?: Ref<HTMLInputElement>;
  submitting?: boolean;
  /** Before the form's code has loaded the button cannot send anything. */
  submitDisabled?: boolean;
};

const fieldIds = (name: ApplicationFieldName) => `bewerbung-${name.replaceAll("_", "-")}`;

/** The markup of the application form, shared by its static and interactive states. */
export function ApplicationFormView({
  bind,
  onSubmit,
  formRef,
  honeypotRef,
  submitting,
  submitDisabled,
}: ApplicationFormViewProps) {
  const text = (name: ApplicationFieldName, extra: Record<string, unknown>) => {
    const { props, error } = bind(name);
    return <TextField id={fieldIds(name)} label={application.labels[name]} error={error} {...extra} {...props} />;
  };
  // Bound in the order of the page: react-hook-form focuses the first invalid field in the order
  // the fields were registered, which must be "Vorname", not the description below them all.
  const fields = (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
      {text("vorname", { required: true, autoComplete: "given-name", maxLength: 100 })}
      {text("nachname", { required: true, autoComplete: "family-name", maxLength: 100 })}
      {/* A text field with the e-mail keyboard: type="email" turns an umlaut domain into punycode
          (info@xn--mller-kva.de), and that is what would reach the agency. */}
      {text("email", {
        required: true,
        autoComplete: "email",
        inputMode: "email",
        autoCapitalize: "none",
        spellCheck: false,
        maxLength: 254,
      })}
      {text("telefon", { required: true, type: "tel", autoComplete: "tel", maxLength: 50 })}
      {text("firma", { required: true, autoComplete: "organization", maxLength: 200 })}
      {text("website_aktuell", {
        type: "url",
        autoComplete: "url",
        inputMode: "url",
        placeholder: "www.ihre-firma.de",
        maxLength: 2048,
      })}
    </div>
  );
  const description = bind("unternehmensbeschreibung");

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="bewerbung-titel" className="space-y-3">
      <p className="text-sm text-slate-600">{application.requiredNote}</p>
      {fields}
      <TextAreaField
        id={fieldIds("unternehmensbeschreibung")}
        label={application.labels.unternehmensbeschreibung}
        hint={application.descriptionHint}
        error={description.error}
        required
        rows={5}
        maxLength={5000}
        {...description.props}
      />
      {/* Honeypot: invisible to people and assistive technology, irresistible to form bots. Its
          name means nothing to autofill and form-filling extensions: one that filled a "homepage"
          field dropped a real application behind the pretended success. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="bewerbung-kontrollfeld">{application.honeypot}</label>
        <input
          ref={honeypotRef}
          id="bewerbung-kontrollfeld"
          name="kontrollfeld"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p className="text-sm text-slate-600">
        {application.privacyNote}{" "}
        {/* A new tab: read in this one, Back showed the form empty, everything typed lost. */}
        <Link
          to={paths.privacy}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {application.privacyLink}
          <NewTabHint />
        </Link>
        .
      </p>
      {/* aria-disabled while sending, not disabled: the pressed button keeps the focus (WCAG 2.4.3),
          and the dialog or the error returns it there. The form ignores a second submit meanwhile. */}
      <button
        type="submit"
        disabled={submitDisabled}
        aria-disabled={submitting || undefined}
        className={buttonClass("gold", "lg", "w-full sm:w-auto")}
      >
        {submitting ? application.submitting : application.submit}
      </button>
    </form>
  );
}
