import { describe, expect, it } from "vitest";
import { fileExtension, plainFileName, sanitizeFileName, splitExtension } from "./sanitize-file-name";

describe("sanitizeFileName", () => {
  it("transliterates umlauts and ß", () => {
    expect(sanitizeFileName("Über Größe Äpfel.pdf")).toBe("Ueber-Groesse-Aepfel.pdf");
  });

  it("drops other accents and characters outside [A-Za-z0-9._-]", () => {
    expect(sanitizeFileName("Café (final) #2 & co!.docx")).toBe("Cafe-final-2-co.docx");
  });

  it("turns whitespace into single hyphens", () => {
    expect(sanitizeFileName("  Text   für\tdie  Startseite .txt")).toBe("Text-fuer-die-Startseite.txt");
  });

  it("keeps the extension, lower-cased", () => {
    expect(sanitizeFileName("FOTO.JPG")).toBe("FOTO.jpg");
    expect(sanitizeFileName("archiv.tar.gz")).toBe("archiv.tar.gz");
  });

  it("caps the length and still keeps the extension", () => {
    const name = sanitizeFileName(`${"a".repeat(300)}.pdf`, 50);
    expect(name).toHaveLength(50);
    expect(name.endsWith(".pdf")).toBe(true);
  });

  it("never yields a hidden or empty name", () => {
    expect(sanitizeFileName(".env")).toBe("env");
    expect(sanitizeFileName("日本語.pdf")).toBe("datei.pdf");
    expect(sanitizeFileName("")).toBe("datei");
    expect(sanitizeFileName("../../etc/passwd")).toBe("etcpasswd");
  });

  it("only ever contains safe characters", () => {
    for (const input of ["a/b\\c.png", "x\u0000y.txt", "emoji 😀 bild.png", "a..b...c.pdf"]) {
      expect(sanitizeFileName(input)).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    }
  });
});

describe("splitExtension / fileExtension", () => {
  it("splits at the last dot", () => {
    expect(splitExtension("a.b.c")).toEqual(["a.b", "c"]);
    expect(splitExtension("noext")).toEqual(["noext", ""]);
    expect(splitExtension(".hidden")).toEqual([".hidden", ""]);
    expect(splitExtension("trailing.")).toEqual(["trailing.", ""]);
    expect(splitExtension("../a/b")).toEqual(["../a/b", ""]);
  });

  it("returns a clean lower-case extension", () => {
    expect(fileExtension("Bild.JPEG")).toBe("jpeg");
    expect(fileExtension("x.p d f")).toBe("");
    expect(fileExtension("Scan.pdf ")).toBe("");
    expect(fileExtension("none")).toBe("");
  });
});

describe("plainFileName", () => {
  it("keeps a name as picked, umlauts, spaces and emoji included", () => {
    expect(plainFileName("Über uns (final) 😀.pdf")).toBe("Über uns (final) 😀.pdf");
  });

  it("drops direction and control characters that would disguise the name", () => {
    // "Rechnung" + right-to-left override + "fdp.exe" reads "Rechnungexe.pdf".
    expect(plainFileName("Rechnung\u202Efdp.exe")).toBe("Rechnungfdp.exe");
    expect(plainFileName("a\u2066b\u200Fc\u0007d\u0085.txt")).toBe("abcd.txt");
    expect(plainFileName("\u202E")).toBe("Datei");
  });
});
