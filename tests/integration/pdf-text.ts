// A PDF's text as a reader gets it (Mozilla's pdf.js): every piece of text, one per line, no-break spaces as
// plain spaces, so that a test can say what a document reads.
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${path.resolve(import.meta.dirname, '../../node_modules/pdfjs-dist/standard_fonts')}/`;

export async function pdfText(data: Uint8Array): Promise<string> {
  const doc = await getDocument({
    data,
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') parts.push(item.str);
  }
  await doc.destroy();
  return parts.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}
