import { describe, expect, it } from "vitest";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { createQrCode } from "./qr-code";
import { qrPath } from "./qr-encoder";
import { sessionLink } from "./session-link";

describe("QR code", () => {
  it("merges dark runs of a row into one rectangle each", () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe("M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z");
  });

  it("encodes the session link with a quiet zone, without any network", async () => {
    const code = await createQrCode(sessionLink("https://www.example.de", TEST_SESSION_ID));
    // A 75-character link needs version 4 (33 modules) at level M; plus 2 × 4 quiet modules.
    expect(code.size).toBeGreaterThanOrEqual(33 + 8);
    expect(code.path).toMatch(/^M4 4h7v1h-7z/); // the top-left finder pattern starts inside the quiet zone
  });
});
