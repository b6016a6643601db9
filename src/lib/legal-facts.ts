// The owner's legal facts as the build read them from the database (scripts/vite/legal-facts.ts: the
// `virtual:legal-facts` module; a production build refuses to run while any is missing). What the pre-render and
// the first render show; pages that may show a fact changed since the build read the live row once hydrated
// (src/lib/live-legal-facts.ts).
import built from 'virtual:legal-facts';
import type {
  LegalFacts,
  LegalFactsAnswer,
  PaymentMethod,
  PostalAddress,
} from '../../supabase/functions/_shared/legal-facts';

export type { LegalFacts, LegalFactsAnswer, PaymentMethod, PostalAddress };

/** 'production' for a build made with APP_ENV=production, else 'demo': the terms version offered depends on it. */
export const LEGAL_FACTS_SET: 'production' | 'demo' =
  import.meta.env.VITE_LEGAL_FACTS === 'production' ? 'production' : 'demo';

export const LEGAL_FACTS: LegalFacts = built.facts;
