// The ECB data portal's CSV (the EXR dataflow), read as record-exchange-rates reads it for documents older than
// the 90 days of eurofxref-hist-90d.xml (which rate a document takes is rateAt's, as for that file).
import { describe, expect, it } from 'vitest';
import { csvFields, historyUrl, parseEcbHistoryCsv } from './ecb-history.ts';

// The portal's columns as it answers (trimmed of the empty ones at the end), a quoted title with commas.
const CSV = [
  'KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE,OBS_STATUS,TITLE_COMPL,UNIT',
  'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-04-02,1.0786,A,"ECB reference exchange rate, US dollar/Euro, 2:15 pm (C.E.T.)",USD',
  'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-04-03,1.0801,A,"ECB reference exchange rate, US dollar/Euro, 2:15 pm (C.E.T.)",USD',
  'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-04-07,1.0755,A,"ECB reference exchange rate, US dollar/Euro, 2:15 pm (C.E.T.)",USD',
  'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-04-08,NaN,M,"no value",USD',
  '',
].join('\r\n');

describe('parseEcbHistoryCsv', () => {
  it('reads each day and its rate by the header, newest first, skipping days without a value', () => {
    expect(parseEcbHistoryCsv(CSV)).toEqual([
      { date: '2026-04-07', unitsPerEuro: 1.0755 },
      { date: '2026-04-03', unitsPerEuro: 1.0801 },
      { date: '2026-04-02', unitsPerEuro: 1.0786 },
    ]);
  });

  it('answers nothing for what is not the CSV it expects', () => {
    expect(parseEcbHistoryCsv('')).toEqual([]);
    expect(parseEcbHistoryCsv('<html>Service unavailable</html>')).toEqual([]);
  });
});

describe('csvFields', () => {
  it('splits on commas outside quotes and unescapes doubled quotes', () => {
    expect(csvFields('a,"b, c","say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', '']);
  });
});

describe('historyUrl', () => {
  it('asks the portal for the daily series of the currency against the euro over the days', () => {
    expect(
      historyUrl('https://data-api.ecb.europa.eu/service/data/EXR', 'usd', '2026-03-18', '2026-04-30'),
    ).toBe(
      'https://data-api.ecb.europa.eu/service/data/EXR/D.USD.EUR.SP00.A?startPeriod=2026-03-18&endPeriod=2026-04-30&format=csvdata',
    );
  });
});
