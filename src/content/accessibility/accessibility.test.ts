// The accessibility statement: English and French complete and parallel, its contact taken from the owner's facts,
// the statuses and the enforcement route it must give, and claims about testing that the e2e suite bears out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../../../supabase/functions/_shared/legal-facts';
import { ROUTE_PATTERNS } from '@/lib/paths';
import { formatAddress, type LegalFacts } from '@/content/legal';
import type { AccessibilityCopy } from '@/content/types';
import { leaves } from '@/test/text-leaves';
import { accessibilityCopy as english } from './en';
import { accessibilityCopy as french } from './fr';

// Other facts than the demo ones: what the page shows of them can only come from the facts it is given.
const FACTS: LegalFacts = {
  ...DEMO_FACTS,
  companyName: 'Atelier Témoin SARL',
  email: 'a11y@atelier-temoin.example',
  address: { street: '9 rue du Test', postalCode: '12345', city: 'Essai', country: 'BE' },
};
const COPIES: Record<'en' | 'fr', AccessibilityCopy> = { en: english(FACTS), fr: french(FACTS) };
const textOf = (copy: AccessibilityCopy) => [...leaves(copy).values()].join('\n');
const e2e = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../tests/e2e', file), 'utf8');

describe('accessibility statement', () => {
  it('has the same shape in both languages, every text written, none left in English in French', () => {
    const en = leaves(COPIES.en);
    const fr = leaves(COPIES.fr);
    expect([...fr.keys()]).toEqual([...en.keys()]);
    for (const [key, value] of fr) {
      expect(value.trim(), key).not.toBe('');
      if (!/\.id$/.test(key) && value.split(' ').length > 3) expect(value, key).not.toBe(en.get(key));
    }
  });

  it.each(['en', 'fr'] as const)('gives the contact from the owner’s facts (%s)', (language) => {
    const text = textOf(COPIES[language]);
    expect(text).toContain(`[${FACTS.email}](mailto:${FACTS.email})`);
    expect(text).toContain(`${FACTS.companyName}, ${formatAddress(FACTS.address, language)}`);
    expect(text).toContain('(/contact)');
    expect(text).not.toContain(DEMO_FACTS.email);
    expect(text).not.toContain(DEMO_FACTS.companyName);
  });

  it.each([
    ['en', 'partially conformant', 'not conformant', 'Statement made on 27 November 2026'],
    ['fr', 'partiellement conforme', 'non conforme', 'Déclaration établie le 27 novembre 2026'],
  ] as const)(
    'states both statuses, its date and the route to the Défenseur des droits (%s)',
    (language, wcag, rgaa, date) => {
      const copy = COPIES[language];
      const text = textOf(copy);
      expect(copy.updated).toBe(date);
      expect(text).toContain('WCAG');
      expect(text).toContain('2.1');
      expect(text).toContain(wcag);
      expect(text).toContain('RGAA');
      expect(text).toContain('4.1');
      expect(text).toContain(rgaa);
      expect(text).toContain('https://formulaire.defenseurdesdroits.fr/');
      expect(text).toContain('Libre réponse 71120');
      expect(copy.document.sections.map((section) => section.id)).toEqual([
        'status',
        'testing',
        'limits',
        'contact',
        'enforcement',
      ]);
    },
  );

  it('links only to pages of the shop, mail or https', () => {
    const routes = new Set<string>(Object.values(ROUTE_PATTERNS));
    for (const copy of Object.values(COPIES)) {
      for (const [, , href = ''] of textOf(copy).matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
        if (href.startsWith('/')) expect(routes, href).toContain(href);
        else expect(href).toMatch(/^(mailto:|https:\/\/)/);
      }
    }
  });

  // The statement says what the suite does: if the suite changes, this fails until the statement follows.
  it('claims only what the e2e suite checks', () => {
    expect(e2e('axe.ts')).toMatch(/FAILING_IMPACTS = new Set\(\['moderate', 'serious', 'critical'\]\)/);
    expect(e2e('a11y.spec.ts')).toMatch(/width: 390[\s\S]*width: 1280/);
    const journeys = e2e('a11y-journeys.spec.ts');
    for (const width of ['width: 320', 'width: 360']) expect(journeys).toContain(width);
    for (const page of ['/', '/collection', '/cart', '/checkout', '/contact', '/accessibility']) {
      expect(journeys).toContain(`'${page}'`);
    }
    for (const step of ['Escape', 'Remove', 'Clear the cart', 'Checkout']) expect(journeys).toContain(step);
    const withdrawal = e2e('withdrawal-keyboard.spec.ts');
    expect(withdrawal).toContain('width: 320');
    for (const step of ['Renoncer au contrat ici', 'Confirmer la rétractation'])
      expect(withdrawal).toContain(step);
  });
});
