// record-exchange-rates: the accountant's exports (/admin/vat) state every dollar document in euros at the ECB
// rate of its issue, which invoice-pdf records only when the document's PDF is first produced. Before an export
// the admin screen calls this for the period: it records the missing rates, the same way (rateAt: the day's rate
// once published at 16:00 Paris, else the last before), from eurofxref-hist-90d.xml and, for older documents,
// the ECB's data portal (ecb-history.ts). POST { from, to } (YYYY-MM-DD, Paris days, both included) with an
// admin's JWT at aal2. Answers { recorded: [numbers], missing: [numbers] }; missing: the ECB could not be read
// (the export then refuses with exchange_rate_missing rather than mix currencies).
import { identifyCaller } from '../_shared/bearer.ts';
import { fetchEcbRates, rateAt, type EuroRate } from '../_shared/ecb-rates.ts';
import { env } from '../_shared/env.ts';
import { isAdmin } from '../_shared/caller-access.ts';
import { failure, json, jsonBody, preflight } from '../_shared/http.ts';
import { parisTime } from '../_shared/paris-time.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { ECB_HISTORY_URL, historyUrl, parseEcbHistoryCsv } from './ecb-history.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

interface Missing {
  number: string;
  currency: string;
  issued_at: string;
}

/** 403 with the reason unless the caller is an admin past two-factor; undefined when they are. */
async function refusal(req: Request): Promise<Response | undefined> {
  const caller = await identifyCaller(req);
  if (caller.kind === 'refused') return failure(401, 'invalid_token', caller.reason);
  if (caller.kind !== 'user') return failure(403, 'admins_only', 'Only an admin may record exchange rates');
  if (!(await isAdmin(serviceClient(), caller.id)))
    return failure(403, 'admins_only', 'Only an admin may record exchange rates');
  if (caller.claims.aal !== 'aal2') {
    return failure(403, 'two_factor_required', 'Admins record exchange rates after the two-factor challenge');
  }
  return undefined;
}

function parsePeriod(body: unknown): { from: string; to: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { from, to } = body as Record<string, unknown>;
  if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to))
    return undefined;
  return { from, to };
}

/** The portal's rates of a currency around the documents' days; undefined when they cannot be read. */
async function historyRates(currency: string, documents: Missing[]): Promise<EuroRate[] | undefined> {
  const days = documents.map((document) => parisTime(document.issued_at).date).sort();
  // A week and more before the first: the last rate before it, over a long holiday.
  const from = new Date(Date.parse(`${days[0]}T00:00:00Z`) - 14 * DAY_MS).toISOString().slice(0, 10);
  const url = historyUrl(env('ECB_HISTORY_URL') ?? ECB_HISTORY_URL, currency, from, days.at(-1) ?? from);
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(10_000),
      headers: { Accept: 'text/csv' },
    });
    if (!response.ok) return undefined;
    const rates = parseEcbHistoryCsv(await response.text());
    return rates.length > 0 ? rates : undefined;
  } catch {
    return undefined;
  }
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  const refused = await refusal(req);
  if (refused) return refused;

  const body = await jsonBody(req);
  if (!body.ok) return body.response;
  const period = parsePeriod(body.value);
  if (!period) return failure(400, 'invalid_field', 'Give from and to as YYYY-MM-DD', 'period');

  const supabase = serviceClient();
  const { data, error } = await supabase.rpc('accounting_missing_exchange_rates', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) {
    if (error.message === 'invalid_period') {
      return failure(400, 'invalid_period', error.hint ?? 'Invalid period', 'period');
    }
    throw new Error(`accounting_missing_exchange_rates: ${error.message}`);
  }
  const documents: Missing[] = data ?? [];
  const recorded: string[] = [];
  const missing: string[] = [];
  for (const currency of new Set(documents.map((document) => document.currency))) {
    const ofCurrency = documents.filter((document) => document.currency === currency);
    const recent = (await fetchEcbRates(currency)) ?? [];
    const rates = new Map(
      ofCurrency.map((document) => [document.number, rateAt(recent, new Date(document.issued_at))]),
    );
    const older = ofCurrency.filter((document) => !rates.get(document.number));
    if (older.length > 0) {
      const history = (await historyRates(currency, older)) ?? [];
      for (const document of older) rates.set(document.number, rateAt(history, new Date(document.issued_at)));
    }
    for (const document of ofCurrency) {
      const rate = rates.get(document.number);
      if (!rate) {
        missing.push(document.number);
        continue;
      }
      const saved = await supabase.rpc('record_invoice_exchange_rate', {
        p_invoice_number: document.number,
        p_units_per_euro: rate.unitsPerEuro,
        p_rate_date: rate.date,
        p_source: 'ecb',
      });
      if (saved.error) {
        // A rate further than 10 days before the issue (record_invoice_exchange_rate refuses it): not recorded.
        console.error(`[record-exchange-rates] ${document.number}: ${saved.error.message}`);
        missing.push(document.number);
      } else recorded.push(document.number);
    }
  }
  return json(200, { recorded, missing });
}

Deno.serve(handler);
