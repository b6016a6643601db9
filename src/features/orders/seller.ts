// The seller the withdrawal form is addressed to: the owner's legal facts as this build carries them
// (src/lib/legal-facts.ts: the real ones with APP_ENV=production, else the fictional demo ones).
import { countryName } from '@/content/countries';
import { LEGAL_FACTS, type LegalFacts, type PostalAddress } from '@/lib/legal-facts';

export const SELLER: LegalFacts = LEGAL_FACTS;

/** An address on lines: street, postcode and city, the country's name in the visitor's language. */
export function addressLines(address: PostalAddress, language: string): string[] {
  return [
    address.street,
    `${address.postalCode} ${address.city}`,
    countryName(address.country, language),
  ].filter((line) => line.trim());
}
