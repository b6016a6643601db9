// PostgREST applies the impersonated role's settings (ALTER ROLE ... SET) in each request: on hosted, anon
// queries are cancelled after 3 s and authenticated ones after 8 s. The slow function is this test's own.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newMember, ownerDb, untyped } from './helpers';

const FN = 'role_settings_probe_sleep';
let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
  await db.query(
    `create function public.${FN}(seconds double precision) returns text language sql
     as $$ select current_setting('statement_timeout') || ' ' || current_setting('search_path') from pg_sleep(seconds) $$`,
  );
  await db.query(`grant execute on function public.${FN}(double precision) to anon, authenticated`);
  await db.query(`notify pgrst, 'reload schema'`);
  // The schema cache reloads in the background, as PostgREST's does: wait until the API knows the function.
  const deadline = Date.now() + 10_000;
  while ((await untyped(anonClient()).rpc(FN, { seconds: 0 })).error) {
    if (Date.now() > deadline) throw new Error(`${FN} never appeared in the API`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await db?.query(`drop function if exists public.${FN}(double precision)`);
  await db?.query(`notify pgrst, 'reload schema'`);
  await db?.end();
});

describe("the API roles' own settings", () => {
  it('runs an anon request with statement_timeout 3s and the API search path', async () => {
    const { data, error } = await untyped(anonClient()).rpc(FN, { seconds: 0 });
    expect(error).toBeNull();
    expect(data).toBe('3s "public", "extensions"');
  });

  it('cancels an anon query after 3 s', async () => {
    const started = Date.now();
    const { error } = await untyped(anonClient()).rpc(FN, { seconds: 4 });
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(3900);
  }, 15_000);

  it('gives a signed-in member 8 s', async () => {
    const member = await newMember();
    const quick = await untyped(member.client).rpc(FN, { seconds: 0 });
    expect(quick.data).toBe('8s "public", "extensions"');
    const slower = await untyped(member.client).rpc(FN, { seconds: 3.5 });
    expect(slower.error).toBeNull();
  }, 15_000);
});
