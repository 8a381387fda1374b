import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ScreenReaderStatus } from "~/components/ui/screen-reader-status";
import { toolButton } from "../components/buttons";
import { useWizardState } from "../state/wizard-context";

const copy = {
  button: "Telefon und E-Mail aus Schritt 1 übernehmen",
  done: "Telefon und E-Mail aus Schritt 1 übernommen.",
} as const;

/**
 * Step 1 asked for the contact person's phone and e-mail, which for most small businesses are the
 * ones for the website too: one press takes them over instead of typing them again (WCAG 3.3.7).
 * Shown while the website's differ from them; the focus then goes on to the phone field.
 */
export function CopyContactButton() {
  const telefon = useWizardState((state) => state.data.telefon);
  const email = useWizardState((state) => state.data.email);
  const { setValue, setFocus } = useFormContext();
  const [phoneNow, emailNow] = useWatch({ name: ["kontakt_telefon", "kontakt_email"] }) as [string?, string?];
  const [announcement, setAnnouncement] = useState("");
  const differs = (telefon && telefon !== phoneNow) || (email && email !== emailNow);
  return (
    <>
      {differs && (
        <button
          type="button"
          className={toolButton}
          onClick={() => {
            const options = { shouldDirty: true, shouldValidate: true };
            if (telefon) setValue("kontakt_telefon", telefon, options);
            if (email) setValue("kontakt_email", email, options);
            setAnnouncement(copy.done);
            setFocus("kontakt_telefon");
          }}
        >
          {copy.button}
        </button>
      )}
      <ScreenReaderStatus>{announcement}</ScreenReaderStatus>
    </>
  );
}
