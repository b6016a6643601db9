// The owner's legal facts as the app reads them (supabase/functions/_shared/legal-facts.ts, one file for the app
// and the functions): the real ones in a production build made with VITE_APP_ENV=production, the fictional
// demo ones in every other build (local, tests).
import { DEMO_FACTS, PRODUCTION_FACTS, type LegalFacts } from '../../supabase/functions/_shared/legal-facts';

export type { LegalFacts };

export const legalFacts: LegalFacts =
  import.meta.env.VITE_APP_ENV === 'production' ? PRODUCTION_FACTS : DEMO_FACTS;
