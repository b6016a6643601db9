// auth.* and storage.* have the columns, types and triggers Supabase Auth and Storage give them on a hosted
// project, so a migration or seed that relies on them behaves here as it will on push.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, ownerDb } from './helpers';

let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

async function columns(table: string): Promise<Record<string, string>> {
  const result = await db.query<{ name: string; type: string; nullable: boolean; fallback: string | null }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
            pg_get_expr(d.adbin, d.adrelid) as fallback
     from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [table],
  );
  return Object.fromEntries(
    result.rows.map((row) => [
      row.name,
      `${row.type}${row.nullable ? '' : ' not null'}${row.fallback ? ` default ${row.fallback}` : ''}`,
    ]),
  );
}

async function enumValues(type: string): Promise<string[]> {
  const result = await db.query<{ label: string }>(
    'select enumlabel as label from pg_enum where enumtypid = $1::regtype order by enumsortorder',
    [type],
  );
  return result.rows.map((row) => row.label);
}

describe('auth tables as Supabase Auth leaves them', () => {
  it('has auth.users with GoTrue columns, and no defaults for what GoTrue supplies', async () => {
    const users = await columns('auth.users');
    expect(users).toMatchObject({
      instance_id: 'uuid',
      id: 'uuid not null',
      aud: 'character varying(255)',
      role: 'character varying(255)',
      email: 'character varying(255)',
      encrypted_password: 'character varying(255)',
      email_confirmed_at: 'timestamp with time zone',
      raw_app_meta_data: 'jsonb',
      raw_user_meta_data: 'jsonb',
      created_at: 'timestamp with time zone',
      updated_at: 'timestamp with time zone',
      confirmed_at: 'timestamp with time zone default LEAST(email_confirmed_at, phone_confirmed_at)',
      is_sso_user: 'boolean not null default false',
      is_anonymous: 'boolean not null default false',
      banned_until: 'timestamp with time zone',
      deleted_at: 'timestamp with time zone',
    });
    // A seed inserting users without an id fails on hosted: it must fail here too.
    const failure = await db
      .query(`insert into auth.users (email) values ('no-id@example.test')`)
      .catch((e) => e);
    expect(failure).toMatchObject({ code: '23502' });
  });

  it('types factors, sessions and tokens with GoTrue enums', async () => {
    expect(await enumValues('auth.factor_type')).toEqual(['totp', 'webauthn', 'phone']);
    expect(await enumValues('auth.factor_status')).toEqual(['unverified', 'verified']);
    expect(await enumValues('auth.aal_level')).toEqual(['aal1', 'aal2', 'aal3']);
    expect(await enumValues('auth.one_time_token_type')).toEqual([
      'confirmation_token',
      'reauthentication_token',
      'recovery_token',
      'email_change_token_new',
      'email_change_token_current',
      'phone_change_token',
    ]);
    expect(await columns('auth.mfa_factors')).toMatchObject({
      factor_type: 'auth.factor_type not null',
      status: 'auth.factor_status not null',
      created_at: 'timestamp with time zone not null',
    });
    expect(await columns('auth.sessions')).toMatchObject({
      aal: 'auth.aal_level',
      refreshed_at: 'timestamp without time zone',
      not_after: 'timestamp with time zone',
      tag: 'text',
    });
    expect(await columns('auth.identities')).toMatchObject({
      id: 'uuid not null default gen_random_uuid()',
      provider_id: 'text not null',
      email: "text default lower((identity_data ->> 'email'::text))",
    });
    expect(await columns('auth.refresh_tokens')).toMatchObject({
      user_id: 'character varying(255)',
      session_id: 'uuid',
    });
    expect(await columns('auth.mfa_challenges')).toMatchObject({ ip_address: 'inet not null' });
  });

  it('stores what the auth service writes in those shapes, with every value GoTrue supplies', async () => {
    const member = await newMember();
    const rows = await db.query<{
      instance_id: string;
      created_at: Date | null;
      aal: string;
      session_created_at: Date | null;
      token_user: string;
      revoked: boolean | null;
    }>(
      `select u.instance_id, u.created_at, s.aal::text as aal, s.created_at as session_created_at,
              t.user_id as token_user, t.revoked
       from auth.users u join auth.sessions s on s.user_id = u.id join auth.refresh_tokens t on t.session_id = s.id
       where u.id = $1`,
      [member.id],
    );
    expect(rows.rows[0]).toMatchObject({
      instance_id: '00000000-0000-0000-0000-000000000000',
      created_at: expect.any(Date),
      aal: 'aal1',
      session_created_at: expect.any(Date),
      token_user: member.id,
      revoked: false,
    });
  });
});

describe('storage tables as Supabase Storage leaves them', () => {
  it('has buckets and objects with storage-api columns', async () => {
    expect(await enumValues('storage.buckettype')).toEqual(['STANDARD', 'ANALYTICS', 'VECTOR']);
    expect(await columns('storage.buckets')).toMatchObject({
      id: 'text not null',
      name: 'text not null',
      public: 'boolean default false',
      file_size_limit: 'bigint',
      allowed_mime_types: 'text[]',
      type: "storage.buckettype not null default 'STANDARD'::storage.buckettype",
    });
    expect(await columns('storage.objects')).toMatchObject({
      id: 'uuid not null default gen_random_uuid()',
      bucket_id: 'text',
      name: 'text',
      owner_id: 'text',
      metadata: 'jsonb',
      user_metadata: 'jsonb',
      path_tokens: "text[] default string_to_array(name, '/'::text)",
      version: 'text',
    });
  });

  it('has storage-api triggers, and refuses SQL deletes as hosted does', async () => {
    const triggers = await db.query<{ name: string; table: string }>(
      `select tgname as name, tgrelid::regclass::text as table from pg_trigger
       where tgrelid in ('storage.objects'::regclass, 'storage.buckets'::regclass) and not tgisinternal order by 1`,
    );
    expect(triggers.rows).toEqual([
      { name: 'enforce_bucket_name_length_trigger', table: 'storage.buckets' },
      { name: 'protect_buckets_delete', table: 'storage.buckets' },
      { name: 'protect_objects_delete', table: 'storage.objects' },
      { name: 'update_objects_updated_at', table: 'storage.objects' },
    ]);
    await db.query('begin');
    try {
      const failure = await db.query(`delete from storage.objects where bucket_id = 'none'`).catch((e) => e);
      expect(failure).toMatchObject({
        code: '42501',
        message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      });
    } finally {
      await db.query('rollback');
    }
  });
});
