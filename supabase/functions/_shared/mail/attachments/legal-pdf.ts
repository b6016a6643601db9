// The terms of sale and the model withdrawal form as PDFs, from a recorded version's text (public.terms_versions)
// in the order's language: what a confirmation mail attaches so the customer keeps, on a durable medium, the
// very version they accepted. Drawn with the invoices' writer (../../pdf/pdf-writer.ts): Helvetica, A4, French
// accents kept (WinAnsi has them), a footer on every page naming the document, the version and the page.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FOOTER_TOP, MARGIN, MUTED, WIDTH, Writer, wrap } from '../../pdf/pdf-writer.ts';
import { toWinAnsi } from '../../pdf/winansi.ts';
import type { TermsBlock, TermsText } from '../../terms-text.ts';

type Locale = 'en' | 'fr';

/** What the PDFs say about the version and the order it was accepted with. */
export interface Acceptance {
  /** public.terms_versions.id. */
  version: string;
  orderNumber: string;
  /** orders.accepted_terms_at (ISO). */
  acceptedAt: string;
  /** The shop's address, to write its own links ([label](/terms#withdrawal)) in full. */
  site: string;
}

const WORDS = {
  en: {
    accepted: (number: string, date: string) => `The version you accepted with order ${number} on ${date}.`,
    version: 'Version',
    page: (index: number, count: number) => `Page ${index} of ${count}`,
    formFor: (number: string) => `For order ${number}.`,
  },
  fr: {
    accepted: (number: string, date: string) =>
      `La version que vous avez acceptée avec la commande ${number} le ${date}.`,
    version: 'Version',
    page: (index: number, count: number) => `Page ${index} sur ${count}`,
    formFor: (number: string) => `Pour la commande ${number}.`,
  },
} as const;

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline links as a reader of paper needs them: the label, then the address in full unless it is the label. */
export function plainLinks(text: string, site: string): string {
  return text.replace(LINK, (_whole, label: string, href: string) => {
    const address = href.startsWith('/')
      ? `${site.replace(/\/$/, '')}${href}`
      : href.replace(/^(mailto|tel):/, '');
    return address === label ? label : `${label} (${address})`;
  });
}

function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}

/** A heading in bold, kept with room for two lines of what follows it. */
function heading(w: Writer, value: string, size: number): void {
  const lines = wrap(value, w.fonts.bold, size, WIDTH);
  w.ensure(lines.length * (size + 4) + 30);
  for (const line of lines) {
    w.text(line, MARGIN, { size, bold: true });
    w.y -= size + 4;
  }
  w.y -= 2;
}

function block(w: Writer, item: TermsBlock, site: string): void {
  const plain = (text: string) => plainLinks(text, site);
  const body = (text: string, x = MARGIN, width = WIDTH) =>
    w.paragraph(plain(text), x, width, 13, { size: 9.5, flow: true });
  switch (item.kind) {
    case 'p':
      body(item.text);
      w.y -= 5;
      return;
    case 'h3':
      w.y -= 3;
      heading(w, item.text, 10.5);
      return;
    case 'list':
      item.items.forEach((entry, index) => {
        w.ensure(13);
        w.text(item.ordered ? `${index + 1}.` : '•', MARGIN + 4, { size: 9.5 });
        body(entry, MARGIN + 18, WIDTH - 18);
        w.y -= 2;
      });
      w.y -= 4;
      return;
    case 'facts':
      for (const row of item.rows) body(`${row.label}: ${row.value}`);
      w.y -= 5;
      return;
    case 'table':
      // A table is read row by row, each cell after its column's name, as on a phone.
      w.y -= 2;
      heading(w, item.caption, 9.5);
      for (const row of item.rows) {
        body(row.map((cell, index) => `${item.head[index] ?? ''}: ${cell}`).join(' · '));
        w.y -= 3;
      }
      w.y -= 4;
  }
}

async function newDocument(title: string, author: string, locale: Locale, date: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(title));
  doc.setAuthor(toWinAnsi(author));
  doc.setLanguage(locale === 'fr' ? 'fr-FR' : 'en-GB');
  doc.setCreator(toWinAnsi(author));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(date));
  doc.setModificationDate(new Date(date));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, w: new Writer(doc, fonts) };
}

function footers(w: Writer, title: string, acceptance: Acceptance, locale: Locale): void {
  const words = WORDS[locale];
  w.pages.forEach((page, index) => {
    w.page = page;
    w.y = FOOTER_TOP - 20;
    w.text(`${title} · ${words.version} ${acceptance.version.slice(0, 12)}`, MARGIN, {
      size: 7,
      color: MUTED,
    });
    w.text(words.page(index + 1, w.pages.length), MARGIN, {
      size: 7,
      color: MUTED,
      align: 'right',
      width: WIDTH,
    });
  });
}

/** The terms of sale of the recorded version, as the /terms page shows them. */
export async function termsPdf(
  text: TermsText,
  locale: Locale,
  acceptance: Acceptance,
  seller: string,
): Promise<Uint8Array> {
  const { doc, w } = await newDocument(text.title, seller, locale, acceptance.acceptedAt);
  heading(w, text.title, 18);
  w.paragraph(text.updated, MARGIN, WIDTH, 12, { size: 9, color: MUTED });
  w.paragraph(
    WORDS[locale].accepted(acceptance.orderNumber, longDate(acceptance.acceptedAt, locale)),
    MARGIN,
    WIDTH,
    12,
    {
      size: 9,
      color: MUTED,
    },
  );
  if (text.demoNotice) w.paragraph(text.demoNotice, MARGIN, WIDTH, 12, { size: 9, flow: true });
  w.y -= 8;
  block(w, { kind: 'p', text: text.document.intro }, acceptance.site);
  for (const section of text.document.sections) {
    w.y -= 6;
    heading(w, section.title, 12);
    for (const item of section.blocks) block(w, item, acceptance.site);
  }
  footers(w, text.title, acceptance, locale);
  return new Uint8Array(await doc.save());
}

/** The model withdrawal form (annex I(B) of Directive 2011/83/EU; annexe à l'article R221-1), addressed to the seller. */
export async function withdrawalFormPdf(
  text: TermsText,
  locale: Locale,
  acceptance: Acceptance,
): Promise<Uint8Array> {
  const form = text.withdrawalForm;
  const { doc, w } = await newDocument(form.title, form.seller[0] ?? '', locale, acceptance.acceptedAt);
  heading(w, form.title, 16);
  w.paragraph(form.only, MARGIN, WIDTH, 12, { size: 9.5 });
  w.paragraph(WORDS[locale].formFor(acceptance.orderNumber), MARGIN, WIDTH, 12, { size: 9, color: MUTED });
  w.y -= 12;
  w.text(form.to, MARGIN, { size: 10 });
  w.y -= 14;
  for (const line of form.seller) {
    w.text(line, MARGIN, { size: 10, bold: true });
    w.y -= 13;
  }
  w.y -= 12;
  w.paragraph(form.notice, MARGIN, WIDTH, 13, { size: 10 });
  for (let blank = 0; blank < 3; blank += 1) {
    w.y -= 14;
    w.rule(w.y);
  }
  w.y -= 24;
  for (const field of form.fields) {
    w.ensure(40);
    w.paragraph(field, MARGIN, WIDTH, 13, { size: 10 });
    w.y -= 16;
    w.rule(w.y);
    w.y -= 20;
  }
  w.paragraph(form.delete, MARGIN, WIDTH, 12, { size: 9 });
  footers(w, form.title, acceptance, locale);
  return new Uint8Array(await doc.save());
}
