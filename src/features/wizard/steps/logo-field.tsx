import { LogoUpload } from "../uploads/logo-upload";
import { logoFields, logoOf } from "../model/logo";
import { useWizardActions, useWizardState } from "../state/wizard-context";

/** The logo upload of steps 1 and 2; it writes the four logo fields straight into the store. */
export function LogoField({ anyImage = false }: { anyImage?: boolean }) {
  const sessionId = useWizardState((state) => state.sessionId);
  const url = useWizardState((state) => state.data.logo_file_url);
  const name = useWizardState((state) => state.data.logo_file_name);
  const size = useWizardState((state) => state.data.logo_file_size);
  const mimeType = useWizardState((state) => state.data.logo_mime_type);
  const { updateFields } = useWizardActions();
  return (
    <LogoUpload
      value={logoOf({ logo_file_url: url, logo_file_name: name, logo_file_size: size, logo_mime_type: mimeType })}
      sessionId={sessionId}
      onChange={(logo) => updateFields(logoFields(logo))}
      anyImage={anyImage}
    />
  );
}
