// The owner's legal facts this build carries: the real ones (PRODUCTION_FACTS) when it was built with
// APP_ENV=production, which refuses to build while any is missing (scripts/vite/legal-facts.ts), else the fictional
// demo facts (local, test and bench builds). They live in one file shared with the Edge Functions (invoices).
// Imported only by the lazily loaded legal pages, never by the first load.
import { countryName } from './countries';
import { LEGAL_FACTS, LEGAL_FACTS_SET, type LegalFacts, type PostalAddress } from '@/lib/legal-facts';

export { LEGAL_FACTS, LEGAL_FACTS_SET };
export type { LegalFacts, PostalAddress };

/** An address on one line, its country named in the reader's language: "1 rue X, 75001 Paris, France". */
export function formatAddress(address: PostalAddress, language: string): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${countryName(address.country, language)}`;
}
