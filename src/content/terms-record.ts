// The terms of sale as a version the shop records (public.terms_versions, 20261129000000): in English and French,
// the /terms page's words (title, date, introduction, sections) and the model withdrawal form the confirmation
// mail attaches, both as the bundled texts and the owner's facts write them. Read by `npm run terms:record`
// (scripts/record-terms-version.ts) and the tests; never by the app's pages.
import { createHash } from 'node:crypto';
import {
  DEMO_FACTS,
  type LegalFacts,
  type LegalFactsAnswer,
} from '../../supabase/functions/_shared/legal-facts';
import type { TermsText, TermsTexts } from '../../supabase/functions/_shared/terms-text';
import { canonicalJson } from './canonical-json';
import { countryName } from './countries';
import { legalCopy as englishCopy } from './legal/en';
import { legalCopy as frenchCopy } from './legal/fr';
import enCommon from '@/locales/en/common.json';
import enOrders from '@/locales/en/orders.json';
import frCommon from '@/locales/fr/common.json';
import frOrders from '@/locales/fr/orders.json';

export type FactsSet = 'demo' | 'production';

const SOURCES = {
  en: { copy: englishCopy, common: enCommon, orders: enOrders },
  fr: { copy: frenchCopy, common: frCommon, orders: frOrders },
} as const;

function termsText(language: 'en' | 'fr', set: FactsSet, facts: LegalFacts): TermsText {
  const { copy, common, orders } = SOURCES[language];
  const legal = copy(facts);
  const form = orders.modelForm;
  const address = facts.address;
  return {
    title: common.pages.terms.heading,
    updated: legal.updated,
    // The pages say so while the build carries the fictional facts: so does the recorded version.
    ...(set === 'demo' ? { demoNotice: legal.demoNotice } : {}),
    document: legal.pages.terms,
    withdrawalForm: {
      title: form.title,
      only: form.only,
      to: form.to,
      seller: [
        facts.companyName,
        address.street,
        `${address.postalCode} ${address.city}`,
        countryName(address.country, language),
        facts.email,
      ],
      notice: form.notice,
      fields: [
        form.fields.ordered,
        form.fields.name,
        form.fields.address,
        form.fields.signature,
        form.fields.date,
      ],
      delete: form.delete,
    },
  };
}

/**
 * The texts of the version a build of this facts set offers: the demo facts (the local seed's), or the
 * production project's facts as its build reads them (scripts/vite/legal-facts.ts).
 */
export function termsTexts(set: FactsSet, facts: LegalFacts = DEMO_FACTS): TermsTexts {
  return { en: termsText('en', set, facts), fr: termsText('fr', set, facts) };
}

/** A version's id: the SHA-256 of its texts as canonical JSON (the same whatever order jsonb keeps the keys in). */
export function termsVersionId(texts: unknown): string {
  return createHash('sha256').update(canonicalJson(texts), 'utf8').digest('hex');
}

/** The facts sets a build can carry: demo always, production once the owner has filled every fact in. */
export function buildableFactsSets(production?: LegalFactsAnswer): FactsSet[] {
  return production && production.missing.length === 0 ? ['demo', 'production'] : ['demo'];
}
