// `npm run db:backup` and `db:restore` (scripts/db-backup/): a dump of the test backend, where this file made a
// paid order (with its invoice), CRM contacts and a member, restored into a new local backend, holds all of them,
// and the member signs in there with their password; a second restore is refused until --force, and a dump
// taken after migrations the database has not run is refused.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../scripts/db-backup/backup.ts';
import { restoreDump, RestoreRefused } from '../../scripts/db-backup/restore.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { fixtureProduct, orderBody, payOnTestPage, shopper, started } from './checkout-helpers';
import { newMember, ownerDbUrl, serviceClient, uniqueEmail, type Member } from './helpers';

let fresh: LocalBackend;
let dataDir: string;
let outDir: string;
let orderId: string;
let member: Member;
const contactEmails = [uniqueEmail('contact'), uniqueEmail('contact')];

async function onFresh<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: fresh.adminDbUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'restore-'));
  outDir = mkdtempSync(path.join(tmpdir(), 'backups-'));
  const product = await fixtureProduct();
  const start = await started(shopper(), orderBody({ items: [{ product_id: product, quantity: 1 }] }));
  orderId = start.order_id;
  expect((await payOnTestPage(start.url)).status).toBe(303);
  const { error } = await serviceClient()
    .from('contacts')
    .insert(contactEmails.map((email) => ({ email, full_name: 'Backup Contact' })));
  if (error) throw error;
  member = await newMember('Backup Member');
  fresh = await startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true });
});

afterAll(async () => {
  await fresh?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe('a backup restored into a new local backend', () => {
  let dump: string;

  it('is a dated file of the data, naming the migrations it was taken at', async () => {
    const file = await backup(
      { dbUrl: ownerDbUrl(), out: outDir },
      () => 1,
      new Date('2026-11-27T17:30:00Z'),
    );
    expect(path.basename(file)).toBe('127.0.0.1-2026-11-27T17-30-00Z.sql');
    dump = readFileSync(file, 'utf8');
    expect(dump).toMatch(
      /^-- Maison Immortela data dump\n-- taken at: 2026-11-27T17:30:00.000Z\n-- migrations: \d{14},/,
    );
    expect(dump).not.toContain('supabase_migrations');
  });

  it('holds every order, invoice, contact and user, and the member signs in there', async () => {
    await onFresh((db) => restoreDump(db, dump));
    const found = await onFresh(async (db) => ({
      order: (await db.query('select status from public.orders where id = $1', [orderId])).rows,
      invoices: (await db.query('select kind from public.invoices where order_id = $1', [orderId])).rows,
      contacts: (
        await db.query('select email from public.contacts where email = any($1) order by email', [
          contactEmails,
        ])
      ).rows,
      user: (await db.query('select id from auth.users where email = $1', [member.email])).rows,
    }));
    expect(found.order).toEqual([{ status: 'paid' }]);
    expect(found.invoices).toEqual([{ kind: 'invoice' }]);
    expect(found.contacts.map((row) => row.email)).toEqual([...contactEmails].sort());
    expect(found.user).toEqual([{ id: member.id }]);
    const signIn = await fetch(`${fresh.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: fresh.publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { user: { id: string } }).user.id).toBe(member.id);
  });

  it('is refused over a database with orders unless forced, and then replaces it', async () => {
    await onFresh((db) => db.query(`delete from public.contacts where email = $1`, [contactEmails[0]]));
    const refusal = await onFresh((db) => restoreDump(db, dump).catch((error: unknown) => error));
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(
      /^The local database is not empty \(orders: \d+, invoices: \d+, contacts: \d+, users: \d+\): restoring would replace all of it\. Run `npm run db:reset` first, or pass --force to replace it\.$/,
    );
    await onFresh((db) => restoreDump(db, dump, { force: true }));
    const back = await onFresh((db) =>
      db.query('select 1 from public.contacts where email = $1', [contactEmails[0]]),
    );
    expect(back.rowCount).toBe(1);
  });

  it('is refused, nothing changed, when taken after migrations the database has not run', async () => {
    const later = dump.replace(/^(-- migrations: .*)$/m, '$1,29991231000000');
    await onFresh((db) => db.query(`delete from public.contacts where email = $1`, [contactEmails[1]]));
    const refusal = await onFresh((db) =>
      restoreDump(db, later, { force: true }).catch((error: unknown) => error),
    );
    expect((refusal as Error).message).toBe(
      'The dump was taken after migrations this database has not run (29991231000000): check out the code of ' +
        'that day (or newer), then restore again.',
    );
    const still = await onFresh((db) =>
      db.query('select 1 from public.contacts where email = $1', [contactEmails[1]]),
    );
    expect(still.rowCount).toBe(0);
  });
});
