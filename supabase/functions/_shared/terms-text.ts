// The shape of a recorded version of the terms of sale (public.terms_versions.texts): per language, the /terms
// page's words and the model withdrawal form. Written by `npm run terms:record` from the app's texts
// (src/content/terms-record.ts), read back by send-emails to attach them. No imports: Deno and Node read it.

/** A block of the terms as src/content/types.ts's LegalBlock; inline links are written [label](href). */
export type TermsBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export interface TermsText {
  /** "Terms of sale" / "Conditions générales de vente". */
  title: string;
  /** "Last updated: 28 November 2026". */
  updated: string;
  /** Present while the facts are the fictional demo ones. */
  demoNotice?: string;
  document: { intro: string; sections: { id: string; title: string; blocks: TermsBlock[] }[] };
  withdrawalForm: {
    title: string;
    /** "(Complete and return this form only if you wish to withdraw from the contract.)" */
    only: string;
    to: string;
    /** The seller's name, address lines and email. */
    seller: string[];
    notice: string;
    /** The lines the consumer fills in (ordered on, name, address, signature, date). */
    fields: string[];
    delete: string;
  };
}

export type TermsTexts = Record<'en' | 'fr', TermsText>;

export class TermsTextError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

function isBlock(value: unknown): value is TermsBlock {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case 'p':
    case 'h3':
      return isText(value.text);
    case 'list':
      return isTexts(value.items);
    case 'facts':
      return (
        Array.isArray(value.rows) &&
        value.rows.every((row) => isObject(row) && isText(row.label) && isText(row.value))
      );
    case 'table':
      return (
        isText(value.caption) && isTexts(value.head) && Array.isArray(value.rows) && value.rows.every(isTexts)
      );
    default:
      return false;
  }
}

/** One language of a recorded version, checked: a stored text that is not one is an error, never a blank PDF. */
export function termsText(texts: unknown, language: 'en' | 'fr'): TermsText {
  const text = isObject(texts) ? texts[language] : undefined;
  const fail = (what: string) => new TermsTextError(`the recorded terms (${language}) have no ${what}`);
  if (!isObject(text)) throw fail('text');
  if (!isText(text.title) || !isText(text.updated)) throw fail('title or date');
  const document = text.document;
  if (!isObject(document) || !isText(document.intro) || !Array.isArray(document.sections))
    throw fail('document');
  for (const section of document.sections) {
    if (
      !isObject(section) ||
      !isText(section.title) ||
      !Array.isArray(section.blocks) ||
      !section.blocks.every(isBlock)
    ) {
      throw fail('well-formed sections');
    }
  }
  const form = text.withdrawalForm;
  if (
    !isObject(form) ||
    ![form.title, form.only, form.to, form.notice, form.delete].every(isText) ||
    !isTexts(form.seller) ||
    !isTexts(form.fields)
  ) {
    throw fail('withdrawal form');
  }
  return text as unknown as TermsText;
}
