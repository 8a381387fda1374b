/**
 * Lower-case hex SHA-256 of the UTF-8 session id. Texts and images live in a
 * folder named after it: the storage policies compare the folder with the hash
 * of the x-wizard-session header, and a public file URL never reveals the
 * session id (which would let anyone open the draft).
 */
export async function sessionFolder(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sessionId));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `length` random characters of [a-z0-9] from the platform CSPRNG (no modulo bias). */
export function randomToken(length = 12): string {
  let token = "";
  const bytes = new Uint8Array(length * 2);
  while (token.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 252 = 7 × 36: rejecting larger bytes keeps every character equally likely.
      if (byte < 252 && token.length < length) token += ALPHABET[byte % 36];
    }
  }
  return token;
}

export function randomUuid(): string {
  return crypto.randomUUID();
}
