import type { QrCode } from "./qr-encoder";

/**
 * The QR code of the session link, made in the browser. The original product
 * sent the link to an external QR-image service (SPEC §7); the link opens the
 * visitor's draft with their personal data, so it must not leave the page.
 * Encodes `text` with uqr, loaded on demand; rejects when the encoder can't be loaded.
 */
export async function createQrCode(text: string): Promise<QrCode> {
  const { encodeQrCode } = await import("./qr-encoder");
  return encodeQrCode(text);
}
