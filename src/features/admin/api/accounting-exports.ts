// The accountant's exports of a period (20261128100010_accounting_exports.sql, admins at aal2): first the
// record-exchange-rates function records the ECB rate of any dollar document that has none (its PDF was never
// produced), then SQL answers the sales journal or the VAT summary. SQL refuses (exchange_rate_missing) rather
// than mix currencies when a rate could still not be read.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { JournalRow, SummaryRow, VatLine } from '@/features/admin/accounting-csv';
import { monthsOf } from '@/features/admin/vat-admin-model';

/** What PostgREST answers at most per request (config.toml [api] max_rows, hosted's default). */
const PAGE = 1000;

export interface RecordedRates {
  recorded: string[];
  missing: string[];
}

/** Records the missing ECB rates of the period; undefined when the function could not be reached. */
export async function recordExchangeRates(from: string, to: string): Promise<RecordedRates | undefined> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<RecordedRates>('record-exchange-rates', {
    body: { from, to },
  });
  if (error || !data) {
    const context = (error as { context?: unknown } | null)?.context;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => ({}))) as {
        error?: { code?: string; message?: string };
      };
      // The admin's rights are SQL's to refuse too; anything else leaves the rates as they are.
      if (body.error?.code === 'two_factor_required' || body.error?.code === 'admins_only') {
        throw Object.assign(new Error(body.error.message ?? body.error.code), {
          code: '42501',
          message: body.error.code,
        });
      }
    }
    return undefined;
  }
  return data;
}

const toLines = (value: unknown): VatLine[] =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((line) => ({
    rate: Number(line.rate),
    amount_excl: Number(line.amount_excl),
    vat_amount: Number(line.vat_amount),
    amount_incl: Number(line.amount_incl),
    amount_excl_eur: Number(line.amount_excl_eur),
    vat_eur: Number(line.vat_eur),
    amount_incl_eur: Number(line.amount_incl_eur),
  }));

export async function getSalesJournal(from: string, to: string): Promise<JournalRow[]> {
  const supabase = await getSupabase();
  const rows: JournalRow[] = [];
  for (const month of monthsOf(from, to)) {
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await supabase
        .rpc('admin_sales_journal', { p_from: month.from, p_to: month.to })
        .order('issued_at')
        .order('number')
        .range(offset, offset + PAGE - 1);
      if (error) throw error;
      rows.push(...data.map((row) => ({ ...row, vat_lines: toLines(row.vat_lines) })));
      if (data.length < PAGE) break;
    }
  }
  return rows;
}

export async function getVatSummary(from: string, to: string): Promise<SummaryRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_vat_summary', { p_from: from, p_to: to });
  if (error) throw error;
  return data;
}

export type AccountingFile = 'journal' | 'summary';

export type AccountingRows =
  { file: 'journal'; rows: JournalRow[] } | { file: 'summary'; rows: SummaryRow[] };

/** Records the period's missing rates, then reads the file's rows. */
export async function accountingRows({
  file,
  from,
  to,
}: {
  file: AccountingFile;
  from: string;
  to: string;
}): Promise<AccountingRows> {
  await recordExchangeRates(from, to);
  return file === 'journal'
    ? { file, rows: await getSalesJournal(from, to) }
    : { file, rows: await getVatSummary(from, to) };
}

export function useAccountingRows() {
  return useMutation({ mutationFn: accountingRows });
}
