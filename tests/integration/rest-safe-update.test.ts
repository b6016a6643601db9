// Hosted projects refuse an UPDATE or DELETE without a WHERE clause on the API (pg-safeupdate): PostgREST
// answers 400 with code 21000. A table of this test's own (created as postgres) keeps the shop's data out of it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDb, serviceClient, untyped } from './helpers';

const TABLE = 'safe_update_probe';
let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
  await db.query(`create table public.${TABLE} (id int primary key, label text not null)`);
  await db.query(`alter table public.${TABLE} enable row level security`);
  await db.query(`insert into public.${TABLE} values (1, 'one'), (2, 'two'), (3, 'three')`);
  await db.query(`notify pgrst, 'reload schema'`);
  // The schema cache reloads in the background, as PostgREST's does: wait until the API knows the table.
  const deadline = Date.now() + 10_000;
  while ((await untyped(serviceClient()).from(TABLE).select('id').limit(1)).error) {
    if (Date.now() > deadline) throw new Error(`${TABLE} never appeared in the API`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await db?.query(`drop table if exists public.${TABLE}`);
  await db?.query(`notify pgrst, 'reload schema'`);
  await db?.end();
});

async function labels(): Promise<string[]> {
  const result = await db.query<{ label: string }>(`select label from public.${TABLE} order by id`);
  return result.rows.map((row) => row.label);
}

describe('UPDATE and DELETE need a WHERE clause through the REST API', () => {
  it('refuses an unfiltered DELETE and deletes nothing', async () => {
    const { error, status } = await untyped(serviceClient()).from(TABLE).delete();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'DELETE requires a WHERE clause',
    });
    expect(await labels()).toEqual(['one', 'two', 'three']);
  });

  it('refuses an unfiltered PATCH and changes nothing', async () => {
    const { error, status } = await untyped(serviceClient()).from(TABLE).update({ label: 'all' });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'UPDATE requires a WHERE clause',
    });
    expect(await labels()).toEqual(['one', 'two', 'three']);
  });

  it('runs filtered ones', async () => {
    const updated = await untyped(serviceClient()).from(TABLE).update({ label: 'deux' }).eq('id', 2);
    expect(updated.error).toBeNull();
    const deleted = await untyped(serviceClient()).from(TABLE).delete().gt('id', 2);
    expect(deleted.error).toBeNull();
    expect(await labels()).toEqual(['one', 'deux']);
  });
});
