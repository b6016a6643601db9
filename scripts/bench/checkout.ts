// Checkout under load, through the create-checkout function as the browser calls it:
//  - the last unit: 20 buyers check out a product with stock 1 at the same moment, then every buyer who got a
//    payment page pays on the test provider's page (tests/support/test-payments.ts); orders accepted and units
//    sold must both be 1;
//  - throughput: 10 concurrent buyers each place orders one after the other for a product with ample stock
//    (every order takes its hold on the same product row); orders per second and p50/p95 per checkout;
//  - the load probe (checkout-abuse.ts): 50 concurrent clients on one address for 30 seconds, then a real
//    customer buys the last units.
// Every buyer checks out from a loopback address of their own (fetch-from.ts): the backend limits a guest
// client's unpaid checkouts per address, and 200 unpaid orders from one address are the abuse it refuses.
// Writes bench/checkout.json; npm run bench adds it to bench/results.json. A benchmark: it reports, never fails.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TERMS_VERSIONS } from '../../src/content/terms-version.ts';
import { startLocalBackend } from '../../supabase/local/server.ts';
import { fetchFrom, freshAddress } from '../../tests/support/fetch-from.ts';
import { payAtTestProvider, postCheckout } from '../../tests/support/test-payments.ts';
import { loadProbe } from './checkout-abuse.ts';
import { percentiles } from './stats.ts';

const LAST_UNIT_BUYERS = 20;
const THROUGHPUT_BUYERS = 10;
const ORDERS_PER_BUYER = 20;
const ORIGIN = 'http://127.0.0.1:4173';

function orderBody(slug: string, buyer: number, quantity = 1, email = `bench.buyer${buyer}@example.test`) {
  return {
    purpose: 'order',
    kind: 'purchase',
    locale: buyer % 2 === 0 ? 'en' : 'fr',
    idempotency_key: randomUUID(),
    items: [{ product_id: slug, quantity }],
    contact: { email, name: `Bench Buyer ${buyer}` },
    shipping: { line1: '12 rue des Oliviers', city: 'Aix-en-Provence', postal_code: '13100', country: 'FR' },
    accept_terms: true,
    terms_version: TERMS_VERSIONS.demo,
    origin: ORIGIN,
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-bench-checkout-'));
const backend = await startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true });
const db = new pg.Client({ connectionString: backend.dbUrl });
await db.connect();

const guest = { apiUrl: backend.url, apiKey: backend.publishableKey };

/** create-checkout as a browser of its own address calls it: its status, and the page's URL or the refusal. */
async function checkout(body: object): Promise<{ status: number; url?: string; code?: string }> {
  const answer = await postCheckout(guest, body, fetchFrom(freshAddress()));
  return { status: answer.status, url: answer.body.url, code: answer.body.error?.code };
}

async function product(stock: number): Promise<string> {
  const slug = `bench-${randomUUID().slice(0, 8)}`;
  await db.query(
    `insert into public.products (product_id, title, price, price_euros, published, stock)
     values ($1, $1, 120, 110, true, $2)`,
    [slug, stock],
  );
  return slug;
}

async function unitsSold(slug: string): Promise<number> {
  const { rows } = await db.query<{ sold: string }>(
    `select coalesce(sum(i.quantity), 0) as sold
     from public.order_items i join public.orders o on o.id = i.order_id
     where i.product_slug = $1 and o.status in ('paid', 'deposit_paid', 'fulfilled', 'shipped', 'delivered')`,
    [slug],
  );
  return Number(rows[0]?.sold ?? 0);
}

try {
  // Warm-up: the function's Deno process starts on its first call.
  await checkout(orderBody(await product(1000), 0));

  const lastUnit = await product(1);
  const attempts = await Promise.all(
    Array.from({ length: LAST_UNIT_BUYERS }, (_, buyer) => checkout(orderBody(lastUnit, buyer))),
  );
  const accepted = attempts.filter((attempt) => attempt.status === 200 && attempt.url);
  await Promise.all(accepted.map((attempt) => payAtTestProvider(attempt.url as string)));
  const refusals: Record<string, number> = {};
  for (const attempt of attempts.filter((a) => a.status !== 200))
    refusals[`${attempt.status} ${attempt.code}`] = (refusals[`${attempt.status} ${attempt.code}`] ?? 0) + 1;
  const lastUnitResult = {
    buyers: LAST_UNIT_BUYERS,
    stock: 1,
    ordersAccepted: accepted.length,
    unitsSold: await unitsSold(lastUnit),
    refusals,
  };

  const bestseller = await product(THROUGHPUT_BUYERS * ORDERS_PER_BUYER * 2);
  const samples: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: THROUGHPUT_BUYERS }, async (_, buyer) => {
      for (let index = 0; index < ORDERS_PER_BUYER; index += 1) {
        const start = performance.now();
        const answer = await checkout(orderBody(bestseller, buyer));
        samples.push(performance.now() - start);
        if (answer.status !== 200) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const throughput = {
    buyers: THROUGHPUT_BUYERS,
    orders: samples.length,
    failed,
    ordersPerSecond: Math.round((samples.length / seconds) * 10) / 10,
    latencyMs: percentiles(samples, 1),
  };

  const abuse = await loadProbe(db, guest, (slug, quantity, email) => orderBody(slug, 0, quantity, email));

  const results = { lastUnit: lastUnitResult, throughput, abuse };
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'checkout.json'), `${JSON.stringify(results, null, 2)}\n`);
  const verdict =
    lastUnitResult.ordersAccepted === 1 && lastUnitResult.unitsSold === 1 ? 'as it must' : 'OVERSOLD';
  console.log(
    `Checkout: last unit, ${LAST_UNIT_BUYERS} concurrent buyers: ${lastUnitResult.ordersAccepted} accepted, ` +
      `${lastUnitResult.unitsSold} sold (${verdict}); ${THROUGHPUT_BUYERS} concurrent buyers: ` +
      `${throughput.ordersPerSecond} orders/s, p50 ${throughput.latencyMs.p50} ms, p95 ${throughput.latencyMs.p95} ms` +
      ` (${failed} failed of ${samples.length})`,
  );
  console.log(
    `Checkout load probe: ${abuse.clients} clients on one address for ${abuse.seconds} s: ${abuse.requests} ` +
      `requests (${abuse.requestsPerSecond}/s, p50 ${abuse.latencyMs.p50} ms, p95 ${abuse.latencyMs.p95} ms), ` +
      `${abuse.ordersCreated} orders, ${abuse.unitsHeldByFlood} of ${abuse.stock} units held, ` +
      `${abuse.contactsWritten} CRM contacts; then a customer elsewhere bought ${abuse.customer.quantity}: ` +
      `${abuse.customer.paid ? 'paid' : `refused (${abuse.customer.status} ${abuse.customer.code})`} ` +
      `(${JSON.stringify(abuse.answers)})`,
  );
} finally {
  await db.end();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
