// What `virtual:legal-facts` (scripts/vite/legal-facts.ts) serves a unit test: the demo facts the local seed puts
// in the database, none missing.
import { DEMO_FACTS, type LegalFactsAnswer } from '../../supabase/functions/_shared/legal-facts';

const answer: LegalFactsAnswer = { facts: DEMO_FACTS, missing: [] };
export default answer;
