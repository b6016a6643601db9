// The seller the withdrawal form is addressed to: the owner's legal facts (supabase/functions/_shared/legal-facts.ts,
// one file for the app and the functions), the real ones in a production build (the build sets
// VITE_LEGAL_FACTS=production with APP_ENV=production), the fictional demo ones in every other build.
import {
  DEMO_FACTS,
  PRODUCTION_FACTS,
  type LegalFacts,
  type PostalAddress,
} from '../../../supabase/functions/_shared/legal-facts';

export const SELLER: LegalFacts =
  import.meta.env.VITE_LEGAL_FACTS === 'production' ? PRODUCTION_FACTS : DEMO_FACTS;

/** An address on lines: street, postcode and city, the country's name in the visitor's language. */
export function addressLines(address: PostalAddress, language: string): string[] {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([language], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // An unknown code stays as written.
  }
  return [address.street, `${address.postalCode} ${address.city}`, country].filter((line) => line.trim());
}
