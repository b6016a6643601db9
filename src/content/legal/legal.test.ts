// The legal pages: English and French complete and parallel, the owner's facts on the pages the law puts them,
// the legal points each page must make, links that lead somewhere, and a cookie statement that lists every key
// the shop's code keeps in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../../../supabase/functions/_shared/legal-facts';
import { ROUTE_PATTERNS } from '@/lib/paths';
import { formatAddress, LEGAL_FACTS, LEGAL_FACTS_SET } from '@/content/legal';
import { LEGAL_PAGES, type LegalCopy, type LegalDocument } from '@/content/types';
import { legalCopy as english } from './en';
import { legalCopy as french } from './fr';
import { leaves } from '@/test/text-leaves';

const COPIES: Record<'en' | 'fr', LegalCopy> = { en: english(DEMO_FACTS), fr: french(DEMO_FACTS) };

/** All the words of a page, links included. */
const textOf = (document: LegalDocument) => [...leaves(document).values()].join('\n');

/** Routes delivered by the same issue beside these pages (withdrawal, personal data). */
const SIBLING_ROUTES = ['/withdrawal-form', '/my-orders', '/account'];

describe('legal pages', () => {
  it('use the demo facts in local and test builds', () => {
    expect(LEGAL_FACTS_SET).toBe('demo');
    expect(LEGAL_FACTS).toBe(DEMO_FACTS);
  });

  it('have the same shape in both languages, every text written, none left in English in French', () => {
    const en = leaves(COPIES.en);
    const fr = leaves(COPIES.fr);
    // The owner's facts (a name, an address) are the same words in both languages.
    const facts = new Set(leaves(DEMO_FACTS).values());
    expect([...fr.keys()]).toEqual([...en.keys()]);
    for (const [key, value] of fr) {
      expect(value.trim(), key).not.toBe('');
      const fact = facts.has(value) || /^\.pages\.legalNotice\..*\.rows\[\d+\]\.value$/.test(key);
      if (!/\.id$/.test(key) && !fact && value.split(' ').length > 3) {
        expect(value, key).not.toBe(en.get(key));
      }
    }
    for (const page of LEGAL_PAGES) {
      expect(COPIES.fr.pages[page].sections.map((s) => s.id)).toEqual(
        COPIES.en.pages[page].sections.map((s) => s.id),
      );
    }
  });

  it.each(['en', 'fr'] as const)(
    'give the packaging IDU on the legal notice and the terms, and the harmonised guarantee notice in the terms (%s)',
    (language) => {
      const { legalNotice, terms } = COPIES[language].pages;
      expect(textOf(legalNotice)).toContain(DEMO_FACTS.packagingIdu);
      expect(textOf(terms)).toContain(DEMO_FACTS.packagingIdu);
      const conformity = terms.sections.find((section) => section.id === 'conformity');
      const words = JSON.stringify(conformity);
      expect(words).toContain(
        language === 'en'
          ? 'Minimum two-year legal guarantee protection for goods sold in the European Union.'
          : 'Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.',
      );
      expect(conformity?.blocks).toContainEqual({
        kind: 'h3',
        text: language === 'en' ? 'Legal guarantee' : 'Garantie légale',
      });
    },
  );

  it.each(['en', 'fr'] as const)('name the publisher and both hosts on the legal notice (%s)', (language) => {
    const text = textOf(COPIES[language].pages.legalNotice);
    const facts = DEMO_FACTS;
    for (const fact of [
      facts.companyName,
      facts.legalForm,
      facts.shareCapital,
      facts.rcs,
      facts.siret,
      facts.vatNumber,
      formatAddress(facts.address, language),
      facts.email,
      facts.phone,
      facts.publicationDirector,
      facts.siteHost.name,
      formatAddress(facts.siteHost.address, language),
      facts.siteHost.contact,
      facts.dataHost.name,
      formatAddress(facts.dataHost.address, language),
      facts.dataHost.contact,
    ]) {
      expect(text).toContain(fact);
    }
  });

  it.each(['en', 'fr'] as const)('make every point the terms of sale must make (%s)', (language) => {
    const text = textOf(COPIES[language].pages.terms);
    const words = {
      en: [
        'all taxes included',
        '50%',
        'Pre-orders',
        '14 days',
        'Order with obligation to pay',
        'French law',
      ],
      fr: [
        'toutes taxes comprises',
        '50 %',
        'Précommandes',
        '14 jours',
        'Commander avec obligation de paiement',
        'droit français',
      ],
    }[language];
    for (const word of words) expect(text).toContain(word);
    for (const reference of ['L221-18', 'L221-28, 9°', 'L217-3', 'L217-32', '1641', 'L612-1', 'L112-1-1']) {
      expect(text).toContain(reference);
    }
    expect(text).toContain('(/withdrawal-form)');
    expect(text).toContain(DEMO_FACTS.mediator.name);
    expect(text).toContain(`(${DEMO_FACTS.mediator.website})`);
    expect(COPIES[language].pages.terms.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'prices',
        'payment',
        'reservations',
        'preorders',
        'delivery',
        'withdrawal',
        'conformity',
        'hidden-defects',
        'mediation',
        'law',
      ]),
    );
  });

  // Issue 28: the price is the same everywhere, its VAT follows the delivery country (public.vat_decision).
  it.each(['en', 'fr'] as const)(
    'say which VAT the price includes for each delivery country (%s)',
    (language) => {
      const prices = COPIES[language].pages.terms.sections.find((section) => section.id === 'prices');
      const text = prices ? textOf({ ...COPIES[language].pages.terms, sections: [prices] }) : '';
      const words = {
        en: [
          'the price you pay does not',
          'France or Monaco: French VAT',
          'another country of the European Union: French VAT as long as',
          '10,000 euros a year',
          'the VAT of your country at its own rate',
          'one-stop shop (OSS)',
          'the sale is an export, exempt from French VAT',
          'the price includes no VAT',
          'import duties and taxes',
        ],
        fr: [
          'le prix que vous payez, non',
          'France ou à Monaco : TVA française',
          'autre pays de l’Union européenne : TVA française tant que',
          '10\u00a0000 euros par an',
          'TVA de votre pays à son propre taux',
          'guichet unique (OSS)',
          'la vente est une exportation, exonérée de TVA française',
          'le prix ne comprend aucune TVA',
          'droits et taxes à l’importation',
        ],
      }[language];
      for (const word of words) expect(text).toContain(word);
      for (const reference of ['258 A', '259 D', '262 I', '2006/112']) expect(text).toContain(reference);
      // No rate is written in the terms: the rate is SQL's (vat_rates), shown in the order summary.
      expect(text).not.toMatch(/\d\s?%/);
    },
  );

  it.each(['en', 'fr'] as const)('name the processors, the rights and how to use them (%s)', (language) => {
    const text = textOf(COPIES[language].pages.privacy);
    for (const name of [
      DEMO_FACTS.siteHost.name,
      DEMO_FACTS.dataHost.name,
      DEMO_FACTS.mailProvider.name,
      'Stripe',
    ]) {
      expect(text).toContain(name);
    }
    for (const article of [
      'article 15',
      'article 16',
      'article 17',
      'article 18',
      'article 20',
      'article 21',
    ]) {
      expect(text).toContain(article);
    }
    expect(text).toContain('CNIL');
    expect(text).toContain('(/account)');
    expect(text).toMatch(language === 'en' ? /Legal basis/ : /Base légale/);
    expect(text).toMatch(language === 'en' ? /Kept for/ : /Durée de conservation/);
  });

  it('link only to pages of the shop, mail, telephone or https', () => {
    const routes: string[] = Object.values(ROUTE_PATTERNS);
    expect(routes).toContain('/terms');
    const paths = new Set([...routes, ...SIBLING_ROUTES]);
    for (const copy of Object.values(COPIES)) {
      for (const text of leaves(copy).values()) {
        for (const [, , href = ''] of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
          if (href.startsWith('/')) expect(paths, href).toContain(href.split('#')[0]);
          else expect(href).toMatch(/^(mailto:|tel:\+?\d+$|https:\/\/)/);
        }
      }
    }
  });

  it('list on /cookies every key the shop keeps in the browser', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'))
      .map((file) => path.join(root, file));
    // Files that only read what supabase-js stores, under the name on the page.
    const documentedElsewhere: Record<string, string> = {
      'features/auth/auth-provider.tsx': 'sb-…-auth-token',
    };
    const rows = (language: 'en' | 'fr') =>
      COPIES[language].pages.cookies.sections
        .flatMap((section) => section.blocks)
        .flatMap((block) => (block.kind === 'table' ? block.rows.map((row) => row[0] ?? '') : []));
    const listed = new Set(rows('en'));
    expect(rows('fr')).toEqual(rows('en'));
    const found = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const code = source.replace(/^\s*\/\/.*$/gm, '');
      if (!/\b(localStorage|sessionStorage)\b/.test(code)) continue;
      const relative = path.relative(root, file).replaceAll('\\', '/');
      const keys = [
        ...[...code.matchAll(/const [A-Z_]*KEY\s*=\s*'([^']+)'/g)].map((match) => match[1] ?? ''),
        ...[...code.matchAll(/(?:set|get|remove)Item\('([^']+)'/g)].map((match) => match[1] ?? ''),
      ];
      const keysHere = keys.length > 0 ? keys : [documentedElsewhere[relative] ?? `(a key of ${relative})`];
      for (const key of keysHere) found.add(key);
    }
    expect([...found].filter((key) => !listed.has(key))).toEqual([]);
    expect(found).toContain('cart');
    expect(found).toContain('language');
    // Only the test fixtures' key would be listed and not found: nothing on the page is made up.
    expect([...listed].filter((key) => !found.has(key))).toEqual([]);
  });
});
