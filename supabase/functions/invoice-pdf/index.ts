// invoice-pdf: an order's invoices and credit notes. POST JSON:
//   { order_id, token }                  a guest with the receipt token of /payment-success
//   { order_number, email }              a guest through the order lookup (lookup_order's limits)
//   { order_id } with a user's JWT       the member who owns the order, or an admin at aal2
// Without "invoice": the list, { documents: [{ number, kind, purpose, issued_at, amount_incl, currency }] }.
// With "invoice": <number>: that document as application/pdf, Content-Disposition attachment <number>.pdf.
// No access and no such order answer alike: 404 not_found. An admin at aal1: 403 two_factor_required.
//
// The VAT and every amount are decided in SQL when the document is issued (20261128000030_issue_invoices_vat.sql).
// The seller's legal facts come from the database (public.shop_legal_facts(), which the owner edits in the admin's
// Settings; in production refused while any is empty): public.invoice_documents freezes them into each document
// the first time it is listed or rendered, so a later change of the settings never alters an issued document;
// a document is drawn from its frozen snapshot only (document.ts).
// A document in dollars also gets the ECB's euro rate of its issue recorded then, once (exchange.ts), to state
// its VAT in euros; in production its PDF waits for that rate (503 exchange_rate_unavailable), unless it is an
// export, which has no VAT to state.
import type { Database } from '../_shared/database-api.ts';
import { jsonObject } from '../_shared/json-answer.ts';
import { identifyCaller } from '../_shared/bearer.ts';
import { isProduction } from '../_shared/env.ts';
import { orderAccess } from '../_shared/caller-access.ts';
import { CORS_HEADERS, failure, json, jsonBody, preflight } from '../_shared/http.ts';
import { legalFactsAnswer, type LegalFacts } from '../_shared/legal-facts.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { renderDocument } from './document.ts';
import { documentExchanges } from './exchange.ts';
import { vatByCountry, type InvoiceSnapshot, type SellerSnapshot } from './snapshot.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOCUMENT_NUMBER = /^[FA]-\d{4}-\d{6,}$/;

interface InvoiceRequest {
  order_id?: string;
  token?: string;
  order_number?: string;
  email?: string;
  invoice?: string;
}

/** A row of public.invoice_documents(): one document, finalised, with its frozen snapshot. */
type DocumentRow = Database['public']['Functions']['invoice_documents']['Returns'][number];

/** The parts of a finalised snapshot every page of the PDF reads (its jsonb is checked against them). */
const SNAPSHOT_KEYS = [
  'version',
  'number',
  'locale',
  'currency',
  'customer',
  'lines',
  'seller',
  'vat_rate',
  'totals',
] as const satisfies readonly (keyof InvoiceSnapshot)[];

/** What the list of an order's documents shows of each. */
const listed = ({ number, kind, purpose, issued_at, amount_incl, currency }: DocumentRow) => ({
  number,
  kind,
  purpose,
  issued_at,
  amount_incl,
  currency,
});

/** The shop's facts as they are now; in production, all of them filled in or none. */
export async function sellerFacts(): Promise<{ facts: LegalFacts } | { missing: string[] }> {
  const { data, error } = await serviceClient().rpc('shop_legal_facts');
  if (error) throw new Error(`shop_legal_facts: ${error.message}`);
  const { facts, missing } = legalFactsAnswer(data);
  return isProduction() && missing.length ? { missing } : { facts };
}

/** What an invoice prints of the seller (frozen into the snapshot). */
function sellerSnapshot(facts: LegalFacts): SellerSnapshot {
  return {
    companyName: facts.companyName,
    legalForm: facts.legalForm,
    shareCapital: facts.shareCapital,
    rcs: facts.rcs,
    siret: facts.siret,
    vatNumber: facts.vatNumber,
    address: facts.address,
    email: facts.email,
    phone: facts.phone,
  };
}

function parseRequest(body: unknown): InvoiceRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body';
  const input = body as Record<string, unknown>;
  const request: InvoiceRequest = {};
  for (const key of ['order_id', 'token', 'order_number', 'email', 'invoice'] as const) {
    const value = input[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || value.length > 254) return key;
    request[key] = value.trim();
  }
  if (request.order_id !== undefined && !UUID.test(request.order_id)) return 'order_id';
  if (request.invoice !== undefined && !DOCUMENT_NUMBER.test(request.invoice)) return 'invoice';
  if (request.token !== undefined && request.token.length > 200) return 'token';
  if (!request.order_id && !(request.order_number && request.email)) return 'order_id';
  return request;
}

type Access = { orderId: string } | { response: Response };

const notFound = (): Access => ({
  response: failure(404, 'not_found', 'No such order, or no access to it'),
});

/** The order the caller may read, by the first credential that proves it. */
async function authorise(req: Request, request: InvoiceRequest): Promise<Access> {
  const supabase = serviceClient();
  const caller = await identifyCaller(req);
  if (caller.kind === 'refused') return { response: failure(401, 'invalid_token', caller.reason) };
  if (caller.kind === 'server' && request.order_id) return { orderId: request.order_id };

  // The receipt token of /payment-success (only its sha256 is stored; get_order_receipt compares).
  if (request.order_id && request.token) {
    const { data, error } = await supabase.rpc('get_order_receipt', {
      p_order_id: request.order_id,
      p_token: request.token,
    });
    if (error) throw new Error(`get_order_receipt: ${error.message}`);
    if (data) return { orderId: request.order_id };
  }

  // Number + email, counted by lookup_order against the client's own address.
  if (request.order_number && request.email) {
    const { data, error } = await supabase.rpc('invoice_lookup_order', {
      p_number: request.order_number,
      p_email: request.email,
      p_client_address: req.headers.get('cf-connecting-ip'),
    });
    if (error) {
      if (error.message === 'too_many_attempts') {
        const retry = /retry_after=(\d+)/.exec(error.details ?? '')?.[1];
        const message = error.hint ?? 'Too many failed lookups';
        return {
          response: json(
            429,
            { error: { code: 'too_many_attempts', message, retry_after: retry ? Number(retry) : undefined } },
            retry ? { 'Retry-After': retry } : {},
          ),
        };
      }
      throw new Error(`invoice_lookup_order: ${error.message}`);
    }
    if (typeof data === 'string' && (!request.order_id || data === request.order_id))
      return { orderId: data };
    return notFound();
  }

  // A signed-in member's own order, or any order for an admin past the second factor.
  if (caller.kind === 'user' && request.order_id) {
    const access = await orderAccess(supabase, request.order_id, caller.id, caller.claims.aal);
    if (access === 'allowed') return { orderId: request.order_id };
    if (access === 'two_factor_required') {
      return {
        response: failure(403, 'two_factor_required', 'Admins read invoices after the two-factor challenge'),
      };
    }
  }
  return notFound();
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');

  const body = await jsonBody(req);
  if (!body.ok) return body.response;
  const request = parseRequest(body.value);
  if (typeof request === 'string')
    return failure(400, 'invalid_field', `Missing or invalid ${request}`, request);

  const seller = await sellerFacts();
  if ('missing' in seller) {
    console.error(`[invoice-pdf] legal facts missing: ${seller.missing.join(', ')}`);
    return failure(
      503,
      'seller_facts_missing',
      `Fill in the legal facts in the admin's Settings: ${seller.missing.join(', ')}`,
    );
  }

  const access = await authorise(req, request);
  if ('response' in access) return access.response;

  const { data: documents, error } = await serviceClient().rpc('invoice_documents', {
    p_order_id: access.orderId,
    p_seller: sellerSnapshot(seller.facts),
  });
  if (error) throw new Error(`invoice_documents: ${error.message}`);

  const exchanges = await documentExchanges(documents);
  if (!request.invoice) return json(200, { documents: documents.map(listed) });
  const document = documents.find((candidate) => candidate.number === request.invoice);
  if (!document) return failure(404, 'not_found', 'This order has no such invoice');
  const exchange = exchanges.get(document.id);
  const snapshot = jsonObject<InvoiceSnapshot>(document.snapshot, SNAPSHOT_KEYS, 'invoice snapshot');
  const taxed = vatByCountry(snapshot)?.terms.regime !== 'export';
  if (document.currency !== 'eur' && !exchange && taxed && isProduction()) {
    // The VAT of a dollar invoice must be stated in euros too: no document without it.
    return failure(
      503,
      'exchange_rate_unavailable',
      'The ECB exchange rate could not be read; try again later',
    );
  }
  const pdf = await renderDocument(snapshot, exchange);
  return new Response(pdf, {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

Deno.serve(handler);
