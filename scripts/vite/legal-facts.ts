// Which legal facts a build carries (supabase/functions/_shared/legal-facts.ts), and the refusal to build for
// production without every one of them. A build is for production when APP_ENV=production is set for it (the same
// name and value as the functions' secret): it then takes PRODUCTION_FACTS and fails, naming each missing fact,
// while any of them is empty. Every other build (npm run dev, the e2e and bench builds, a plain npm run build) takes
// DEMO_FACTS, fictional on purpose. The choice reaches the app as import.meta.env.VITE_LEGAL_FACTS
// ('production' | 'demo'), read by src/content/legal.ts; the pre-render's server build gets the same define.
import type { Plugin } from 'vite';
import {
  missingFacts,
  PRODUCTION_FACTS,
  type LegalFacts,
} from '../../supabase/functions/_shared/legal-facts.ts';

export type FactsSet = 'production' | 'demo';

export const FACTS_FILE = 'supabase/functions/_shared/legal-facts.ts';

export function factsSetFor(appEnv: string | undefined): FactsSet {
  return appEnv?.trim() === 'production' ? 'production' : 'demo';
}

/** Why a production build cannot carry these facts, naming every missing one; null when nothing is missing. */
export function missingFactsMessage(facts: LegalFacts): string | null {
  const missing = missingFacts(facts);
  if (missing.length === 0) return null;
  return [
    `A production build (APP_ENV=production) needs the owner's legal facts, and ${missing.length} ${
      missing.length === 1 ? 'is' : 'are'
    } missing.`,
    `Fill in PRODUCTION_FACTS in ${FACTS_FILE}:`,
    ...missing.map((path) => `  - ${path}`),
    'They appear on the legal notice, the terms of sale, the privacy policy and the invoices.',
  ].join('\n');
}

export interface LegalFactsOptions {
  /** process.env.APP_ENV of the build. */
  appEnv: string | undefined;
  /** The facts a production build would carry; PRODUCTION_FACTS unless a test passes others. */
  productionFacts?: LegalFacts;
}

export function legalFacts({ appEnv, productionFacts = PRODUCTION_FACTS }: LegalFactsOptions): Plugin {
  const set = factsSetFor(appEnv);
  return {
    name: 'legal-facts',
    config(_config, { command }) {
      if (command === 'build' && set === 'production') {
        const message = missingFactsMessage(productionFacts);
        if (message) throw new Error(message);
      }
      return { define: { 'import.meta.env.VITE_LEGAL_FACTS': JSON.stringify(set) } };
    },
    configResolved(config) {
      if (config.command === 'build' && set === 'demo' && !config.build.ssr) {
        config.logger.info(
          'Legal facts: the fictional demo facts (APP_ENV=production builds the real ones).',
        );
      }
    },
  };
}
