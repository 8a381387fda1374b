import { useId, useState, type ComponentProps, type ReactNode } from "react";

/**
 * The one look of a form field on this site (landing form and wizard): label,
 * required mark, hint, control and error, wired up for assistive technology.
 * Forms bind their controls themselves (react-hook-form's register in both).
 */

/** ids of a control's hint and error, derived from the control's id. */
export const hintIdOf = (controlId: string) => `${controlId}-hinweis`;
export const errorIdOf = (controlId: string) => `${controlId}-fehler`;

/** aria-describedby for a control with an optional hint and a visible error. */
export const describedBy = (controlId: string, hasHint: boolean, error: string | undefined) =>
  [hasHint ? hintIdOf(controlId) : "", error ? errorIdOf(controlId) : ""].filter(Boolean).join(" ") || undefined;

/** slate-500: the edge is all that marks a field out, so it needs 3:1 (WCAG 1.4.11); slate-300 had 1.5:1. */
export const controlClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 ${
    invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-500"
  }`;

type FieldFrameProps = {
  /** The control's id: the label points at it, hint and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

// One spacing and one type for every field, a single control's (FieldFrame) and a group's
// (the wizard's FieldsetFrame): 6 px between label, hint, control and error.
export const fieldFrameClass = "isolate space-y-1.5";
export const fieldLabelClass = "block text-sm font-semibold text-slate-800";
export const fieldHintClass = "text-sm text-slate-600";

/**
 * The error's line is kept free while there is none: an error that comes or goes moves
 * nothing below it, so the key press that shows it repaints this field only, not the rest
 * of the form (bench:wizard: the slowest keys were those). Every field keeps it, so the
 * space between fields is the same whatever they are.
 */
export function FieldErrorLine({ id, error }: { id: string; error?: string }) {
  return (
    <div className="min-h-5">
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Label, required mark, hint and error around one control. */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    // `isolate` makes each field its own paint layer: a keystroke repaints this
    // field, and the rest of the page is replayed from Chromium's paint cache
    // (half the paint time per key in the wizard's traces, ADR 021).
    <div data-field className={fieldFrameClass}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintIdOf(id)} className={fieldHintClass}>
          {hint}
        </p>
      )}
      {children}
      <FieldErrorLine id={id} error={error} />
    </div>
  );
}

/**
 * The visual "*". Native controls announce "required" themselves; groups
 * without a native required control (e.g. toggle buttons) pass `spoken`.
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      {spoken && <span className="sr-only"> (Pflichtfeld)</span>}
    </>
  );
}

/**
 * The error below a control (`id`: the control's id); nothing without an error.
 * The control names it in `aria-describedby`, so a screen reader reads it with the control.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  // Keyed by the message: each new message is a new element, announced or not by where the focus is then.
  return <ErrorMessage key={error} id={id} error={error} />;
}

/**
 * Announced (role=alert) only when it appears while the visitor is in its field: a key
 * that empties a required field, an add button that refuses a name. Errors raised by a failed submit are not: eleven
 * alerts at once drowned the toast, and the focus moves to the first invalid control,
 * whose description is its error. Nor are errors of a field just left: tabbing through
 * a form announced an unnamed "Dieses Feld ist erforderlich." for every field passed.
 */
function ErrorMessage({ id, error }: { id: string; error: string }) {
  const [announced] = useState(() => hasFocusIn(id));
  return (
    <p
      id={errorIdOf(id)}
      role={announced ? "alert" : undefined}
      className="flex items-start gap-1.5 text-sm font-medium text-red-700"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
      </svg>
      {error}
    </p>
  );
}

/**
 * Whether the focus is in the control `id` or elsewhere in its field: the field's frame
 * (`data-field`: label, control, an add button beside it), its radio group or upload group.
 */
function hasFocusIn(id: string) {
  if (typeof document === "undefined") return false;
  const active = document.activeElement;
  const control = document.getElementById(id);
  if (!active || !control) return false;
  const field = control.closest('[data-field], [role="radiogroup"], [role="group"]');
  return control === active || Boolean(field?.contains(active));
}

type FieldProps = { label: string; hint?: string; error?: string };

/** What every control inside a FieldFrame gets. */
const controlProps = (id: string, required: boolean | undefined, hint?: string, error?: string) => ({
  id,
  required,
  "aria-invalid": Boolean(error),
  "aria-describedby": describedBy(id, Boolean(hint), error),
  className: controlClass(Boolean(error)),
});

/** The longest code that keeps its exact maxlength (see inputLimit). */
const CODE_LENGTH = 30;

/**
 * The browser's maxlength for a field whose rule allows `ruleMax` characters. A paste longer
 * than maxlength is cut without a word (a phone number to a wrong one that passes, a long text
 * to its first part), so texts get none: the field keeps the whole paste, the rule's message
 * asks to shorten it, and the visitor chooses what to keep. (At twice the rule, a text pasted
 * from a document into "Besondere Wünsche" still lost its end unseen.) The database's limits
 * stay the backstop. Short codes (PLZ, a year, a VAT id: 30 characters at most) keep their exact
 * limit, which helps typing; a phone field is no code (a number with a note: "030 1234567 (Zentrale),
 * mobil …").
 */
export const inputLimit = (ruleMax: number | undefined) =>
  ruleMax === undefined || ruleMax <= CODE_LENGTH ? ruleMax : undefined;

/** A text input in its frame, for forms that bind it through props (the landing form). */

export function TextField({ label, hint, error, id, required, ...props }: FieldProps & ComponentProps<"input">) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <input {...controlProps(fieldId, required, hint, error)} {...props} maxLength={inputLimit(props.maxLength)} />
    </FieldFrame>
  );
}

/** A multi-line text in its frame, for forms that bind it through props (the landing form). */
export function TextAreaField({ label, hint, error, id, required, ...props }: FieldProps & ComponentProps<"textarea">) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <textarea {...controlProps(fieldId, required, hint, error)} {...props} maxLength={inputLimit(props.maxLength)} />
    </FieldFrame>
  );
}
