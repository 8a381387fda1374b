import { useId } from "react";
import { site } from "~/content/site";

const TONES = {
  dark: { name: "#0f172a", tagline: "#1e40af" },
  light: { name: "#ffffff", tagline: "#f5c542" },
} as const;

const FONT = "ui-sans-serif, system-ui, Arial, Helvetica, sans-serif";

/**
 * The agency's word mark, drawn inline rather than as an <img>: the header
 * logo is above the fold, and as an image it was one more high-priority
 * request in front of the largest paint. scripts/social-preview.ts renders
 * it too, for the og:image.
 */
export function SiteLogo({ tone, label, className }: { tone: keyof typeof TONES; label: string; className?: string }) {
  const gradient = useId();
  const colors = TONES[tone];
  return (
    <svg width="180" height="40" viewBox="0 0 180 40" role="img" aria-label={label} className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563eb" />
          <stop offset="1" stopColor="#1e3a8a" />
        </linearGradient>
      </defs>
      <rect x="1" y="3" width="34" height="34" rx="9" fill={`url(#${gradient})`} />
      <rect x="9" y="11" width="8" height="8" rx="1.5" fill="#fff" />
      <rect x="19" y="11" width="8" height="8" rx="1.5" fill="#f5c542" />
      <rect x="9" y="21" width="8" height="8" rx="1.5" fill="#fff" />
      <rect x="19" y="21" width="8" height="8" rx="1.5" fill="#fff" fillOpacity=".45" />
      <text x="44" y="22" fontFamily={FONT} fontSize="19" fontWeight="800" letterSpacing="-.3" fill={colors.name}>
        {site.company.shortName}
      </text>
      <text x="45" y="34" fontFamily={FONT} fontSize="9" fontWeight="600" letterSpacing="1.6" fill={colors.tagline}>
        {site.company.tagline.toLocaleUpperCase("de-DE")}
      </text>
    </svg>
  );
}
