import { describe, expect, it } from "vitest";
import {
  checkImage,
  checkLogo,
  checkTextFile,
  effectiveType,
  formatFileSize,
  MB,
  STEP1_LOGO_RULES,
  withEffectiveType,
} from "./file-rules";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("checkLogo", () => {
  it("accepts JPG, PNG, GIF and SVG up to 10 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/svg+xml"]) {
      expect(checkLogo(file("logo", type, 10 * MB))).toBeNull();
    }
  });
  it("refuses other types and larger files", () => {
    expect(checkLogo(file("logo.webp", "image/webp"))).toBe("type");
    expect(checkLogo(file("logo.pdf", "application/pdf"))).toBe("type");
    expect(checkLogo(file("logo.png", "image/png", 10 * MB + 1))).toBe("size");
  });
});

describe("checkLogo with the rules of step 1's widget (any image up to 10 MB)", () => {
  it("accepts the design step's formats and photo formats", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/svg+xml", "image/webp", "image/heic"]) {
      expect(checkLogo(file("logo", type, 10 * MB), STEP1_LOGO_RULES)).toBeNull();
    }
  });
  it("refuses what is no image, and more than 10 MB", () => {
    expect(checkLogo(file("logo.pdf", "application/pdf"), STEP1_LOGO_RULES)).toBe("type");
    expect(checkLogo(file("logo.webp", "image/webp", 10 * MB + 1), STEP1_LOGO_RULES)).toBe("size");
  });
});

describe("checkTextFile", () => {
  it("accepts PDF, DOC, DOCX, TXT up to 10 MB", () => {
    expect(checkTextFile(file("a.pdf", "application/pdf", 10 * MB))).toBeNull();
    expect(checkTextFile(file("a.doc", "application/msword"))).toBeNull();
    expect(
      checkTextFile(file("a.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")),
    ).toBeNull();
    expect(checkTextFile(file("a.txt", "text/plain"))).toBeNull();
  });
  it("infers the type from the extension when the browser reports none", () => {
    expect(checkTextFile(file("Texte.DOCX", ""))).toBeNull();
    expect(checkTextFile(file("Texte.docx", "application/octet-stream"))).toBeNull();
  });
  it("refuses other formats and files over 10 MB", () => {
    expect(checkTextFile(file("a.odt", "application/vnd.oasis.opendocument.text"))).toBe("type");
    expect(checkTextFile(file("a.exe", ""))).toBe("type");
    expect(checkTextFile(file("a.pdf", "application/pdf", 10 * MB + 1))).toBe("size");
  });
});

describe("checkImage", () => {
  it("accepts images up to 25 MB", () => {
    expect(checkImage(file("a.jpg", "image/jpeg", 25 * MB))).toBeNull();
    expect(checkImage(file("a.webp", "image/webp"))).toBeNull();
    expect(checkImage(file("a.heic", ""))).toBeNull();
  });
  it("refuses non-images, SVG (refused by the bucket) and files over 25 MB", () => {
    expect(checkImage(file("a.pdf", "application/pdf"))).toBe("type");
    expect(checkImage(file("a.svg", "image/svg+xml"))).toBe("format");
    expect(checkImage(file("a.ico", "image/x-icon"))).toBe("format");
    expect(checkImage(file("a.jpg", "image/jpeg", 25 * MB + 1))).toBe("size");
  });

  it("refuses files of 0 bytes in every widget, once the type is right", () => {
    expect(checkImage(file("a.jpg", "image/jpeg", 0))).toBe("empty");
    expect(checkImage(file("a.pdf", "application/pdf", 0))).toBe("type");
    expect(checkLogo(file("logo.png", "image/png", 0))).toBe("empty");
    expect(checkLogo(file("logo.heic", "", 0), STEP1_LOGO_RULES)).toBe("empty");
    expect(checkTextFile(file("a.txt", "text/plain", 0))).toBe("empty");
    expect(checkTextFile(file("a.txt", "text/plain", 1))).toBeNull();
  });
});

describe("effectiveType", () => {
  it("prefers the declared type and normalises it", () => {
    expect(effectiveType(file("a.txt", "Text/Plain; charset=utf-8"))).toBe("text/plain");
    expect(effectiveType(file("a.unknown", ""))).toBe("");
  });
  it("re-types a file whose type is missing", () => {
    const typed = withEffectiveType(new File(["x"], "b.pdf"));
    expect(typed.type).toBe("application/pdf");
    expect(typed.name).toBe("b.pdf");
  });
});

describe("formatFileSize", () => {
  it("formats in German", () => {
    expect(formatFileSize(512)).toBe("512\u00a0B");
    expect(formatFileSize(1536)).toBe("1,5\u00a0KB");
    expect(formatFileSize(2.5 * MB)).toBe("2,5\u00a0MB");
    // Just under a megabyte, rounded: in MB, never "1.024 KB".
    expect(formatFileSize(MB - 1)).toBe("1\u00a0MB");
    expect(formatFileSize(1023.9 * 1024)).toBe("1.023,9\u00a0KB");
    expect(formatFileSize(null)).toBe("");
  });
});
