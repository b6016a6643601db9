// The shape of the shop owner's legal facts: who sells (legal notice, terms, invoices), who hosts, who mediates,
// who is the cosmetics "responsible person". The facts themselves live in the database (public.shop_settings,
// legal_facts: the owner edits them in the admin's Settings, SQL checks them); this file types them for the app
// and the Edge Functions and reads the database's answer into that shape. No imports: Deno and Vite both read it.
//
// DEMO_FACTS are the fictional facts the local seed (supabase/seed.sql) puts in the database, kept here for the
// unit tests and the demo terms version (src/content/terms-record.ts); tests/integration/shop-settings.test.ts
// checks the seed holds exactly these.

export type PostalAddress = {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. FR. */
  country: string;
};

// Types, not interfaces: a type is assignable to the database's Json (admin_save_legal_facts takes the facts).
export type Organisation = {
  name: string;
  address: PostalAddress;
  /** A phone number or a website where it can be reached. */
  contact: string;
};

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

export type LegalFacts = {
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
  /** The contact address on the legal notice and the terms. */
  email: string;
  /** Where customers write about an order (the mails' reply address for them). */
  supportEmail: string;
  phone: string;
  /**
   * Opening hours (of the phone line and the email replies), one short line per language, shown on /contact
   * beside the address: optional (SQL's legal_fact_optional_paths), but both languages or neither.
   */
  contactHours: { en: string; fr: string };
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
};

/** Fictional facts for local and test builds: nobody could take them for a real company. */
export const DEMO_FACTS: LegalFacts = {
  companyName: 'Maison Immortela Démo SAS',
  legalForm: 'SAS (société par actions simplifiée), demonstration company',
  shareCapital: '1 000 €',
  rcs: 'RCS Démoville 000 000 000',
  siret: '000 000 000 00000',
  // The key of SIREN 000 000 000 ((12 + 3 x (0 mod 97)) mod 97 = 12): the database checks it.
  vatNumber: 'FR12000000000',
  address: { street: '1 rue de l’Exemple', postalCode: '00000', city: 'Démoville', country: 'FR' },
  email: 'contact@maison-immortela.example',
  supportEmail: 'aide@maison-immortela.example',
  phone: '+33 0 00 00 00 00',
  contactHours: {
    en: 'Monday to Friday, 10 am to 6 pm (Paris time)',
    fr: 'Du lundi au vendredi, de 10 h à 18 h (heure de Paris)',
  },
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

/** Every fact empty: what a new project's database holds until the owner fills the Settings in. */
export const EMPTY_FACTS: LegalFacts = {
  companyName: '',
  legalForm: '',
  shareCapital: '',
  rcs: '',
  siret: '',
  vatNumber: '',
  address: EMPTY_ADDRESS,
  email: '',
  supportEmail: '',
  phone: '',
  contactHours: { en: '', fr: '' },
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

/** What public.shop_legal_facts() answers: the facts, and the dotted paths of those still empty. */
export interface LegalFactsAnswer {
  facts: LegalFacts;
  missing: string[];
}

/** The value shaped as `shape`: each fact of the shape taken from the value when it has the same type, else empty. */
function shaped<T>(shape: T, value: unknown): T {
  if (Array.isArray(shape)) {
    return (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []) as T;
  }
  if (typeof shape === 'string') return (typeof value === 'string' ? value : '') as T;
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(shape as Record<string, unknown>).map(([key, child]) => [key, shaped(child, source[key])]),
  ) as T;
}

/** Reads public.shop_legal_facts()'s jsonb: every fact of LegalFacts present (empty when the database has none). */
export function legalFactsAnswer(value: unknown): LegalFactsAnswer {
  const answer = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const missing = Array.isArray(answer.missing)
    ? answer.missing.filter((path): path is string => typeof path === 'string')
    : Object.keys(EMPTY_FACTS);
  return { facts: shaped(EMPTY_FACTS, answer.facts), missing };
}
