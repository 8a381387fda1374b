/**
 * The briefing as a print-ready PDF for staff to forward to the designer: A4, German, the
 * agency's word mark, the six groups of the summary cards with every answer, the colours as
 * swatches with hex values, the fonts named, thumbnails of the uploaded images.
 *
 * pdf-lib's standard Helvetica (WinAnsi): no font file to load or ship. It covers German
 * (ä ö ü ß „“ € –); what it cannot draw (emoji, Hebrew, Arabic, CJK) is printed as "?" and the
 * footer says so: the mail carries the exact text. Embedding a Unicode TTF would need
 * @pdf-lib/fontkit and a font file in the function bundle, and still no font covers every script.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { site } from "../../../../src/content/site.ts";
import { briefingColors, briefingFiles, briefingSections, type BriefingRecord, type StoredFile } from "./briefing.ts";
import { germanDateTime } from "./text.ts";

/** The bytes of an uploaded image (logo or website image), by its stored URL; absent ones get a placeholder. */
export type ImageBytes = ReadonlyMap<string, { bytes: Uint8Array; contentType: string }>;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const LABEL_WIDTH = 150;
const TEXT = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.4, 0.45, 0.53);
const RULE = rgb(0.89, 0.91, 0.94);
const BRAND = rgb(0.15, 0.39, 0.92);
const ACCENT = rgb(0.96, 0.77, 0.26);

// Bidi and zero-width controls change nothing a printout can show: dropped, not replaced.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const REPLACEMENT = "?";

type Fonts = { regular: PDFFont; bold: PDFFont; drawable: Set<number> };

/** The text with every character Helvetica can't encode replaced, so drawing never throws. */
function printable(text: string, fonts: Fonts): { text: string; replaced: boolean } {
  let replaced = false;
  const out = Array.from(text.replace(INVISIBLE, "").replace(/\t/g, "    "))
    .map((char) => {
      if (char === "\n" || fonts.drawable.has(char.codePointAt(0)!)) return char;
      replaced = true;
      return REPLACEMENT;
    })
    .join("");
  return { text: out, replaced };
}

const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/** Width in points at size 1, from cached glyph widths: linear in the text, also for 100 kB. */
function widthOf(text: string, font: PDFFont): number {
  let cache = charWidths.get(font);
  if (!cache) charWidths.set(font, (cache = new Map()));
  let width = 0;
  for (const char of text) {
    let w = cache.get(char);
    if (w === undefined) cache.set(char, (w = font.widthOfTextAtSize(char, 1)));
    width += w;
  }
  return width;
}

/** Lines of at most `width` points; a word longer than a line (a URL, 100 kB without spaces) is cut at the edge. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const max = width / size;
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(/(?<= )/)) {
      const wordWidth = widthOf(word.trimEnd(), font);
      if (lineWidth + wordWidth <= max) {
        line += word;
        lineWidth += widthOf(word, font);
        continue;
      }
      if (line) lines.push(line.trimEnd());
      line = "";
      lineWidth = 0;
      for (const char of word) {
        const w = widthOf(char, font);
        if (lineWidth + w > max && line) {
          lines.push(line);
          line = "";
          lineWidth = 0;
        }
        line += char;
        lineWidth += w;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

const hexColor = (hex: string) => {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const n = parseInt(match[1]!, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** A rounded rectangle as an SVG path (pdf-lib draws no radius itself), y pointing down. */
const roundedRect = (x: number, y: number, w: number, h: number, r: number) =>
  `M ${x + r} ${y} H ${x + w - r} Q ${x + w} ${y} ${x + w} ${y + r} V ${y + h - r} Q ${x + w} ${y + h} ${x + w - r} ${y + h} H ${x + r} Q ${x} ${y + h} ${x} ${y + h - r} V ${y + r} Q ${x} ${y} ${x + r} ${y} Z`;

/** The agency's word mark, with the geometry of src/components/layout/site-logo.tsx. */
function drawWordMark(page: PDFPage, fonts: Fonts, x: number, top: number) {
  const scale = 1;
  const at = { x, y: top };
  page.drawSvgPath(roundedRect(1, 3, 34, 34, 9), { ...at, scale, color: BRAND });
  page.drawSvgPath(roundedRect(9, 11, 8, 8, 1.5), { ...at, scale, color: rgb(1, 1, 1) });
  page.drawSvgPath(roundedRect(19, 11, 8, 8, 1.5), { ...at, scale, color: ACCENT });
  page.drawSvgPath(roundedRect(9, 21, 8, 8, 1.5), { ...at, scale, color: rgb(1, 1, 1) });
  page.drawSvgPath(roundedRect(19, 21, 8, 8, 1.5), { ...at, scale, color: rgb(1, 1, 1), opacity: 0.45 });
  page.drawText(site.company.shortName, { x: x + 44, y: top - 22, size: 19, font: fonts.bold, color: TEXT });
  page.drawText(site.company.tagline.toLocaleUpperCase("de-DE"), {
    x: x + 45,
    y: top - 34,
    size: 9,
    font: fonts.bold,
    color: rgb(0.12, 0.25, 0.69),
  });
}

class Writer {
  page!: PDFPage;
  y = 0;
  replaced = false;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Room for `height` points on this page, or a new page. */
  need(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(
    raw: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; x?: number; width?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const { text, replaced } = printable(raw, this.fonts);
    this.replaced ||= replaced;
    const x = options.x ?? MARGIN;
    for (const line of wrap(text, font, size, options.width ?? CONTENT_WIDTH)) {
      this.need(size * 1.4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? TEXT });
      this.y -= size * 1.4;
    }
  }

  /** Label left, value right; the value's lines continue on the next page where needed. */
  row(label: string, value: string) {
    const size = 10;
    const printedValue = printable(value, this.fonts);
    this.replaced ||= printedValue.replaced;
    const labelLines = wrap(printable(label, this.fonts).text, this.fonts.bold, size, LABEL_WIDTH - 10);
    const valueLines = wrap(printedValue.text, this.fonts.regular, size, CONTENT_WIDTH - LABEL_WIDTH);
    const count = Math.max(labelLines.length, valueLines.length);
    this.need(size * 1.4 * Math.min(count, 3));
    for (let i = 0; i < count; i++) {
      this.need(size * 1.4);
      const y = this.y - size;
      if (labelLines[i])
        this.page.drawText(labelLines[i]!, { x: MARGIN, y, size, font: this.fonts.bold, color: MUTED });
      if (valueLines[i]) {
        this.page.drawText(valueLines[i]!, { x: MARGIN + LABEL_WIDTH, y, size, font: this.fonts.regular, color: TEXT });
      }
      this.y -= size * 1.4;
    }
    this.y -= 3;
  }

  heading(title: string) {
    this.need(60);
    this.y -= 12;
    this.page.drawText(printable(title, this.fonts).text, {
      x: MARGIN,
      y: this.y - 14,
      size: 14,
      font: this.fonts.bold,
      color: TEXT,
    });
    this.y -= 20;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 1,
      color: RULE,
    });
    this.y -= 8;
  }

  swatches(colors: Array<{ name: string; hex: string }>) {
    const box = 28;
    const cell = CONTENT_WIDTH / 4;
    colors.forEach((color, index) => {
      if (index % 4 === 0) {
        this.need(box + 22);
        if (index > 0) this.y -= box + 22;
      }
      const x = MARGIN + (index % 4) * cell;
      const fill = hexColor(color.hex);
      this.page.drawRectangle({
        x,
        y: this.y - box,
        width: box,
        height: box,
        color: fill ?? rgb(1, 1, 1),
        borderColor: rgb(0.6, 0.64, 0.7),
        borderWidth: 0.75,
      });
      const name = printable(color.name, this.fonts).text;
      this.page.drawText(name.slice(0, 22), {
        x: x + box + 6,
        y: this.y - 11,
        size: 9,
        font: this.fonts.bold,
        color: TEXT,
      });
      this.page.drawText(color.hex || "ohne Hex-Wert", {
        x: x + box + 6,
        y: this.y - 23,
        size: 9,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
    if (colors.length) this.y -= box + 14;
  }

  thumbnails(entries: Array<{ name: string; image: PDFImage | null; why: string }>) {
    const columns = 3;
    const gap = 12;
    const width = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
    const height = 110;
    entries.forEach((entry, index) => {
      if (index % columns === 0) {
        if (index > 0) this.y -= height + 30;
        this.need(height + 30);
      }
      const x = MARGIN + (index % columns) * (width + gap);
      const top = this.y;
      this.page.drawRectangle({
        x,
        y: top - height,
        width,
        height,
        color: rgb(0.97, 0.98, 0.99),
        borderColor: RULE,
        borderWidth: 0.75,
      });
      if (entry.image) {
        const scaled = entry.image.scaleToFit(width - 8, height - 8);
        this.page.drawImage(entry.image, {
          x: x + (width - scaled.width) / 2,
          y: top - height + (height - scaled.height) / 2,
          width: scaled.width,
          height: scaled.height,
        });
      } else {
        for (const [line, text] of wrap(
          printable(entry.why, this.fonts).text,
          this.fonts.regular,
          8,
          width - 12,
        ).entries()) {
          this.page.drawText(text, {
            x: x + 6,
            y: top - 20 - line * 11,
            size: 8,
            font: this.fonts.regular,
            color: MUTED,
          });
        }
      }
      const caption = wrap(printable(entry.name, this.fonts).text, this.fonts.regular, 8, width)[0] ?? "";
      this.page.drawText(caption, { x, y: top - height - 11, size: 8, font: this.fonts.regular, color: TEXT });
    });
    if (entries.length) this.y -= height + 30;
  }
}

async function embed(
  doc: PDFDocument,
  file: StoredFile,
  images: ImageBytes,
): Promise<{ image: PDFImage | null; why: string }> {
  const found = images.get(file.url);
  if (!found) return { image: null, why: "Keine Vorschau (Datei zu groß oder nicht geladen). Link in der E-Mail." };
  const type = found.contentType.toLowerCase();
  try {
    if (type === "image/jpeg" || type === "image/jpg") return { image: await doc.embedJpg(found.bytes), why: "" };
    if (type === "image/png") return { image: await doc.embedPng(found.bytes), why: "" };
  } catch {
    return { image: null, why: "Keine Vorschau: Bilddatei nicht lesbar. Link in der E-Mail." };
  }
  const format = type.replace(/^image\//, "").toUpperCase() || "unbekannt";
  return { image: null, why: `Keine Vorschau für das Format ${format}. Link in der E-Mail.` };
}

/** The PDF's bytes. `images` holds what could be fetched of the logo and the images, by URL. */
export async function briefingPdf(row: BriefingRecord, images: ImageBytes = new Map()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, drawable: new Set(regular.getCharacterSet()) };
  const company = printable(row.firmenname, fonts).text;
  doc.setTitle(`Website-Briefing: ${company}`);
  doc.setAuthor(site.company.name);
  doc.setSubject("Website-Briefing aus dem Konfigurator");
  doc.setLanguage("de-DE");
  doc.setCreator(site.company.name);
  doc.setProducer("pdf-lib");

  const writer = new Writer(doc, fonts);
  drawWordMark(writer.page, fonts, MARGIN, writer.y);
  writer.y -= 60;
  writer.text("Website-Briefing", { size: 20, bold: true });
  writer.text(row.firmenname, { size: 14, bold: true, color: BRAND });
  writer.text(`Eingegangen am ${germanDateTime(row.created_at)} · Anfrage ${row.id}`, { size: 9, color: MUTED });

  const { logo, images: uploaded } = briefingFiles(row);
  const sections = briefingSections(row);
  for (const [index, section] of sections.entries()) {
    writer.heading(`${index + 1}. ${section.title}`);
    for (const entry of section.rows) writer.row(entry.label, entry.value);
    if (section.title === "Design") {
      const colors = briefingColors(row);
      if (colors.length) {
        writer.y -= 4;
        writer.text("Farben", { size: 10, bold: true, color: MUTED });
        writer.y -= 4;
        writer.swatches(colors);
      }
      if (logo.length) {
        writer.need(170);
        writer.text("Logo des Kunden", { size: 10, bold: true, color: MUTED });
        writer.y -= 4;
        writer.thumbnails(
          await Promise.all(logo.map(async (file) => ({ name: file.fileName, ...(await embed(doc, file, images)) }))),
        );
      }
    }
    if (section.files?.entries.length) {
      if (section.title === "Kontakt & Bilder") {
        writer.need(170);
        writer.text(`Bilder (${uploaded.length})`, { size: 10, bold: true, color: MUTED });
        writer.y -= 4;
        writer.thumbnails(
          await Promise.all(
            uploaded.map(async (file) => ({ name: file.fileName, ...(await embed(doc, file, images)) })),
          ),
        );
      } else if (section.title !== "Design") {
        writer.row(section.files.label, section.files.entries.map((file) => `${file.name} (${file.size})`).join("\n"));
      }
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `${site.company.name} · Website-Briefing · Seite ${index + 1} von ${pages.length}`;
    page.drawText(footer, { x: MARGIN, y: 30, size: 7, font: regular, color: MUTED });
    if (writer.replaced) {
      page.drawText(
        "Zeichen, die dieses PDF nicht darstellen kann, stehen als ?; die E-Mail enthält den genauen Text.",
        {
          x: MARGIN,
          y: 20,
          size: 7,
          font: regular,
          color: MUTED,
        },
      );
    }
  });
  return doc.save();
}
