// The owner's legal facts this build carries (src/lib/legal-facts.ts: read from the database when the build
// started; a production build refuses to run while any is missing), and how the legal texts print them.
// Imported only by the lazily loaded legal pages, never by the first load.
import { countryName } from './countries';
import { LEGAL_FACTS, LEGAL_FACTS_SET, type LegalFacts, type PostalAddress } from '@/lib/legal-facts';

export { LEGAL_FACTS, LEGAL_FACTS_SET };
export type { LegalFacts, PostalAddress };

/** An address on one line, its country named in the reader's language: "1 rue X, 75001 Paris, France". */
export function formatAddress(address: PostalAddress, language: string): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${countryName(address.country, language)}`;
}
