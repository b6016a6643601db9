// The owner's legal facts a build carries, read from the database as published content is
// (scripts/vite/published-content.ts): `rpc('shop_legal_facts')` with the app's publishable key when the build
// (or the dev server) starts, served to the app as `virtual:legal-facts` (src/lib/legal-facts.ts). The owner
// edits them in the admin's Settings; the legal pages then read the live row too.
// A build is for production when APP_ENV=production is set for it (the same name and value as the functions'
// secret): it refuses to run while any fact is missing, naming each. The facts set ('production' | 'demo')
// reaches the app as import.meta.env.VITE_LEGAL_FACTS: the terms version it offers depends on it
// (src/features/checkout/terms-version.ts).
import type { Plugin } from 'vite';
import { buildRpc, type BackendEnv } from './build-rpc.ts';
import { legalFactsAnswer, type LegalFactsAnswer } from '../../supabase/functions/_shared/legal-facts.ts';

export type FactsSet = 'production' | 'demo';

export const FACTS_MODULE = 'virtual:legal-facts';

export class LegalFactsError extends Error {
  constructor(reason: string) {
    super(`The build reads the shop's legal facts from the database, and could not: ${reason}`);
    this.name = 'LegalFactsError';
  }
}

export function factsSetFor(appEnv: string | undefined): FactsSet {
  return appEnv?.trim() === 'production' ? 'production' : 'demo';
}

/** POST /rest/v1/rpc/shop_legal_facts as anon; throws LegalFactsError naming what went wrong. */
export async function fetchLegalFacts(
  env: BackendEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<LegalFactsAnswer> {
  const fail = (reason: string) => new LegalFactsError(reason);
  const { endpoint, answer } = await buildRpc(env, { fn: 'shop_legal_facts', post: true, fail, fetchImpl });
  if (!answer || typeof answer !== 'object' || !('facts' in answer)) {
    throw fail(`${endpoint} did not answer {facts, missing}.`);
  }
  return legalFactsAnswer(answer);
}

/** Why a production build cannot carry these facts, naming every missing one; null when nothing is missing. */
export function missingFactsMessage(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  return [
    `A production build (APP_ENV=production) needs the owner's legal facts, and ${missing.length} ${
      missing.length === 1 ? 'is' : 'are'
    } missing.`,
    "The owner fills them in the admin's Settings (/admin/settings):",
    ...missing.map((path) => `  - ${path}`),
    'They appear on the legal notice, the terms of sale, the privacy policy and the invoices.',
  ].join('\n');
}

export interface LegalFactsOptions {
  /** process.env.APP_ENV of the build. */
  appEnv: string | undefined;
  /** What the database answered when the build started. */
  answer: LegalFactsAnswer;
  /**
   * process.env.LEGAL_FACTS_INCOMPLETE: 'allow' lets a production build through with facts missing (a warning
   * instead). npm run deploy's first build of a new project needs it: the owner types the facts on that build's
   * /admin/settings, checkout stays closed in SQL until the Ready to sell checklist is complete, and a rebuild
   * (`npm run deploy -- --redo build`, or the build hook) carries them to the pre-rendered pages.
   */
  incomplete?: string;
}

export function legalFacts({ appEnv, answer, incomplete }: LegalFactsOptions): Plugin {
  const set = factsSetFor(appEnv);
  return {
    name: 'legal-facts',
    config(_config, { command }) {
      if (command === 'build' && set === 'production') {
        const message = missingFactsMessage(answer.missing);
        if (message && incomplete?.trim() === 'allow') {
          console.warn(
            `${message}\nLEGAL_FACTS_INCOMPLETE=allow: built anyway; checkout stays closed until they are.`,
          );
        } else if (message) throw new Error(message);
      }
      return { define: { 'import.meta.env.VITE_LEGAL_FACTS': JSON.stringify(set) } };
    },
    resolveId(id) {
      return id === FACTS_MODULE ? `\0${FACTS_MODULE}` : undefined;
    },
    load(id) {
      return id === `\0${FACTS_MODULE}` ? `export default ${JSON.stringify(answer)};` : undefined;
    },
  };
}
