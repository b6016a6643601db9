// The ECB's euro reference rates of any past period, from its data portal (the EXR dataflow, daily series
// D.<CUR>.EUR.SP00.A, "csvdata" format), for documents older than the 90 days of eurofxref-hist-90d.xml:
//   KEY,FREQ,CURRENCY,...,TIME_PERIOD,OBS_VALUE,...,TITLE_COMPL,...
//   EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-01-02,1.0321,...,"ECB reference exchange rate, US dollar/Euro, ...",...
// `ECB_HISTORY_URL` replaces the portal's address up to the series key. No Deno global at import: the parser is
// unit-tested by Vitest.
import type { EuroRate } from '../_shared/ecb-rates.ts';

export const ECB_HISTORY_URL = 'https://data-api.ecb.europa.eu/service/data/EXR/';

/** One line of CSV into its fields (RFC 4180 quotes: "a, b" and "" for a quote inside). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** Each day's rate in the portal's CSV, newest first (as parseEcbRates answers). */
export function parseEcbHistoryCsv(csv: string): EuroRate[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = csvFields(lines[0] ?? '');
  const dateAt = header.indexOf('TIME_PERIOD');
  const valueAt = header.indexOf('OBS_VALUE');
  if (dateAt < 0 || valueAt < 0) return [];
  const rates: EuroRate[] = [];
  for (const line of lines.slice(1)) {
    const fields = csvFields(line);
    const date = fields[dateAt] ?? '';
    const unitsPerEuro = Number(fields[valueAt]);
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(unitsPerEuro) && unitsPerEuro > 0) {
      rates.push({ date, unitsPerEuro });
    }
  }
  return rates.sort((a, b) => b.date.localeCompare(a.date));
}

/** The address of a currency's daily rates from `from` to `to` (YYYY-MM-DD). */
export function historyUrl(base: string, currency: string, from: string, to: string): string {
  const query = new URLSearchParams({ startPeriod: from, endPeriod: to, format: 'csvdata' });
  return `${base.endsWith('/') ? base : `${base}/`}D.${currency.toUpperCase()}.EUR.SP00.A?${query.toString()}`;
}
