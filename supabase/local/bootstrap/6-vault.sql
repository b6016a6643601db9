-- Supabase Vault as a hosted project has it (the supabase_vault extension, 0.3.x): vault.secrets, the view
-- vault.decrypted_secrets, vault.create_secret(new_secret, new_name, new_description, new_key_id) returning the
-- secret's id, and vault.update_secret(secret_id, new_secret, new_name, new_description, new_key_id); a name is
-- unique when given. `npm run deploy` writes the secrets the *_schedule.sql migrations read with these, and its
-- integration test runs that here. The difference: hosted encrypts `secret` with a key the database never
-- stores (pgsodium); here it is only base64 of the text (there is no pgsodium), which is no protection, so keep
-- nothing real in a local Vault. Like the extension, nothing is granted to anon or authenticated.
create schema if not exists vault;

create table if not exists vault.secrets (
  id          uuid        primary key default gen_random_uuid(),
  name        text,
  description text        not null default '',
  secret      text        not null,
  key_id      uuid,
  nonce       bytea,
  created_at  timestamptz not null default current_timestamp,
  updated_at  timestamptz not null default current_timestamp
);
create unique index if not exists secrets_name_idx on vault.secrets using btree (name) where name is not null;

create or replace view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret,
       convert_from(decode(s.secret, 'base64'), 'utf8') as decrypted_secret,
       s.key_id, s.nonce, s.created_at, s.updated_at
from vault.secrets s;

create or replace function vault.create_secret(
  new_secret text, new_name text = null, new_description text = '', new_key_id uuid = null
) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  new_id uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (encode(convert_to(new_secret, 'utf8'), 'base64'), new_name, new_description)
  returning id into new_id;
  return new_id;
end
$$;

create or replace function vault.update_secret(
  secret_id uuid, new_secret text = null, new_name text = null, new_description text = null, new_key_id uuid = null
) returns void
language plpgsql
set search_path = ''
as $$
begin
  update vault.secrets s
  set secret = coalesce(encode(convert_to(new_secret, 'utf8'), 'base64'), s.secret),
      name = coalesce(new_name, s.name),
      description = coalesce(new_description, s.description),
      updated_at = now()
  where s.id = secret_id;
end
$$;

revoke all on schema vault from public;
revoke all on all tables in schema vault from public, anon, authenticated;
revoke all on all functions in schema vault from public, anon, authenticated;
grant usage on schema vault to postgres, service_role;
grant select, insert, update, delete on vault.secrets to postgres, service_role;
grant select on vault.decrypted_secrets to postgres, service_role;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  to postgres, service_role;
