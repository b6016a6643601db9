// The shop owner's legal facts: who sells (legal notice, terms, invoices), who hosts, who mediates, who is the
// cosmetics "responsible person". One typed place, read by the app (src/content/legal.ts: the legal pages) and by
// the Edge Functions (invoices), so a fact is written once. No imports: Deno and Vite both read this file.
//
// PRODUCTION_FACTS is what the owner fills in before opening; a production build refuses to run with any of
// them empty and names each one (missingFacts). Local and test builds use DEMO_FACTS, fictional on purpose.

export type PostalAddress = {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. FR. */
  country: string;
};

export interface Organisation {
  name: string;
  address: PostalAddress;
  /** A phone number or a website where it can be reached. */
  contact: string;
}

/** A means of payment the payment page takes: card schemes and wallets, named the same in every language. */
export type PaymentMethod = 'cb' | 'visa' | 'mastercard' | 'amex' | 'apple_pay' | 'google_pay';

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'cb',
  'visa',
  'mastercard',
  'amex',
  'apple_pay',
  'google_pay',
];

export interface LegalFacts {
  /** Company name as registered (raison sociale). */
  companyName: string;
  /** SAS, SARL, EI...; with the share capital it is required on the legal notice and invoices. */
  legalForm: string;
  /** In euros, as registered, e.g. "10 000 €". */
  shareCapital: string;
  /** "RCS <city> <number>". */
  rcs: string;
  siret: string;
  /** Intra-community VAT number, e.g. FR12345678901. */
  vatNumber: string;
  address: PostalAddress;
  email: string;
  phone: string;
  /** Directeur de la publication: a natural person. */
  publicationDirector: string;
  /** Hosts the site (the static files). */
  siteHost: Organisation;
  /** Hosts the data (the database, files and functions). */
  dataHost: Organisation;
  /** Sends the shop's mail (order confirmations, sign-in links): a processor named in the privacy policy. */
  mailProvider: Organisation;
  /** The consumer mediator the shop has joined (consumer code L612-1). */
  mediator: { name: string; website: string; address: PostalAddress };
  /**
   * The responsible person of Regulation (EC) 1223/2009 art. 4, named on every cosmetic product; the email is the
   * electronic address the GPSR (Regulation (EU) 2023/988, art. 19) asks for beside it in an online offer.
   */
  cosmeticsResponsiblePerson: { name: string; address: PostalAddress; email: string };
  /**
   * The unique identifier (IDU) the packaging EPR scheme gave the company (AGEC law, code de l'environnement
   * L541-10-13), e.g. "FR000000_01XXXX": on the terms and the legal notice.
   */
  packagingIdu: string;
  /** What the payment page takes, shown in the cart before checkout starts (consumer code L221-5, L111-1). */
  paymentMethods: PaymentMethod[];
  /**
   * The control body that certifies the products organic (Regulation (EU) 2018/848): named beside every
   * "Organic" badge, with its code (e.g. FR-BIO-01).
   */
  organicCertifier: { name: string; code: string };
}

/** Fictional facts for local and test builds: nobody could take them for a real company. */
export const DEMO_FACTS: LegalFacts = {
  companyName: 'Maison Immortela Démo SAS',
  legalForm: 'SAS (société par actions simplifiée), demonstration company',
  shareCapital: '1 000 €',
  rcs: 'RCS Démoville 000 000 000',
  siret: '000 000 000 00000',
  vatNumber: 'FR00000000000',
  address: { street: '1 rue de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
  email: 'contact@maison-immortela.example',
  phone: '+33 0 00 00 00 00',
  publicationDirector: 'Camille Exemple',
  siteHost: {
    name: 'Demo Static Host',
    address: { street: '2 avenue de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
    contact: 'https://static-host.example',
  },
  dataHost: {
    name: 'Demo Data Host',
    address: { street: '4 boulevard de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
    contact: 'https://data-host.example',
  },
  mailProvider: {
    name: 'Demo Mail Sender',
    address: { street: '6 impasse de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
    contact: 'https://mail-sender.example',
  },
  mediator: {
    name: 'Médiateur Démo de la consommation',
    website: 'https://mediateur.example',
    address: { street: '3 place de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
  },
  cosmeticsResponsiblePerson: {
    name: 'Maison Immortela Démo SAS',
    address: { street: '1 rue de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
    email: 'securite-produits@maison-immortela.example',
  },
  packagingIdu: 'FR000000_01DEMO',
  paymentMethods: ['cb', 'visa', 'mastercard'],
  organicCertifier: { name: 'Certificateur Bio Démo', code: 'FR-BIO-00' },
};

const EMPTY_ADDRESS: PostalAddress = { street: '', postalCode: '', city: '', country: '' };

/** The owner's real facts: fill in every field before a production build (npm run build with APP_ENV=production). */
export const PRODUCTION_FACTS: LegalFacts = {
  companyName: '',
  legalForm: '',
  shareCapital: '',
  rcs: '',
  siret: '',
  vatNumber: '',
  address: EMPTY_ADDRESS,
  email: '',
  phone: '',
  publicationDirector: '',
  siteHost: { name: '', address: EMPTY_ADDRESS, contact: '' },
  dataHost: { name: '', address: EMPTY_ADDRESS, contact: '' },
  mailProvider: { name: '', address: EMPTY_ADDRESS, contact: '' },
  mediator: { name: '', website: '', address: EMPTY_ADDRESS },
  cosmeticsResponsiblePerson: { name: '', address: EMPTY_ADDRESS, email: '' },
  packagingIdu: '',
  paymentMethods: [],
  organicCertifier: { name: '', code: '' },
};

/**
 * The dotted paths of every empty fact, e.g. ["siret", "mediator.website"]: empty means not ready to sell. An
 * empty list (no payment method) is missing too.
 */
export function missingFacts(facts: LegalFacts): string[] {
  const missing: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value) && value.length === 0) {
      missing.push(path);
    } else if (typeof value === 'string') {
      if (value.trim() === '') missing.push(path);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || value <= 0) missing.push(path);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(facts, '');
  return missing;
}
