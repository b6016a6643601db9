// The checkout load probe (issue 27, item 9): 50 concurrent clients on one address hammer create-checkout for
// 30 seconds, each with a new email: half the requests try to hold as much as they can of a product of 22
// units (as the attack probe did), half place one unit of a product without a stock limit (the probe's 927
// orders in 40 seconds). Then a real customer on another address buys the last units and pays. It reports
// what the flood got (orders, units held, CRM contacts written) and whether the customer could buy.
// Loopback only (fetchFrom binds 127.x.y.z), bounded by its clients and its duration.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { fetchFrom, freshAddress } from '../../tests/support/fetch-from.ts';
import { payAtTestProvider, postCheckout, type Caller } from '../../tests/support/test-payments.ts';
import { percentiles, type Figures } from './stats.ts';

const CLIENTS = 50;
const SECONDS = 30;
const STOCK = 22;
/** What the requests on the scarce product ask for, in turn: everything, then less. */
const QUANTITIES = [22, 10, 5, 1];

async function product(db: pg.Client, stock: number | null): Promise<string> {
  const slug = `bench-flood-${randomUUID().slice(0, 8)}`;
  await db.query(
    `insert into public.products (product_id, title, price, price_euros, published, stock)
     values ($1, $1, 120, 110, true, $2)`,
    [slug, stock],
  );
  return slug;
}

export interface LoadProbe {
  clients: number;
  seconds: number;
  stock: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: Figures;
  ordersCreated: number;
  answers: Record<string, number>;
  unitsHeldByFlood: number;
  stockAvailableAfter: number;
  contactsWritten: number;
  customer: { status: number; code?: string; quantity: number; paid: boolean };
}

export async function loadProbe(
  db: pg.Client,
  caller: Caller,
  body: (slug: string, quantity: number, email: string) => object,
): Promise<LoadProbe> {
  const slug = await product(db, STOCK);
  const open = await product(db, null);
  const contactsBefore = Number((await db.query('select count(*) from public.contacts')).rows[0].count);
  const flood = fetchFrom(freshAddress());
  const answers: Record<string, number> = {};
  const samples: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let turn = client; performance.now() < deadline; turn += 1) {
        const scarce = turn % 2 === 0;
        const quantity = scarce ? (QUANTITIES[(turn / 2) % QUANTITIES.length] ?? 1) : 1;
        const start = performance.now();
        const answer = await postCheckout(
          caller,
          body(scarce ? slug : open, quantity, `flood-${randomUUID().slice(0, 12)}@example.test`),
          flood,
        );
        samples.push(performance.now() - start);
        const key = answer.status === 200 ? '200 page' : `${answer.status} ${answer.body.error?.code}`;
        answers[key] = (answers[key] ?? 0) + 1;
      }
    }),
  );
  const { rows } = await db.query<{ orders: string; held: string; available: number }>(
    `select (select count(*) from public.order_items where product_slug in ($1, $2)) as orders,
            stock_held as held, stock_available as available
     from public.products where product_id = $1`,
    [slug, open],
  );
  const flooded = rows[0];
  const contactsWritten =
    Number((await db.query('select count(*) from public.contacts')).rows[0].count) - contactsBefore;

  // The customer, from their own connection, takes what is left (one checkout's worth at most) and pays.
  const available = Number(flooded?.available ?? 0);
  const quantity = Math.max(1, Math.min(available, 10));
  const bought = await postCheckout(
    caller,
    body(slug, quantity, `customer-${randomUUID().slice(0, 8)}@example.test`),
    fetchFrom(freshAddress()),
  );
  const paid =
    bought.status === 200 && bought.body.url ? Boolean(await payAtTestProvider(bought.body.url)) : false;

  return {
    clients: CLIENTS,
    seconds: SECONDS,
    stock: STOCK,
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / SECONDS) * 10) / 10,
    latencyMs: percentiles(samples, 1),
    ordersCreated: Number(flooded?.orders ?? 0),
    answers,
    unitsHeldByFlood: Number(flooded?.held ?? 0),
    stockAvailableAfter: available,
    contactsWritten,
    customer: { status: bought.status, code: bought.body.error?.code, quantity, paid },
  };
}
