/**
 * The HTTP headers the project ships for its static host (written to
 * dist/_headers by finish-build, applied by the preview server). The only
 * other origin the browser may talk to is the configured Supabase URL.
 */
export function contentSecurityPolicy(supabaseUrl: string, inlineScriptHashes: string[]): string {
  const supabase = new URL(supabaseUrl).origin;
  const supabaseWs = supabase.replace(/^http/, "ws");
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    // Radix and sonner set inline style attributes for positioning.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabase}`,
    "font-src 'self'",
    // canvas-confetti draws off the main thread in a worker it creates from a blob.
    "worker-src 'self' blob:",
    `connect-src 'self' ${supabase} ${supabaseWs}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // No referrer at all, not even to our own origin: the wizard's address holds the secret session link.
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Netlify / Cloudflare Pages `_headers` format. */
export function headersFile(headers: Record<string, string>): string {
  const block = (path: string, entries: Record<string, string>) =>
    [path, ...Object.entries(entries).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
  return [block("/*", headers), block("/assets/*", { "Cache-Control": IMMUTABLE })].join("\n\n") + "\n";
}
