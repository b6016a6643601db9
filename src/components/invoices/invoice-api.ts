// The invoice-pdf function from the browser: the list of an order's invoices and credit notes, and one of them
// as a PDF file. Who may read is proven by one of: the signed-in session (the owner, or an admin past the second
// factor: supabase-js sends its token), the receipt token of /payment-success, or the order number and email
// of the guest lookup (/order), which the server counts as lookups.
import { getSupabase } from '@/lib/get-supabase';

export type InvoiceAccess =
  | { kind: 'session' }
  | { kind: 'receipt'; token: string }
  | { kind: 'lookup'; number: string; email: string };

export interface InvoiceDocument {
  number: string;
  kind: 'invoice' | 'credit_note';
  purpose: 'full' | 'deposit' | 'balance' | 'refund';
  issued_at: string;
  amount_incl: number;
  currency: 'usd' | 'eur';
}

export class InvoiceError extends Error {
  constructor(
    readonly code: string,
    readonly status?: number,
  ) {
    super(code);
    this.name = 'InvoiceError';
  }
}

function requestBody(orderId: string, access: InvoiceAccess): Record<string, string> {
  if (access.kind === 'receipt') return { order_id: orderId, token: access.token };
  if (access.kind === 'lookup')
    return { order_id: orderId, order_number: access.number, email: access.email };
  return { order_id: orderId };
}

/** The error code the function answered with ({ error: { code } }), or "failed". */
async function failure(error: unknown): Promise<InvoiceError> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const payload = (await context.json()) as { error?: { code?: string } };
      return new InvoiceError(payload.error?.code ?? 'failed', context.status);
    } catch {
      return new InvoiceError('failed', context.status);
    }
  }
  return new InvoiceError('failed');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function parseDocuments(data: unknown): InvoiceDocument[] {
  const list = isRecord(data) && Array.isArray(data.documents) ? data.documents : [];
  return list.filter(isRecord).map((item) => ({
    number: String(item.number ?? ''),
    kind: item.kind === 'credit_note' ? 'credit_note' : 'invoice',
    purpose: (['full', 'deposit', 'balance', 'refund'].includes(String(item.purpose))
      ? item.purpose
      : 'full') as InvoiceDocument['purpose'],
    issued_at: String(item.issued_at ?? ''),
    amount_incl: Number(item.amount_incl ?? 0),
    currency: item.currency === 'eur' ? 'eur' : 'usd',
  }));
}

export async function listInvoices(orderId: string, access: InvoiceAccess): Promise<InvoiceDocument[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('invoice-pdf', {
    body: requestBody(orderId, access),
  });
  if (error) {
    const refused = await failure(error);
    // No access (or no such order) is no invoice to offer, not an error to show.
    if (refused.status === 404) return [];
    throw refused;
  }
  return parseDocuments(data);
}

/** The PDF of one document, saved by the browser as <number>.pdf. */
export async function downloadInvoice(orderId: string, access: InvoiceAccess, number: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<Blob>('invoice-pdf', {
    body: { ...requestBody(orderId, access), invoice: number },
  });
  if (error) throw await failure(error);
  if (!(data instanceof Blob)) throw new InvoiceError('failed');
  const url = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${number}.pdf`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
