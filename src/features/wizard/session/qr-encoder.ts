import { encode } from "uqr";
import { qrPath, type QrCode } from "./qr-code";

/**
 * Its own chunk (imported on demand by createQrCode): only the QR dialog
 * needs the encoder. Error correction M and the standard quiet zone of 4
 * modules keep phone cameras happy.
 */
export function encodeQrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  return { size, path: qrPath(data) };
}
