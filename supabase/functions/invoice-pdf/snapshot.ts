// What a document is drawn from: its snapshot, frozen in public.invoices.snapshot when it is issued (the seller's
// facts join it when its PDF is first produced, public.invoice_documents) and never recomputed. Version 2
// (20261128000020_invoice_vat.sql) adds the VAT decided from the delivery country; a version 1 snapshot has its
// single vat_rate only and is drawn as it always was.
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

/** How a version 2 document is taxed (public.invoice_vat_terms). */
export interface VatTerms {
  regime: 'domestic' | 'eu_origin' | 'eu_oss' | 'export';
  /** The country whose rate applies: FR for domestic and eu_origin, the destination for eu_oss and export. */
  country: string;
  /** Null on a credit note refunding payments taxed at two rates. */
  rate: number | null;
  /** The law an export cites (CGI art. 262 I; Directive 2006/112/EC art. 146). */
  exemption: 'export_cgi_262_i' | null;
}

/** A document's amounts at one rate: one per rate, a credit note's mirroring the invoices it refunds. */
export interface VatLine extends Amounts {
  rate: number;
}

/** The part of an invoice a credit note refunds, at that invoice's rate. */
export interface Allocation extends Amounts {
  invoice_id: string;
  number: string;
  rate: number;
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
  /** No telephone: never printed, and removed from every snapshot (20261127500500_invoices_without_phone.sql). */
  customer: {
    name: string;
    email: string;
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
    /** The deposit invoice's own rate (version 2). */
    vat_rate?: number | null;
  }[];
  references: { number: string; issued_at: string; amount_incl: number }[];
  seller: SellerSnapshot;
  /** The document's rate; null on a version 2 credit note refunding payments taxed at two rates. */
  vat_rate: number | null;
  order_totals: Amounts;
  totals: Amounts;
  /** Version 2: the VAT decided at issue. */
  vat?: VatTerms;
  /** Version 2: the amounts per rate. */
  vat_breakdown?: VatLine[];
  /** Version 2: always a delivery of goods. */
  operation?: 'delivery_of_goods';
  /** Version 2 credit notes: which invoice each part refunds, at its rate. */
  allocations?: Allocation[];
}

/** The VAT of a version 2 document, decided at issue; undefined for one issued before (version 1). */
export interface VatByCountry {
  terms: VatTerms;
  breakdown: VatLine[];
}

export function vatByCountry(snapshot: InvoiceSnapshot): VatByCountry | undefined {
  const { vat, vat_breakdown: breakdown } = snapshot;
  return vat && Array.isArray(breakdown) ? { terms: vat, breakdown } : undefined;
}
