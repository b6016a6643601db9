// The owner's legal facts this build carries (supabase/functions/_shared/legal-facts.ts, one file for the app and
// the functions): the real ones (PRODUCTION_FACTS) when built with APP_ENV=production, which refuses to build
// while any is missing (scripts/vite/legal-facts.ts, which sets import.meta.env.VITE_LEGAL_FACTS), else the
// fictional demo facts (local, test and bench builds).
import {
  DEMO_FACTS,
  PRODUCTION_FACTS,
  type LegalFacts,
  type PaymentMethod,
  type PostalAddress,
} from '../../supabase/functions/_shared/legal-facts';

export type { LegalFacts, PaymentMethod, PostalAddress };

export const LEGAL_FACTS_SET: 'production' | 'demo' =
  import.meta.env.VITE_LEGAL_FACTS === 'production' ? 'production' : 'demo';

export const LEGAL_FACTS: LegalFacts = LEGAL_FACTS_SET === 'production' ? PRODUCTION_FACTS : DEMO_FACTS;
