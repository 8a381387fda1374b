import { encode } from "uqr";

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

/**
 * Its own chunk (imported on demand by createQrCode): only the QR dialog
 * needs the encoder. Error correction M and the standard quiet zone of 4
 * modules keep phone cameras happy.
 */
export function encodeQrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  return { size, path: qrPath(data) };
}
