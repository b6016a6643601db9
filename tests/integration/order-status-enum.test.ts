// orders.status is the enum public.order_status (20261124300000_order_status_enum.sql): a database migrated
// before it keeps every order and its history, with the same triggers and rules; through the Data API each
// status round-trips as the string it was, an RPC still takes its text argument, and any other value is
// refused with a clear error.
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, startDatabase } from '../../supabase/local/cluster.ts';
import { migrate, SUPABASE_DIR } from '../../supabase/local/migrate.ts';
import { dataDirLayout, loadOrCreateSecrets } from '../../supabase/local/secrets.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../src/lib/order-filter';
import { adminClient, ownerDb, type Client } from './helpers';

const ENUM_MIGRATION = '20261124300000';
/** The first migration after the enum's batch: later ones may add their own triggers on orders. */
const AFTER_ENUM = '20261124400000';

/** An order of each status: no balance due, as the paid, shipped and delivered ones must have. */
async function insertOrderPerStatus(
  db: pg.Pool | pg.Client,
  label: string,
): Promise<Map<string, OrderStatus>> {
  const ids = new Map<string, OrderStatus>();
  for (const status of ORDER_STATUSES) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.orders (email, name, currency, subtotal, amount_due_now, status)
       values ($1, 'Statut', 'eur', 20, 20, $2) returning id`,
      [`${status}-${label}@example.test`, status],
    );
    ids.set(rows[0]?.id ?? '', status);
  }
  return ids;
}

describe('a database migrated before the enum', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'order-status-enum-'));
  const supabaseDir = path.join(work, 'supabase');
  const migrations = path.join(supabaseDir, 'migrations');
  let db: Database | undefined;

  /** Copies the landed migrations before the enum's, or the enum's batch, into the throw-away project. */
  function copyMigrations(which: 'before' | 'from'): void {
    for (const file of readdirSync(path.join(SUPABASE_DIR, 'migrations')).filter((name) =>
      name.endsWith('.sql'),
    )) {
      if (which === 'before' ? file < ENUM_MIGRATION : file >= ENUM_MIGRATION && file < AFTER_ENUM) {
        copyFileSync(path.join(SUPABASE_DIR, 'migrations', file), path.join(migrations, file));
      }
    }
  }

  beforeAll(async () => {
    chmodSync(work, 0o755); // Postgres runs as its own user when the tests run as root
    mkdirSync(migrations, { recursive: true });
    copyMigrations('before');
    const layout = dataDirLayout(path.join(work, 'data'));
    db = await startDatabase({
      layout,
      secrets: loadOrCreateSecrets(layout),
      port: 0,
      quiet: true,
      ephemeral: true,
    });
    await migrate(db, { supabaseDir });
  }, 180_000);

  afterAll(async () => {
    await db?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('keeps every order, its history, its triggers and its rules', async () => {
    const owner = db!.owner;
    const ids = await insertOrderPerStatus(owner, 'before');
    const triggers = `select tgname from pg_trigger where tgrelid = 'public.orders'::regclass and not tgisinternal
                      order by tgname`;
    const triggersBefore = (await owner.query<{ tgname: string }>(triggers)).rows;
    const { rows: typeBefore } = await owner.query(
      `select pg_typeof(status)::text as type from public.orders limit 1`,
    );
    expect(typeBefore[0]).toEqual({ type: 'text' });

    copyMigrations('from');
    expect((await migrate(db!, { supabaseDir })).applied.length).toBeGreaterThan(0);

    const { rows } = await owner.query<{ id: string; status: string; type: string; created_to: string }>(
      `select o.id, o.status::text as status, pg_typeof(o.status)::text as type,
              (select e.to_status::text from public.order_events e
               where e.order_id = o.id and e.type = 'created') as created_to
       from public.orders o where o.id = any ($1)`,
      [[...ids.keys()]],
    );
    expect(rows).toHaveLength(ORDER_STATUSES.length);
    for (const row of rows) {
      expect(row).toEqual({
        id: row.id,
        status: ids.get(row.id),
        type: 'order_status',
        created_to: ids.get(row.id),
      });
    }
    expect((await owner.query<{ tgname: string }>(triggers)).rows).toEqual(triggersBefore);

    // The state machine and the balance rule still hold, now on the enum.
    const paid = [...ids].find(([, status]) => status === 'paid')?.[0];
    await expect(
      owner.query(`update public.orders set status = 'pending_payment' where id = $1`, [paid]),
    ).rejects.toThrow(/cannot go from paid to pending_payment/);
    await expect(
      owner.query(
        `insert into public.orders (email, name, currency, subtotal, amount_due_now, balance_due, status)
         values ('due@example.test', 'Solde', 'eur', 20, 5, 15, 'shipped')`,
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'orders_check3' });
    await expect(
      owner.query(
        `insert into public.orders (email, name, currency, subtotal, amount_due_now, status)
         values ('lost@example.test', 'Perdu', 'eur', 20, 20, 'lost')`,
      ),
    ).rejects.toMatchObject({ code: '22P02', message: 'invalid input value for enum order_status: "lost"' });
  }, 180_000);
});

describe('the enum through the Data API', () => {
  let owner: pg.Client;
  let admin: Client;
  let ids: Map<string, OrderStatus>;

  beforeAll(async () => {
    admin = await adminClient();
    owner = await ownerDb();
    ids = await insertOrderPerStatus(owner, `api${Date.now()}`);
  });

  afterAll(async () => {
    await owner?.end();
  });

  it('filters on and answers every status as its string', async () => {
    for (const [id, status] of ids) {
      const { data, error } = await admin
        .from('orders')
        .select('id, status')
        .eq('status', status)
        .eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([{ id, status }]);
    }
  });

  it('takes the RPC argument as text, as before', async () => {
    const { data, error } = await admin.rpc('order_next_statuses', { from_status: 'deposit_paid' });
    expect(error).toBeNull();
    expect(data).toEqual(['paid', 'cancelled', 'refunded']);
  });

  it('refuses any other status with a clear error', async () => {
    const pending = [...ids].find(([, status]) => status === 'pending_payment')?.[0] ?? '';
    const update = await admin
      .from('orders')
      .update({ status: 'ready' as never })
      .eq('id', pending);
    expect(update.error).toMatchObject({
      code: '22P02',
      message: 'invalid input value for enum order_status: "ready"',
    });
    const filter = await admin
      .from('orders')
      .select('id')
      .eq('status', 'lost' as never);
    expect(filter.error).toMatchObject({
      code: '22P02',
      message: 'invalid input value for enum order_status: "lost"',
    });
    const rpc = await admin.rpc('order_next_statuses', { from_status: 'lost' as never });
    expect(rpc.error).toMatchObject({ code: '22P02' });
  });
});
