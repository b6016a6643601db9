// The European Central Bank's euro reference rates, as invoices in a foreign currency need them (Directive
// 2006/112/EC art. 91(2) and 230). The ECB publishes one rate per currency each TARGET working day around
// 16:00 CET, as "1 EUR = rate units"; eurofxref-hist-90d.xml holds the last 90 days:
//   <Cube time="2026-11-20"><Cube currency="USD" rate="1.0512"/>...</Cube>
// `ECB_RATES_URL` replaces the address (tests serve their own file). Read with fast-xml-parser (the function's
// deno.json maps it).
import { XMLParser } from 'fast-xml-parser';
import { parisTime } from './paris-time.ts';

const DEFAULT_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml';
const PUBLISHED_AT_HOUR = 16; // Europe/Paris: a day's rate is not known before it is published

export interface EuroRate {
  /** Units of the currency for one euro, as the ECB publishes it. */
  unitsPerEuro: number;
  /** The day the rate is the reference of (YYYY-MM-DD). */
  date: string;
}

/** Each day's rate of one currency in the ECB's XML, newest first. */
export function parseEcbRates(xml: string, currency: string): EuroRate[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true });
  const doc: unknown = parser.parse(xml);
  const days = asList(path(doc, ['Envelope', 'Cube', 'Cube']));
  const wanted = currency.toUpperCase();
  const rates: EuroRate[] = [];
  for (const day of days) {
    const date = path(day, ['time']);
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const entry = asList(path(day, ['Cube'])).find((item) => path(item, ['currency']) === wanted);
    const unitsPerEuro = Number(path(entry, ['rate']));
    if (Number.isFinite(unitsPerEuro) && unitsPerEuro > 0) rates.push({ unitsPerEuro, date });
  }
  return rates.sort((a, b) => b.date.localeCompare(a.date));
}

function path(value: unknown, keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The latest rate published at the instant: that day's once published, else the last day before. */
export function rateAt(rates: EuroRate[], at: Date): EuroRate | undefined {
  const { date, hour } = parisTime(at);
  return rates.find((rate) => rate.date < date || (rate.date === date && hour >= PUBLISHED_AT_HOUR));
}

/** Reads the ECB's rates of a currency; undefined when they cannot be read (network, format). */
export async function fetchEcbRates(
  currency: string,
  url = Deno.env.get('ECB_RATES_URL') || DEFAULT_URL,
): Promise<EuroRate[] | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return undefined;
    const rates = parseEcbRates(await response.text(), currency);
    return rates.length > 0 ? rates : undefined;
  } catch {
    return undefined;
  }
}
