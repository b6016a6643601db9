// What a document is drawn from: its snapshot, frozen in public.invoices.snapshot by public.invoice_documents the
// first time it is listed or rendered, and never recomputed (the seller's facts included, as they were then).
import type { LegalFacts } from '../_shared/legal-facts.ts';

/** What an invoice prints of the seller's legal facts (index.ts freezes them into the snapshot). */
export type SellerSnapshot = Pick<
  LegalFacts,
  'companyName' | 'legalForm' | 'shareCapital' | 'rcs' | 'siret' | 'vatNumber' | 'address' | 'email' | 'phone'
>;

export interface Amounts {
  excl: number;
  vat: number;
  incl: number;
}

export interface InvoiceSnapshot {
  version: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  purpose: 'full' | 'deposit' | 'balance' | 'refund';
  issued_at: string;
  locale: 'en' | 'fr';
  currency: 'usd' | 'eur';
  order: {
    id: string;
    number: string;
    kind: string;
    created_at: string;
    reservation_option: 'deposit' | 'full' | null;
  };
  customer: {
    name: string;
    email: string;
    phone: string | null;
    address: {
      line1: string | null;
      line2: string | null;
      postal_code: string | null;
      city: string | null;
      region: string | null;
      country: string | null;
    };
  };
  lines: {
    name: string;
    slug: string;
    quantity: number;
    unit_price_incl: number;
    unit_price_excl: number;
    total_incl: number;
    total_excl: number;
    vat_rate: number;
  }[];
  shipping_incl: number;
  shipping_excl: number;
  /** The promotion code's reduction (absent in snapshots frozen before codes existed). */
  discount_incl?: number;
  discount_excl?: number;
  promo_code?: string | null;
  order_total_incl: number;
  amount_incl: number;
  payment: { date: string | null; provider: string | null };
  deductions: {
    number: string;
    issued_at: string;
    amount_incl: number;
    amount_excl: number;
    vat_amount: number;
  }[];
  references: { number: string; issued_at: string; amount_incl: number }[];
  seller: SellerSnapshot;
  vat_rate: number;
  order_totals: Amounts;
  totals: Amounts;
}
