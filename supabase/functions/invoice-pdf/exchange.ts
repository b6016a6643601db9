// The euro rate of each foreign-currency document of an order (see 20261123110200_invoice_exchange_rates.sql):
// the one recorded already, else the ECB's rate at the document's issue, recorded now, once.
import { fetchEcbRates, rateAt, type EuroRate } from '../_shared/ecb-rates.ts';
import { serviceClient } from '../_shared/service-client.ts';

export interface DocumentExchange {
  unitsPerEuro: number;
  rateDate: string;
  vatEur: number;
}

interface ExchangeRow {
  invoice_id: string;
  units_per_euro: number | string;
  rate_date: string;
  vat_eur: number | string;
}

const toExchange = (row: ExchangeRow): DocumentExchange => ({
  unitsPerEuro: Number(row.units_per_euro),
  rateDate: row.rate_date,
  vatEur: Number(row.vat_eur),
});

/** The rates by document id; a document whose rate cannot be read yet (ECB unreachable) is left out. */
export async function documentExchanges(
  documents: { id: string; number: string; currency: string; issued_at: string }[],
): Promise<Map<string, DocumentExchange>> {
  const foreign = documents.filter((document) => document.currency !== 'eur');
  const found = new Map<string, DocumentExchange>();
  if (foreign.length === 0) return found;
  const { data, error } = await serviceClient()
    .from('invoice_exchange_rates')
    .select('invoice_id, units_per_euro, rate_date, vat_eur')
    .in(
      'invoice_id',
      foreign.map((document) => document.id),
    );
  if (error) throw new Error(`invoice_exchange_rates: ${error.message}`);
  for (const row of (data ?? []) as ExchangeRow[]) found.set(row.invoice_id, toExchange(row));

  const missing = foreign.filter((document) => !found.has(document.id));
  if (missing.length === 0) return found;
  const rates = new Map<string, EuroRate[] | undefined>();
  for (const document of missing) {
    if (!rates.has(document.currency)) rates.set(document.currency, await fetchEcbRates(document.currency));
    const rate = rateAt(rates.get(document.currency) ?? [], new Date(document.issued_at));
    if (!rate) continue;
    const recorded = await serviceClient().rpc('record_invoice_exchange_rate', {
      p_invoice_number: document.number,
      p_units_per_euro: rate.unitsPerEuro,
      p_rate_date: rate.date,
      p_source: 'ecb',
    });
    if (recorded.error) throw new Error(`record_invoice_exchange_rate: ${recorded.error.message}`);
    found.set(document.id, toExchange(recorded.data as ExchangeRow));
  }
  return found;
}
