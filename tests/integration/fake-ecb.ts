// A stand-in for the ECB's eurofxref-hist-90d.xml (supabase/functions/_shared/ecb-rates.ts), so the invoice
// function reads euro rates without the network: one USD rate per day of the last 30 days, from a formula the
// tests can repeat, weekends left out as the ECB leaves them out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The USD rate (dollars for one euro) the fake publishes for a day (YYYY-MM-DD). */
export const fakeUsdRate = (date: string): number => 1 + Number(date.slice(8, 10)) / 100 + 0.0001;

/** The days the fake publishes, newest first: the last 30 days (UTC), Monday to Friday. */
export function fakeEcbDays(now = new Date()): string[] {
  const days: string[] = [];
  for (let back = 0; back < 30; back += 1) {
    const day = new Date(now.getTime() - back * 24 * 3600 * 1000);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

function document(): string {
  const cubes = fakeEcbDays()
    .map(
      (date) =>
        `<Cube time="${date}"><Cube currency="JPY" rate="160.5"/><Cube currency="USD" rate="${fakeUsdRate(date)}"/></Cube>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject>
<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
<Cube>
${cubes}
</Cube>
</gesmes:Envelope>`;
}

export async function startFakeEcb(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/xml' });
    res.end(document());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/eurofxref-hist-90d.xml`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
