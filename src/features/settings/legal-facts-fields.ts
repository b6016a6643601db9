// The Settings form's fields: each legal fact by its dotted path (the paths of SQL's legal_fact_paths()), in
// sections, with how to read and write it in a LegalFacts, and the database's refusal read back per field.
import { PAYMENT_METHODS, type LegalFacts } from '../../../supabase/functions/_shared/legal-facts';

export interface FactField {
  path: string;
  /** A key of admin-settings.json's fields: the fact's own for top-level ones, the generic one (street...) else. */
  labelKey: string;
  type?: 'email' | 'url' | 'tel';
  autoComplete?: string;
}

const ADDRESS = ['street', 'postalCode', 'city', 'country'] as const;

const field = (path: string, type?: FactField['type']): FactField => ({
  path,
  labelKey: `fields.${path.includes('.') ? path.slice(path.lastIndexOf('.') + 1) : path}`,
  type,
});
const address = (prefix: string): FactField[] => ADDRESS.map((part) => field(`${prefix}.${part}`));
const organisation = (prefix: string): FactField[] => [
  field(`${prefix}.name`),
  ...address(`${prefix}.address`),
  field(`${prefix}.contact`),
];

/** The sections of the form, each a fieldset with its legend (admin-settings.json's sections.<key>). */
export const SECTIONS: { key: string; fields: FactField[] }[] = [
  {
    key: 'company',
    fields: [
      field('companyName'),
      field('legalForm'),
      field('shareCapital'),
      field('rcs'),
      field('siret'),
      field('vatNumber'),
      field('publicationDirector'),
    ],
  },
  { key: 'address', fields: address('address') },
  {
    key: 'contact',
    fields: [
      field('email', 'email'),
      field('supportEmail', 'email'),
      field('phone', 'tel'),
      // Labelled by the language, as the generic 'en' / 'fr' would say nothing.
      { path: 'contactHours.en', labelKey: 'fields.contactHoursEn' },
      { path: 'contactHours.fr', labelKey: 'fields.contactHoursFr' },
    ],
  },
  { key: 'siteHost', fields: organisation('siteHost') },
  { key: 'dataHost', fields: organisation('dataHost') },
  { key: 'mailProvider', fields: organisation('mailProvider') },
  {
    key: 'mediator',
    fields: [field('mediator.name'), field('mediator.website', 'url'), ...address('mediator.address')],
  },
  {
    key: 'responsiblePerson',
    fields: [
      field('cosmeticsResponsiblePerson.name'),
      ...address('cosmeticsResponsiblePerson.address'),
      field('cosmeticsResponsiblePerson.email', 'email'),
    ],
  },
  {
    key: 'products',
    fields: [field('packagingIdu'), field('organicCertifier.name'), field('organicCertifier.code')],
  },
];

export { PAYMENT_METHODS };

/** The text fact at a dotted path ('' when absent). */
export function factAt(facts: LegalFacts, path: string): string {
  let value: unknown = facts;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? value : '';
}

/** A copy of the facts with the text at a dotted path replaced. */
export function withFact(facts: LegalFacts, path: string, text: string): LegalFacts {
  const [head, ...rest] = path.split('.');
  const source = facts as unknown as Record<string, unknown>;
  if (!head) return facts;
  if (rest.length === 0) return { ...facts, [head]: text };
  return {
    ...facts,
    [head]: withFact(source[head] as LegalFacts, rest.join('.'), text),
  } as LegalFacts;
}

export type FieldProblems = Record<string, string>;

/**
 * The database's refusal of a save (invalid_legal_facts, its detail the [{field, code}] of
 * legal_facts_problems) as each field's code; null when the error is something else.
 */
export function fieldProblems(error: unknown): FieldProblems | null {
  if (!error || typeof error !== 'object') return null;
  const { message, details } = error as { message?: unknown; details?: unknown };
  if (message !== 'invalid_legal_facts' || typeof details !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(details);
    if (!Array.isArray(parsed)) return null;
    const problems: FieldProblems = {};
    for (const entry of parsed) {
      const { field: path, code } = (entry ?? {}) as { field?: unknown; code?: unknown };
      if (typeof path === 'string' && typeof code === 'string' && !(path in problems)) problems[path] = code;
    }
    return problems;
  } catch {
    return null;
  }
}
