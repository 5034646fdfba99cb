/**
 * Composes the quick guide PDF with pdf-lib (docs/decisions.md "Quick guide"): a title page (the video's
 * name, the organization, the date), then each page of the guide: "Chapter n · m:ss" (and its title),
 * its still and its manuscript, laid out by quick-guide-layout.ts. The text is drawn in DejaVu Sans
 * (quick-guide-fonts.ts), embedded through fontkit as a subset of the glyphs the guide uses (a guide in
 * three scripts is 25 kB, an English one 12 kB, instead of carrying the 1.4 MB of the two files): Latin with its extensions,
 * Greek and Cyrillic come out as written; a character DejaVu lacks (e.g. CJK) becomes its base letter or '?'.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { guideFonts } from './quick-guide-fonts.js';
import {
  BODY_LEADING,
  BODY_SIZE,
  GAP,
  HEADING_SIZE,
  PAGE,
  TEXT_WIDTH,
  clockTime,
  drawableText,
  planGuidePage,
  stillBox,
  wrapText,
} from './quick-guide-layout.js';

export interface GuideContent {
  videoName: string;
  organization: string;
  /** Already formatted for the guide's language. */
  date: string;
  language: string;
  pages: {
    /** The chapter's number as the editor shows it (index + 1). */
    number: number;
    startSeconds: number;
    title?: string | undefined;
    manuscript: string;
    /** The still, JPEG. */
    still: Uint8Array;
  }[];
}

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
/** The largest share of the page a still may take (portrait stills stay readable with their text). */
const STILL_MAX_HEIGHT = 330;

/** The PDF and its number of pages (the title page included). */
export async function composeQuickGuide(
  content: GuideContent,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = await guideFonts();
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true }),
    doc.embedFont(fonts.bold, { subset: true }),
  ]);
  // The faces differ in some hundred rare glyphs: only what both draw is kept, so a heading never shows a
  // missing-glyph box where its manuscript would not.
  const boldSet = new Set(bold.getCharacterSet());
  const charset = new Set(regular.getCharacterSet().filter((c) => boldSet.has(c)));
  const drawable = (text: string) => drawableText(text, (c) => charset.has(c));
  const measure = (font: PDFFont) => (text: string, size: number) => font.widthOfTextAtSize(text, size);
  doc.setTitle(drawable(`${content.videoName} - Quick guide`));
  doc.setAuthor(drawable(content.organization));
  doc.setLanguage(content.language);
  doc.setCreator('Tubes');

  const title = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin - 180;
  for (const line of wrapText(drawable(content.videoName), TEXT_WIDTH, 28, measure(bold))) {
    title.drawText(line, { x: PAGE.margin, y, size: 28, font: bold, color: INK });
    y -= 36;
  }
  y -= 10;
  title.drawText('Quick guide', { x: PAGE.margin, y, size: 16, font: regular, color: MUTED });
  y -= 40;
  for (const line of [content.organization, content.date]) {
    for (const part of wrapText(drawable(line), TEXT_WIDTH, 13, measure(regular))) {
      title.drawText(part, { x: PAGE.margin, y, size: 13, font: regular, color: INK });
      y -= 20;
    }
  }

  for (const page of content.pages) {
    // A plain Uint8Array copy: pdf-lib misreads a Buffer view in some runtimes (vitest's worker threads).
    const image = await doc.embedJpg(Uint8Array.from(page.still));
    const box = stillBox(image, STILL_MAX_HEIGHT);
    const lines = wrapText(drawable(page.manuscript), TEXT_WIDTH, BODY_SIZE, measure(regular));
    const heading = drawable(
      `Chapter ${page.number} · ${clockTime(page.startSeconds)}${page.title ? ` · ${page.title}` : ''}`,
    );
    for (const planned of planGuidePage(lines, box.height)) {
      const pdfPage = doc.addPage([PAGE.width, PAGE.height]);
      let top = PAGE.height - PAGE.margin - HEADING_SIZE;
      const shown =
        wrapText(
          planned.continued ? `${heading} (continued)` : heading,
          TEXT_WIDTH,
          HEADING_SIZE,
          measure(bold),
        )[0] ?? '';
      pdfPage.drawText(shown, { x: PAGE.margin, y: top, size: HEADING_SIZE, font: bold, color: INK });
      top -= GAP;
      if (planned.withStill) {
        pdfPage.drawImage(image, {
          x: PAGE.margin + (TEXT_WIDTH - box.width) / 2,
          y: top - box.height,
          width: box.width,
          height: box.height,
        });
        top -= box.height + GAP;
      }
      for (const line of planned.lines) {
        top -= BODY_LEADING;
        if (line)
          pdfPage.drawText(line, { x: PAGE.margin, y: top, size: BODY_SIZE, font: regular, color: INK });
      }
    }
  }
  return { pdf: await doc.save(), pageCount: doc.getPageCount() };
}
