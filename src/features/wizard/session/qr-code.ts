/**
 * The QR code of the session link, made in the browser. The original product
 * sent the link to an external QR-image service (SPEC §7); the link opens the
 * visitor's draft with their personal data, so it must not leave the page.
 */
export type QrCode = {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One SVG path of all dark modules, in module units. */
  path: string;
};

/** Pure: a module matrix (true = dark) → one path of unit squares, row runs merged. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join("");
}

/** Encodes `text` with uqr, loaded on demand; rejects when the encoder can't be loaded. */
export async function createQrCode(text: string): Promise<QrCode> {
  const { encodeQrCode } = await import("./qr-encoder");
  return encodeQrCode(text);
}
