// The page writer of the shop's PDFs (invoices; the terms and withdrawal form a confirmation mail attaches): A4
// pages in Helvetica, text placed from the top down, a new page when the footer is reached. The standard fonts
// draw WinAnsi only, so every string goes through toWinAnsi before it is measured or drawn.
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { toWinAnsi } from './winansi.ts';

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const WIDTH = A4[0] - 2 * MARGIN;
export const FOOTER_TOP = 70;
export const INK = rgb(0.12, 0.12, 0.1);
export const MUTED = rgb(0.38, 0.38, 0.34);
const RULE = rgb(0.75, 0.75, 0.7);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'right';
  /** The width a right-aligned text ends at. */
  width?: number;
}

export class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  /** Drawn at the top of each page `ensure` adds while it is set (the lines table's column header). */
  pageHeader: ((writer: Writer) => void) | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.addPage();
  }

  addPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  /** Room for `height` more points above the footer, or a new page (with its page header, if any). */
  ensure(height: number): void {
    if (this.y - height < FOOTER_TOP + 10) {
      this.addPage();
      this.pageHeader?.(this);
    }
  }

  text(value: string, x: number, options: TextOptions = {}): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const safe = toWinAnsi(value);
    const drawnX =
      options.align === 'right' && options.width !== undefined
        ? x + options.width - font.widthOfTextAtSize(safe, size)
        : x;
    this.page.drawText(safe, { x: drawnX, y: this.y, size, font, color: options.color ?? INK });
  }

  /**
   * `value` wrapped to `width` in the regular font, a line every `step` points down; with `flow`, each line first
   * makes room for itself (a new page when the footer is reached).
   */
  paragraph(
    value: string,
    x: number,
    width: number,
    step: number,
    options: TextOptions & { flow?: boolean } = {},
  ): void {
    const { flow, ...text } = options;
    for (const part of wrap(value, this.fonts.regular, text.size ?? 9, width)) {
      if (flow) this.ensure(step);
      this.text(part, x, { ...text, width });
      this.y -= step;
    }
  }

  rule(y = this.y, thickness = 0.5): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + WIDTH, y },
      thickness,
      color: RULE,
    });
  }
}

/** `value` cut into lines no wider than `width` at `size` (words kept whole unless one alone is too wide). */
export function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const words = toWinAnsi(value).split(/ +/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
