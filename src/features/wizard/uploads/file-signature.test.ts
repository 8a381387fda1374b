import { describe, expect, it } from "vitest";
import {
  contentFitsType,
  keepFittingContent,
  headFitsType,
  looksLikePdf,
  looksLikeRasterImage,
  looksLikeSvg,
  looksLikeWord,
  readHead,
  typeOfHead,
  withSniffedTypes,
} from "./file-signature";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (c) => c.charCodeAt(0)) : part)));
/** An ISO media file's `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], "meta");
};

describe("looksLikeRasterImage", () => {
  it.each([
    ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1])],
    ["PNG", bytes([0x89], "PNG\r\n", [0x1a, 0x0a])],
    ["GIF 87a", bytes("GIF87a")],
    ["GIF 89a", bytes("GIF89a")],
    ["WebP", bytes("RIFF", [1, 2, 3, 4], "WEBP", "VP8 ")],
    ["BMP", bytes("BM", [0x36, 0, 0, 0])],
    ["TIFF little-endian", bytes([0x49, 0x49, 0x2a, 0x00])],
    ["TIFF big-endian", bytes([0x4d, 0x4d, 0x00, 0x2a])],
    ["HEIC from an iPhone", ftyp("heic", "mif1", "heic")],
    ["HEIF by its compatible brand only", ftyp("abcd", "msf1")],
    ["AVIF", ftyp("avif", "avif", "mif1", "miaf")],
  ])("recognises %s", (_, head) => {
    expect(looksLikeRasterImage(head)).toBe(true);
  });

  it.each([
    ["a PDF", bytes("%PDF-1.7\n")],
    ["a ZIP (DOCX)", bytes([0x50, 0x4b, 0x03, 0x04])],
    ["an MP4 video", ftyp("isom", "isom", "avc1", "mp41")],
    ["a WAV file (RIFF, but no WebP)", bytes("RIFF", [1, 2, 3, 4], "WAVE")],
    ["text", bytes("Hallo Welt")],
    ["a truncated JPEG marker", bytes([0xff, 0xd8])],
    ["nothing", bytes()],
  ])("refuses %s", (_, head) => {
    expect(looksLikeRasterImage(head)).toBe(false);
  });
});

describe("looksLikeSvg", () => {
  it("accepts SVG with and without declaration, comments, doctype and byte-order mark", () => {
    expect(looksLikeSvg(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(
      looksLikeSvg(
        bytes(
          [0xef, 0xbb, 0xbf],
          '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator 27.0 -->\n',
          '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
          '<SVG version="1.1">',
        ),
      ),
    ).toBe(true);
  });
  it("accepts an Illustrator export whose doctype declares entities (with '>' inside its brackets)", () => {
    expect(
      looksLikeSvg(
        bytes(
          '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In  -->\n',
          '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n',
          '\t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">\n\t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">\n]>\n',
          '<svg version="1.1" id="Ebene_1" xmlns="http://www.w3.org/2000/svg">',
        ),
      ),
    ).toBe(true);
  });
  it("refuses other XML, HTML and binary files", () => {
    expect(looksLikeSvg(bytes('<?xml version="1.0"?><rss version="2.0">'))).toBe(false);
    expect(looksLikeSvg(bytes("<!doctype html><html><svg></svg>"))).toBe(false);
    expect(looksLikeSvg(bytes("<svgx>"))).toBe(false);
    expect(looksLikeSvg(bytes([0x89], "PNG\r\n", [0x1a, 0x0a]))).toBe(false);
  });
});

describe("looksLikePdf and looksLikeWord", () => {
  it("finds %PDF- within the first kilobyte, as readers do, and not after it", () => {
    expect(looksLikePdf(bytes("%PDF-1.4\n"))).toBe(true);
    expect(looksLikePdf(bytes(" ".repeat(1000), "%PDF-1.4"))).toBe(true);
    expect(looksLikePdf(bytes(" ".repeat(1024), "%PDF-1.4"))).toBe(false);
    expect(looksLikePdf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });
  it("takes DOCX (ZIP), DOC and protected DOCX (OLE) and RTF as Word", () => {
    expect(looksLikeWord(bytes([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(looksLikeWord(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(looksLikeWord(bytes("{\\rtf1\\ansi"))).toBe(true);
    expect(looksLikeWord(bytes("%PDF-1.7"))).toBe(false);
    expect(looksLikeWord(bytes("PK"))).toBe(false);
  });
});

describe("headFitsType", () => {
  const png = bytes([0x89], "PNG\r\n", [0x1a, 0x0a]);
  it("lets any raster image pass for any image type (a PNG named .jpg is still an image)", () => {
    expect(headFitsType(png, "image/jpeg")).toBe(true);
    expect(headFitsType(png, "image/heic")).toBe(true);
  });
  it("holds SVG, PDF and Word to their own formats", () => {
    expect(headFitsType(png, "image/svg+xml")).toBe(false);
    expect(headFitsType(png, "application/pdf")).toBe(false);
    expect(headFitsType(png, "application/msword")).toBe(false);
    expect(headFitsType(png, "application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(false);
  });
  it("never refuses plain text or types without a check", () => {
    expect(headFitsType(png, "text/plain")).toBe(true);
    expect(headFitsType(bytes(), "text/plain")).toBe(true);
  });
});

describe("contentFitsType", () => {
  it("reads the file's first bytes and judges them by its effective type (from the name when the browser gives none)", async () => {
    expect(await contentFitsType(new File([bytes("%PDF-1.7")], "Texte.pdf", { type: "" }))).toBe(true);
    expect(await contentFitsType(new File([bytes("%PDF-1.7")], "Foto.jpg", { type: "" }))).toBe(false);
    expect(await contentFitsType(new File([bytes("%PDF-1.7")], "Foto.jpg", { type: "image/jpeg" }))).toBe(false);
  });
  it("reads no more than the head of a large file", async () => {
    const large = new File([new Uint8Array(64 * 1024)], "gross.bin");
    expect((await readHead(large))?.length).toBe(4096);
  });
  it("leaves a file it cannot read to the upload, which reports the error", async () => {
    const unreadable = new File(["x"], "Foto.jpg", { type: "image/jpeg" });
    // As a file deleted or moved after it was picked: reading it fails.
    unreadable.slice = () =>
      ({ arrayBuffer: () => Promise.reject(new DOMException("gone", "NotReadableError")) }) as unknown as Blob;
    expect(await contentFitsType(unreadable)).toBe(true);
  });
});

describe("keepFittingContent", () => {
  it("keeps the files whose bytes fit, in order, and names each other one", async () => {
    const png = new File([bytes([0x89], "PNG\r\n", [0x1a, 0x0a])], "a.png", { type: "image/png" });
    const renamed = new File([bytes("%PDF-1.7")], "b.jpg", { type: "image/jpeg" });
    const jpeg = new File([bytes([0xff, 0xd8, 0xff, 0xe1])], "c.jpg", { type: "image/jpeg" });
    const refused: string[] = [];
    const kept = await keepFittingContent([png, renamed, jpeg], (file) => refused.push(file.name));
    expect(kept.map((file) => file.name)).toEqual(["a.png", "c.jpg"]);
    expect(refused).toEqual(["b.jpg"]);
  });
});

describe("typeOfHead and withSniffedTypes (a file without extension and browser type)", () => {
  it.each([
    ["image/png", bytes([0x89], "PNG\r\n", [0x1a, 0x0a])],
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe1])],
    ["image/gif", bytes("GIF89a")],
    ["image/webp", bytes("RIFF", [1, 2, 3, 4], "WEBP", "VP8 ")],
    ["image/heic", ftyp("heic", "mif1")],
    ["image/avif", ftyp("avif", "mif1")],
    ["application/pdf", bytes("%PDF-1.7\n")],
    ["image/svg+xml", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])("names %s", (type, head) => expect(typeOfHead(head)).toBe(type));

  it("names nothing it cannot tell for sure: a ZIP (DOCX or any archive), plain text", () => {
    expect(typeOfHead(bytes([0x50, 0x4b, 0x03, 0x04]))).toBe("");
    expect(typeOfHead(bytes("Hallo"))).toBe("");
  });

  it("types only files without a type, keeping name, bytes and date", async () => {
    const png = bytes([0x89], "PNG\r\n", [0x1a, 0x0a]);
    const bare = new File([png], "Bildschirmfoto", { lastModified: 1234 });
    const octet = new File([png], "Download", { type: "application/octet-stream" });
    const named = new File([png], "Foto.jpg");
    const [typed, typedOctet, kept] = await withSniffedTypes([bare, octet, named]);
    expect(typed).toMatchObject({ name: "Bildschirmfoto", type: "image/png", size: png.length, lastModified: 1234 });
    expect(typedOctet!.type).toBe("image/png");
    expect(kept).toBe(named);
    const text = new File(["Hallo"], "Notizen");
    expect((await withSniffedTypes([text]))[0]).toBe(text);
  });
});
