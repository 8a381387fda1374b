import type { WizardData } from "./wizard-data";

/** A stored logo as the upload reports it. */
export type LogoFile = { url: string; name: string; size: number; mimeType: string };

type LogoFields = Pick<WizardData, "logo_file_url" | "logo_file_name" | "logo_file_size" | "logo_mime_type">;

/** What the logo upload shows and reports: the four logo fields of SPEC §3 as one value (null: no logo). */
export function logoOf(data: LogoFields): LogoFile | null {
  if (!data.logo_file_url) return null;
  return {
    url: data.logo_file_url,
    name: data.logo_file_name,
    size: data.logo_file_size ?? 0,
    mimeType: data.logo_mime_type,
  };
}

/** SPEC §4: removing the logo (null) clears all four logo fields. */
export function logoFields(logo: LogoFile | null): LogoFields {
  return {
    logo_file_url: logo?.url ?? "",
    logo_file_name: logo?.name ?? "",
    logo_file_size: logo?.size ?? null,
    logo_mime_type: logo?.mimeType ?? "",
  };
}
