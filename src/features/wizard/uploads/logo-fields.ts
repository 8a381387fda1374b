import type { WizardData } from "../model/wizard-data";
import type { LogoFile } from "./storage";

type LogoFields = Pick<WizardData, "logo_file_url" | "logo_file_name" | "logo_file_size" | "logo_mime_type">;

/** The LogoUpload value from the four wizard fields (null when no logo is uploaded). */
export function logoFromFields(data: LogoFields): LogoFile | null {
  if (!data.logo_file_url) return null;
  return {
    url: data.logo_file_url,
    name: data.logo_file_name,
    size: data.logo_file_size ?? 0,
    mimeType: data.logo_mime_type,
  };
}

/** The four wizard fields for an uploaded logo; null clears all four (SPEC §4). */
export function logoToFields(logo: LogoFile | null): LogoFields {
  return {
    logo_file_url: logo?.url ?? "",
    logo_file_name: logo?.name ?? "",
    logo_file_size: logo?.size ?? null,
    logo_mime_type: logo?.mimeType ?? "",
  };
}
