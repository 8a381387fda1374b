import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { ScreenReaderStatus } from "~/components/ui/screen-reader-status";
import { describedBy, FieldFrame } from "~/components/ui/field";
import { removeButton } from "~/lib/focus-after-removal";
import { AddRow } from "../components/form/add-row";
import { fieldId, useFieldError } from "../components/form/field-state";
import { useKeptInput } from "../hooks/use-kept-input";
import { addCustomPage, computeSeiten } from "../model/page-packages";
import { fieldMessages } from "~/schemas/wizard-messages";
import { chipRemoveButton } from "../components/buttons";

/** Extra pages beyond the package; every change recomputes `seiten` (SPEC §4). */
export function CustomPages({ branche }: { branche: string }) {
  const { field } = useController({ name: "custom_seiten" });
  const { getValues, setValue } = useFormContext();
  const [input, setInput] = useKeptInput("custom_seiten");
  const [typedError, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  // The list's own rules (a stored copy may break them) show once Weiter was tried.
  const listError = useFieldError("custom_seiten");
  const error = typedError ?? listError;
  const pages = field.value as string[];

  function update(next: string[]) {
    field.onChange(next);
    setValue("seiten", computeSeiten(getValues("seitenpaket") as string, next, branche));
  }

  function add() {
    const packagePages = computeSeiten(getValues("seitenpaket") as string, [], branche);
    const change = addCustomPage(pages, input, packagePages);
    if (!change.ok) {
      setError(change.message);
      return;
    }
    setError(undefined);
    setInput("");
    update(change.customPages);
    setAnnouncement(fieldMessages.customPageAdded(change.customPages.at(-1)!));
  }

  function remove(page: string) {
    update(pages.filter((other) => other !== page));
    setAnnouncement(fieldMessages.customPageRemoved(page));
  }

  return (
    <FieldFrame
      id={fieldId("custom_seiten")}
      label="Zusätzliche Seiten"
      hint="Fehlt Ihnen eine Seite? Fügen Sie sie hier hinzu, z.&nbsp;B. „Philosophie“ oder „Partner“."
      error={error}
    >
      <AddRow
        id={fieldId("custom_seiten")}
        value={input}
        onValueChange={setInput}
        onAdd={add}
        buttonLabel="Seite hinzufügen"
        invalid={Boolean(error)}
        describedBy={describedBy(fieldId("custom_seiten"), true, error)}
      />
      {pages.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-0.5" aria-label="Ihre zusätzlichen Seiten">
          {pages.map((page) => (
            <li
              key={page}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm text-brand-900"
            >
              {page}
              <button
                type="button"
                {...removeButton(() => remove(page))}
                aria-label={`Seite ${page} entfernen`}
                className={chipRemoveButton}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <ScreenReaderStatus>{announcement}</ScreenReaderStatus>
    </FieldFrame>
  );
}
