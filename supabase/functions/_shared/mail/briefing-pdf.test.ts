import { PNG } from "pngjs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { briefingPdf, type ImageBytes } from "./briefing-pdf.ts";
import { pdfImageCount, pdfText } from "./pdf-text.ts";
import { briefingRecord, HOSTILE } from "./test-rows.ts";

function png(width: number, height: number, [r, g, b]: [number, number, number]): Uint8Array {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([r, g, b, 255], i * 4);
  return PNG.sync.write(image);
}

const imageUrl = (n: number) =>
  `https://cdn.example.de/storage/v1/object/public/konfigurator-bilder/uploads/f/${n}-bild.png`;
const uploaded = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    id: `i${n}`,
    fileName: `Bild ${n}.png`,
    url: imageUrl(n),
    size: 1000,
    mimeType: "image/png",
    path: `uploads/f/${n}-bild.png`,
  }));

describe("briefing PDF", () => {
  it("is A4, names the company, has all six sections, the swatches' hex values, the fonts and the thumbnails", async () => {
    const row = briefingRecord({
      uploaded_images: [
        ...uploaded(2),
        {
          fileName: "Animation.gif",
          url: "https://cdn.example.de/x.gif",
          size: 5,
          mimeType: "image/gif",
          path: "uploads/f/x.gif",
        },
      ],
    });
    const images: ImageBytes = new Map([
      [row.logo_file_url!, { bytes: png(40, 20, [255, 193, 7]), contentType: "image/png" }],
      [imageUrl(0), { bytes: png(64, 48, [200, 30, 30]), contentType: "image/png" }],
      [imageUrl(1), { bytes: png(48, 64, [30, 30, 200]), contentType: "image/png" }],
      ["https://cdn.example.de/x.gif", { bytes: new Uint8Array([71, 73, 70]), contentType: "image/gif" }],
    ]);
    const pdf = await briefingPdf(row, images);

    const doc = await PDFDocument.load(pdf);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe("Website-Briefing: Bäckerei Sonnenschein");

    const text = pdfText(pdf);
    expect(text).toContain("Bäckerei Sonnenschein");
    for (const section of [
      "1. Unternehmensdaten",
      "2. Design",
      "3. Inhalte",
      "4. Kontakt & Bilder",
      "5. Rechtliches",
      "6. Projekt-Details",
    ]) {
      expect(text).toContain(section);
    }
    for (const hex of ["#FACC15", "#92400E", "#FFFFFF"]) expect(text).toContain(hex);
    expect(text).toContain("Georgia, Lato, Hausschrift Sonne");
    expect(text).toMatch(/Fertigstellung bis\n\d\d\.\d\d\.\d{4}/);
    expect(text).toContain("Keine Vorschau für das Format GIF");
    // The customer's logo and the two images.
    expect(pdfImageCount(pdf)).toBe(3);
    expect(text).not.toContain("stehen als ?");
  });

  it(
    "renders hostile input: markup as text, emoji and RTL replaced visibly, 100 kB texts over many pages",
    { timeout: 60_000 },
    async () => {
      const row = briefingRecord({
        firmenname: HOSTILE,
        leistungen: HOSTILE,
        zusaetzliche_anmerkungen: "Lorem ipsum dolor sit amet. ".repeat(3600),
        designrichtlinien: "x".repeat(100_000),
      });
      const pdf = await briefingPdf(
        row,
        new Map([[row.logo_file_url!, { bytes: new Uint8Array([1, 2, 3]), contentType: "image/png" }]]),
      );
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPageCount()).toBeGreaterThan(20);
      const text = pdfText(pdf);
      expect(text).toContain("<script>alert(1)</script>");
      expect(text).toContain("?");
      expect(text).toContain("stehen als ?");
      expect(text).toContain("Keine Vorschau: Bilddatei nicht lesbar");
    },
  );
});
