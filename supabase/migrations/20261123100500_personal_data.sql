-- Personal data (GDPR art. 15, 17, 20, 21): a member's export, one erasure for the member's own deletion and the
-- admin's CRM action, and a one-click unsubscribe in every marketing mail.
--
-- Who "the person" is (public.personal_data_scope): the account (auth.users), the CRM contact linked to it (or
-- the contact an admin erases), the addresses of both, and the orders placed by the account or linked to the
-- contact (checkout links every order, a guest's too, to the contact of its address).
--
-- What the erasure keeps: French law keeps accounting records (orders and invoices) 10 years (code de commerce
-- L123-22). Orders stay with their number, dates, amounts, lines, reservations, and the name and address the
-- invoice carries; they are unlinked from the account and contact (user_id, contact_id null), their telephone is
-- cleared and their e-mail replaced by a random erased-<hex>@erased.invalid (no lookup key anyone could type).
-- Tables of legal records that later migrations add
-- (invoices, credit notes, withdrawal requests) are never touched by the erasure: their rows are the records
-- themselves. Everything else of the person goes: the contact, its notes and consent history (contact_notes
-- cascade), its tags, the cart, contact messages, community sign-ups, unsubscribe tokens, order lookup failures
-- for their order numbers, receipt tokens, the mail still in the outbox; and within the kept order history, the
-- person's address, telephone and name are masked in the trail (order_events) and in the payment provider's
-- events and pages. An erasure leaves one line in personal_data_erasures (when, by whom, how many orders were
-- kept; nothing about the person), and queues the mail account_erased to the address before it is erased; that
-- mail is deleted from the outbox once sent.
--
-- SECURITY DEFINER allow-list addition (see tests/integration/db-lint.test.ts):
--   authenticated may execute:
--     public.export_my_data()  (the caller's own data only, found through auth.uid(); an account with a verified
--       TOTP factor needs an aal2 session)
--     public.erase_person(uuid, uuid)  (an admin at aal2 erases a contact, never an admin's account; every other
--       caller but the service role is refused with 42501; the service role is the delete-account function,
--       which has checked the member's password again before it calls)
--   anon, authenticated may execute:
--     public.unsubscribe(p_token text)  (the mailed link's page, one button: withdraws the marketing consent of
--       the address the token was mailed to, once; answers only {status: unsubscribed | used | unknown})
-- Errors: 42501 sign_in_required | two_factor_required | admins_only | cannot_erase_admin; 22023 invalid_request;
-- P0002 person_not_found; 55000 orders_in_progress (detail: the order numbers paid and not yet delivered).

-- ---------------------------------------------------------------------------------------------------------
-- Accountability: one line per erasure, nothing about the person
-- ---------------------------------------------------------------------------------------------------------
create table public.personal_data_erasures (
  id uuid primary key default gen_random_uuid(),
  erased_at timestamptz not null default now(),
  -- member: the person deleted their own account (after typing their password again); admin: from the CRM.
  requested_by text not null check (requested_by in ('member', 'admin')),
  admin_id uuid references auth.users (id) on delete set null,
  had_account boolean not null,
  orders_kept integer not null default 0 check (orders_kept >= 0),
  -- How many rows of each kind went, e.g. {"contacts": 1, "contact_messages": 2}.
  counts jsonb not null default '{}' check (jsonb_typeof(counts) = 'object'),
  check (requested_by = 'admin' or admin_id is null)
);

comment on table public.personal_data_erasures is
  'One line per erasure of a person (GDPR art. 17, accountability art. 5(2)): when, by whom, what was kept; no personal data.';

create index personal_data_erasures_admin_id_idx on public.personal_data_erasures (admin_id);
create index personal_data_erasures_erased_at_idx on public.personal_data_erasures (erased_at desc);

alter table public.personal_data_erasures enable row level security;
revoke all on public.personal_data_erasures from anon, authenticated;
grant select on public.personal_data_erasures to authenticated;

create policy "admins read erasures"
  on public.personal_data_erasures for select
  to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Unsubscribe tokens: one per marketing mail, only the sha256 kept
-- ---------------------------------------------------------------------------------------------------------
create table public.marketing_unsubscribe_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash bytea not null unique,
  email extensions.citext not null check (email::text ~ '^[^@\s]+@[^@\s]+$'),
  created_at timestamptz not null default now(),
  used_at timestamptz
);

comment on table public.marketing_unsubscribe_tokens is
  'The unsubscribe link of each marketing mail (token_hash = sha256 of the token), for the address it was sent to; used once.';

create index marketing_unsubscribe_tokens_email_idx on public.marketing_unsubscribe_tokens (email);

alter table public.marketing_unsubscribe_tokens enable row level security;
revoke all on public.marketing_unsubscribe_tokens from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- The consent history says why consent was withdrawn when a function says so
-- ---------------------------------------------------------------------------------------------------------
-- app.consent_change_reason is set (transaction-local) by unsubscribe(); the Data API cannot set it.
create or replace function public.log_contact_consent_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(current_setting('app.consent_change_reason', true), '');
begin
  if tg_op = 'INSERT' and new.consent
     or tg_op = 'UPDATE' and new.consent is distinct from old.consent then
    insert into public.contact_notes (contact_id, author_id, kind, body)
    values (
      new.id,
      auth.uid(),
      'consent',
      case
        when new.consent then 'Consent given (source: ' || new.source || ')'
        else 'Consent withdrawn' || coalesce(' (' || v_reason || ')', '')
      end
    );
  end if;
  return null;
end;
$$;

revoke execute on function public.log_contact_consent_change() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- During an erasure (app.erasing, transaction-local, set only by erase_person) the trail of a kept order may be
-- scrubbed of the person's details, and the erasure's own changes to the order are not logged as an admin's
-- edit (which would copy the old address and telephone into the trail).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.order_events_refuse_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.actor_id is not null and new.actor_id is null
     and to_jsonb(new) - 'actor_id' = to_jsonb(old) - 'actor_id' then
    return new;
  end if;
  if current_setting('app.erasing', true) = 'on'
     and to_jsonb(new) - array['actor_id', 'note', 'data'] = to_jsonb(old) - array['actor_id', 'note', 'data'] then
    return new;
  end if;
  raise exception 'order history is append-only: event % of order % cannot be changed', old.id, old.order_id
    using errcode = 'insufficient_privilege', hint = 'order_history_append_only';
end;
$$;

comment on function public.order_events_refuse_update() is
  'Trigger: refuses every update of order_events except the actor being cleared when an account is deleted, and an erasure masking the person''s details.';

revoke execute on function public.order_events_refuse_update() from public, anon, authenticated;

-- SECURITY DEFINER as 20261123000210 made it (the trail has no insert policy for admins' own 'updated' events).
create or replace function public.log_order_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := to_jsonb(old) - array['updated_at', 'status', 'search_text', 'total', 'paid_at', 'cancelled_at'];
  v_new jsonb := to_jsonb(new) - array['updated_at', 'status', 'search_text', 'total', 'paid_at', 'cancelled_at'];
  v_changes jsonb := '{}'::jsonb;
  v_key text;
begin
  -- Functions run by the service role (the webhook) log their own event; this trail is for people. An erasure
  -- logs one note of its own instead of the values it removes.
  if auth.uid() is null or current_setting('app.erasing', true) = 'on' then
    return null;
  end if;
  for v_key in select jsonb_object_keys(v_new) loop
    if v_new -> v_key is distinct from v_old -> v_key then
      v_changes := v_changes || jsonb_build_object(
        v_key, jsonb_build_object('from', v_old -> v_key, 'to', v_new -> v_key)
      );
    end if;
  end loop;
  if v_changes <> '{}'::jsonb then
    insert into public.order_events (order_id, actor_id, type, data)
    values (new.id, auth.uid(), 'updated', jsonb_build_object('changes', v_changes));
  end if;
  return null;
end;
$$;

revoke execute on function public.log_order_update() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Helpers (not callable through the API)
-- ---------------------------------------------------------------------------------------------------------

-- Who the person is: the account, its contact (or the contact given), their addresses (lower case) and orders.
create function public.personal_data_scope(p_user_id uuid, p_contact_id uuid)
returns table (user_id uuid, contact_ids uuid[], emails text[], order_ids uuid[])
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid := p_user_id;
  v_contacts uuid[];
  v_emails text[];
  v_orders uuid[];
begin
  if v_user is null and p_contact_id is not null then
    select c.user_id into v_user from public.contacts c where c.id = p_contact_id;
  end if;
  select coalesce(array_agg(c.id order by c.created_at), '{}') into v_contacts
  from public.contacts c
  where c.id = p_contact_id or (v_user is not null and c.user_id = v_user);
  select coalesce(array_agg(distinct x.email), '{}') into v_emails
  from (
    select lower(c.email::text) as email from public.contacts c where c.id = any (v_contacts)
    union
    select lower(u.email) from auth.users u where u.id = v_user and coalesce(u.email, '') <> ''
  ) x;
  select coalesce(array_agg(o.id order by o.created_at), '{}') into v_orders
  from public.orders o
  where (v_user is not null and o.user_id = v_user) or o.contact_id = any (v_contacts);
  return query select v_user, v_contacts, v_emails, v_orders;
end;
$$;

revoke execute on function public.personal_data_scope(uuid, uuid) from public, anon, authenticated;

-- A row as the export shows it: without secrets (token hashes, client address hashes) or search helpers.
create function public.personal_data_row(p_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from jsonb_each(p_row) e
  where e.key !~ '(token|hash|secret|password|search_text|idempotency_key)'
$$;

revoke execute on function public.personal_data_row(jsonb) from public, anon, authenticated;

-- Rows of the tables this migration does not know (a later migration's invoices, credit notes, withdrawal
-- requests...) that point at one of p_ids through a one-column foreign key to p_target, by table name.
create function public.personal_data_related(p_target regclass, p_ids uuid[])
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_known text[] := array[
    'orders', 'order_items', 'reservations', 'order_events', 'payment_events', 'payment_sessions', 'stock_holds',
    'payment_refunds', 'order_receipt_tokens', 'email_outbox', 'order_lookup_failures', 'carts', 'cart_items',
    'contacts', 'contact_notes', 'contact_messages', 'contact_imports', 'community_signups', 'user_roles',
    'personal_data_erasures', 'marketing_unsubscribe_tokens', 'products'
  ];
  v_fk record;
  v_rows jsonb;
  v_result jsonb := '{}'::jsonb;
begin
  if coalesce(cardinality(p_ids), 0) = 0 then
    return v_result;
  end if;
  for v_fk in
    select c.relname as table_name, a.attname as column_name
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = p_target and cardinality(k.conkey) = 1
      and n.nspname = 'public' and c.relkind = 'r' and not (c.relname = any (v_known))
    order by c.relname, a.attname
  loop
    execute format(
      'select coalesce(jsonb_agg(public.personal_data_row(to_jsonb(t))), ''[]''::jsonb) from public.%I t where t.%I = any ($1)',
      v_fk.table_name, v_fk.column_name
    ) into v_rows using p_ids;
    if jsonb_array_length(v_rows) > 0 then
      v_result := v_result || jsonb_build_object(
        v_fk.table_name, coalesce(v_result -> v_fk.table_name, '[]'::jsonb) || v_rows
      );
    end if;
  end loop;
  return v_result;
end;
$$;

revoke execute on function public.personal_data_related(regclass, uuid[]) from public, anon, authenticated;

-- True when the account has a verified second factor: its sessions must be at aal2 to export or delete.
create function public.account_needs_aal2(p_user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status::text = 'verified'
  )
$$;

revoke execute on function public.account_needs_aal2(uuid) from public, anon, authenticated;

-- Every occurrence of the terms (case-insensitive, as literal text) replaced by [erased].
create function public.erasure_mask(p_text text, p_terms text[])
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := p_text;
  v_term text;
begin
  if v_text is null or p_terms is null then
    return v_text;
  end if;
  foreach v_term in array p_terms loop
    if length(v_term) >= 3 then
      v_text := regexp_replace(v_text, regexp_replace(v_term, '([^[:alnum:][:space:]])', '\\\1', 'g'), '[erased]', 'gi');
    end if;
  end loop;
  return v_text;
end;
$$;

revoke execute on function public.erasure_mask(text, text[]) from public, anon, authenticated;

-- The same inside JSON: each term is matched as JSON writes it inside a string.
create function public.erasure_mask_jsonb(p_value jsonb, p_terms text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p_value is null then null else public.erasure_mask(
    p_value::text,
    array(select substr(to_jsonb(t)::text, 2, length(to_jsonb(t)::text) - 2) from unnest(p_terms) t)
  )::jsonb end
$$;

revoke execute on function public.erasure_mask_jsonb(jsonb, text[]) from public, anon, authenticated;

-- An 'updated' event of the order trail keeps which fields changed, not the person's old or new values.
create function public.erasure_strip_changes(p_data jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_data -> 'changes') = 'object' then
    jsonb_set(p_data, '{changes}', (
      select coalesce(jsonb_object_agg(
        e.key,
        case when e.key in (
          'email', 'phone', 'name', 'user_id', 'contact_id', 'shipping_address_line1', 'shipping_address_line2',
          'shipping_city', 'shipping_postal_code', 'shipping_region'
        ) then '{"erased": true}'::jsonb else e.value end
      ), '{}'::jsonb)
      from jsonb_each(p_data -> 'changes') e
    ))
  else p_data end
$$;

revoke execute on function public.erasure_strip_changes(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Unsubscribe links in marketing mail
-- ---------------------------------------------------------------------------------------------------------

-- A new link for an address: the token in clear once, its sha256 kept.
create function public.issue_unsubscribe_link(p_email text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_token text := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
begin
  insert into public.marketing_unsubscribe_tokens (token_hash, email)
  values (extensions.digest(v_token, 'sha256'), p_email);
  return public.site_url() || '/unsubscribe?token=' || v_token;
end;
$$;

revoke execute on function public.issue_unsubscribe_link(text) from public, anon, authenticated;

-- What every marketing mail ends with: its own unsubscribe link, in the mail's language. A mail tied to the
-- marketing consent appends this to its body.
create function public.marketing_mail_footer(p_email text, p_locale text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_link text := public.issue_unsubscribe_link(p_email);
begin
  if p_locale = 'fr' then
    return E'\n\n--\nNe plus recevoir nos lettres : ouvrez ce lien et confirmez d''un clic.\n' || v_link;
  end if;
  return E'\n\n--\nStop receiving our letters: open this link and confirm with one click.\n' || v_link;
end;
$$;

revoke execute on function public.marketing_mail_footer(text, text) from public, anon, authenticated;

-- The community confirmation mail (20261123000410) with the footer: whoever does not want our letters cancels
-- the pending sign-up from here.
create or replace function public.queue_community_mail(p_signup_id uuid, p_token text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  s public.community_signups;
  fr boolean;
  v_link text;
  v_subject text;
  v_body text;
begin
  select * into s from public.community_signups where id = p_signup_id;
  if not found then
    return;
  end if;
  fr := s.locale = 'fr';
  v_link := public.site_url() || '/community/confirm?token=' || p_token;
  if fr then
    v_subject := 'Confirmez votre inscription à la communauté Maison Immortela';
    v_body := 'Bonjour ' || s.first_name || E',\n\n'
      || E'Quelqu''un, vous sans doute, a demandé à rejoindre la communauté Maison Immortela avec cette adresse et ces informations :\n'
      || 'Nom : ' || s.first_name || ' ' || s.last_name || E'\n'
      || 'Pays : ' || s.country || E'\n'
      || 'Téléphone : ' || s.phone || E'\n\n'
      || E'Pour confirmer et recevoir nos lettres, ouvrez ce lien dans les 3 jours :\n'
      || v_link || E'\n\n'
      || E'Si ce n''était pas vous, ignorez ce message : rien n''est enregistré tant que le lien n''est pas ouvert.\n\n'
      || 'Maison Immortela';
  else
    v_subject := 'Confirm your place in the Maison Immortela community';
    v_body := 'Hello ' || s.first_name || E',\n\n'
      || E'Someone, we hope you, asked to join the Maison Immortela community with this address and these details:\n'
      || 'Name: ' || s.first_name || ' ' || s.last_name || E'\n'
      || 'Country: ' || s.country || E'\n'
      || 'Telephone: ' || s.phone || E'\n\n'
      || E'To confirm and receive our letters, open this link within 3 days:\n'
      || v_link || E'\n\n'
      || E'If it was not you, ignore this message: nothing is recorded until the link is opened.\n\n'
      || 'Maison Immortela';
  end if;
  v_body := v_body || public.marketing_mail_footer(s.email::text, case when fr then 'fr' else 'en' end);
  insert into public.email_outbox (to_email, subject, body_text, locale, kind)
  values (s.email::text, v_subject, v_body, case when fr then 'fr' else 'en' end, 'community_confirmation');
end;
$$;

revoke execute on function public.queue_community_mail(uuid, text) from public, anon, authenticated;

-- The /unsubscribe page's button. Opening the link changes nothing (mail scanners open links); pressing the
-- page's one button calls this: the address's marketing consent is withdrawn (the consent history says
-- "Consent withdrawn (unsubscribe link)") and its pending community sign-ups lapse. Once per token.
create function public.unsubscribe(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.marketing_unsubscribe_tokens;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('status', 'unknown');
  end if;
  select * into v_row
  from public.marketing_unsubscribe_tokens t
  where t.token_hash = extensions.digest(p_token, 'sha256')
  for update;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  if v_row.used_at is not null then
    return jsonb_build_object('status', 'used');
  end if;
  update public.marketing_unsubscribe_tokens set used_at = pg_catalog.now() where id = v_row.id;

  perform pg_catalog.set_config('app.consent_change_reason', 'unsubscribe link', true);
  update public.contacts c
  set consent = false, consent_at = null
  where c.email operator(extensions.=) v_row.email and c.consent;
  perform pg_catalog.set_config('app.consent_change_reason', '', true);

  update public.community_signups s
  set expires_at = pg_catalog.now()
  where s.email operator(extensions.=) v_row.email and s.confirmed_at is null and s.expires_at > pg_catalog.now();

  return jsonb_build_object('status', 'unsubscribed');
end;
$$;

comment on function public.unsubscribe(text) is
  'The /unsubscribe page''s button: withdraws the marketing consent of the address the token was mailed to, once; {status: unsubscribed | used | unknown}.';

revoke execute on function public.unsubscribe(text) from public;
grant execute on function public.unsubscribe(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- export_my_data: everything the shop holds about the caller, as one JSON document
-- ---------------------------------------------------------------------------------------------------------
create function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  s record;
  v_account jsonb;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'sign_in_required';
  end if;
  if public.account_needs_aal2(v_uid) and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception using errcode = '42501', message = 'two_factor_required';
  end if;
  select * into s from public.personal_data_scope(v_uid, null);

  select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'phone', nullif(u.phone, ''),
    'created_at', u.created_at,
    'updated_at', u.updated_at,
    'email_confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at,
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'roles', coalesce((select jsonb_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id), '[]'::jsonb),
    'two_factor', coalesce((
      select jsonb_agg(jsonb_build_object(
        'type', f.factor_type, 'friendly_name', f.friendly_name, 'status', f.status, 'created_at', f.created_at
      ) order by f.created_at)
      from auth.mfa_factors f where f.user_id = u.id
    ), '[]'::jsonb),
    'sessions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'created_at', x.created_at, 'updated_at', x.updated_at, 'aal', x.aal, 'user_agent', x.user_agent, 'ip', x.ip
      ) order by x.created_at)
      from auth.sessions x where x.user_id = u.id
    ), '[]'::jsonb)
  ) into v_account
  from auth.users u
  where u.id = v_uid;

  return jsonb_build_object(
    'format', 'maison-immortela/personal-data',
    'version', 1,
    'exported_at', pg_catalog.now(),
    'account', v_account,
    'contacts', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(c)) order by c.created_at)
      from public.contacts c where c.id = any (s.contact_ids)
    ), '[]'::jsonb),
    'consent_history', coalesce((
      select jsonb_agg(jsonb_build_object('contact_id', n.contact_id, 'event', n.body, 'at', n.created_at)
                       order by n.created_at)
      from public.contact_notes n where n.contact_id = any (s.contact_ids) and n.kind = 'consent'
    ), '[]'::jsonb),
    -- What the shop's staff wrote about the person (GDPR art. 15 covers it); the author stays the shop.
    'notes', coalesce((
      select jsonb_agg(jsonb_build_object('contact_id', n.contact_id, 'kind', n.kind, 'text', n.body, 'at', n.created_at)
                       order by n.created_at)
      from public.contact_notes n where n.contact_id = any (s.contact_ids) and n.kind <> 'consent'
    ), '[]'::jsonb),
    'carts', coalesce((
      select jsonb_agg(to_jsonb(c) || jsonb_build_object('items', coalesce((
        select jsonb_agg(to_jsonb(i) order by i.position, i.id) from public.cart_items i where i.cart_id = c.id
      ), '[]'::jsonb)) order by c.created_at)
      from public.carts c where c.user_id = v_uid
    ), '[]'::jsonb),
    'orders', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(o)) || jsonb_build_object(
        'items', coalesce((
          select jsonb_agg(to_jsonb(i) order by i.created_at, i.id) from public.order_items i where i.order_id = o.id
        ), '[]'::jsonb),
        'reservations', coalesce((
          select jsonb_agg(to_jsonb(r) order by r.created_at, r.id) from public.reservations r where r.order_id = o.id
        ), '[]'::jsonb),
        'history', coalesce((
          select jsonb_agg(jsonb_build_object(
            'type', e.type, 'from_status', e.from_status, 'to_status', e.to_status, 'note', e.note,
            'data', e.data, 'at', e.created_at
          ) order by e.created_at, e.id)
          from public.order_events e where e.order_id = o.id
        ), '[]'::jsonb),
        'payment_pages', coalesce((
          select jsonb_agg(jsonb_build_object(
            'purpose', p.purpose, 'provider', p.provider, 'amount', p.amount, 'currency', p.currency,
            'status', p.status, 'created_at', p.created_at, 'closed_at', p.closed_at
          ) order by p.created_at)
          from public.payment_sessions p where p.order_id = o.id
        ), '[]'::jsonb),
        'refunds', coalesce((
          select jsonb_agg(jsonb_build_object(
            'amount', f.amount, 'currency', f.currency, 'reason', f.reason, 'status', f.status,
            'created_at', f.created_at, 'completed_at', f.completed_at
          ) order by f.created_at)
          from public.payment_refunds f where f.order_id = o.id
        ), '[]'::jsonb)
      ) order by o.created_at)
      from public.orders o where o.id = any (s.order_ids)
    ), '[]'::jsonb),
    -- Records later migrations tie to these orders, this account or this contact (invoices, withdrawal
    -- requests...), by table.
    'order_records', public.personal_data_related('public.orders'::regclass, s.order_ids),
    'account_records', public.personal_data_related('auth.users'::regclass, array[v_uid]),
    'contact_records', public.personal_data_related('public.contacts'::regclass, s.contact_ids),
    'community_signups', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(g)) order by g.created_at)
      from public.community_signups g
      where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails)
    ), '[]'::jsonb),
    'contact_messages', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(m)) order by m.created_at)
      from public.contact_messages m
      where m.contact_id = any (s.contact_ids) or lower(m.email::text) = any (s.emails)
    ), '[]'::jsonb),
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object(
        'to', m.to_email, 'kind', m.kind, 'subject', m.subject, 'text', m.body_text, 'created_at', m.created_at,
        'sent_at', m.sent_at
      ) order by m.created_at)
      from public.email_outbox m where lower(m.to_email) = any (s.emails)
    ), '[]'::jsonb)
  );
end;
$$;

comment on function public.export_my_data() is
  'GDPR art. 15/20: the signed-in member''s account, contact, notes, consent history, carts, orders, sign-ups, messages and mail, as JSON.';

revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- erase_person: the one erasure, for the member's deletion and the admin's CRM action
-- ---------------------------------------------------------------------------------------------------------
create function public.erase_person(p_contact_id uuid default null, p_user_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_server boolean := coalesce(auth.jwt() ->> 'role', '') = 'service_role';
  s record;
  v_open text[];
  v_terms text[];
  v_mail_to text;
  v_locale text;
  v_numbers text[];
  v_counts jsonb := '{}'::jsonb;
  v_count integer;
  v_erasure uuid;
  v_subject text;
  v_body text;
begin
  -- The member's own deletion comes from the delete-account function (service role), after their password;
  -- a member calling this directly is refused. Admins erase contacts from the CRM, past two-factor.
  if not v_server then
    perform public.crm_require_admin(true);
    if p_user_id is not null then
      raise exception using errcode = '22023', message = 'invalid_request',
        detail = 'An admin erases a contact (p_contact_id); accounts delete themselves.';
    end if;
  end if;
  if (p_contact_id is null) = (p_user_id is null) then
    raise exception using errcode = '22023', message = 'invalid_request',
      detail = 'Name either a contact or an account.';
  end if;

  select * into s from public.personal_data_scope(p_user_id, p_contact_id);
  if s.user_id is null and cardinality(s.contact_ids) = 0 then
    raise exception using errcode = 'P0002', message = 'person_not_found';
  end if;
  if p_user_id is not null and not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception using errcode = 'P0002', message = 'person_not_found';
  end if;
  if not v_server and s.user_id is not null
     and exists (select 1 from public.user_roles r where r.user_id = s.user_id and r.role = 'admin') then
    raise exception using errcode = '42501', message = 'cannot_erase_admin';
  end if;

  -- A contract still being carried out (paid, not yet delivered) needs the person's details: not now.
  perform 1 from public.orders o where o.id = any (s.order_ids) for update;
  select array_agg(o.number order by o.created_at) into v_open
  from public.orders o
  where o.id = any (s.order_ids) and o.status in ('paid', 'deposit_paid', 'fulfilled', 'shipped');
  if v_open is not null then
    raise exception using errcode = '55000', message = 'orders_in_progress',
      detail = array_to_string(v_open, ', '),
      hint = 'Orders paid and not yet delivered, cancelled or refunded keep the details they need.';
  end if;

  -- Where the confirmation goes, and in which language: the account's address, else the contact's.
  select u.email, case when u.raw_user_meta_data ->> 'locale' in ('en', 'fr') then u.raw_user_meta_data ->> 'locale' end
  into v_mail_to, v_locale
  from auth.users u where u.id = s.user_id;
  select coalesce(v_mail_to, c.email::text), coalesce(c.locale, v_locale)
  into v_mail_to, v_locale
  from public.contacts c where c.id = any (s.contact_ids)
  order by c.created_at limit 1;
  if v_locale is null then
    select o.locale into v_locale from public.orders o where o.id = any (s.order_ids) order by o.created_at desc limit 1;
  end if;

  -- What to mask where the kept history mentions the person: addresses, telephones, full names.
  select coalesce(array_agg(distinct t), '{}') into v_terms
  from (
    select unnest(s.emails) as t
    union select c.phone from public.contacts c where c.id = any (s.contact_ids)
    union select c.full_name from public.contacts c where c.id = any (s.contact_ids)
    union select nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), '') from public.contacts c where c.id = any (s.contact_ids)
    union select o.phone from public.orders o where o.id = any (s.order_ids)
    union select o.email::text from public.orders o where o.id = any (s.order_ids)
    union select g.phone from public.community_signups g
          where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails)
    union select g.first_name || ' ' || g.last_name from public.community_signups g
          where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails)
    union select m.name from public.contact_messages m
          where m.contact_id = any (s.contact_ids) or lower(m.email::text) = any (s.emails)
    union select u.raw_user_meta_data ->> 'full_name' from auth.users u where u.id = s.user_id
  ) x
  where t is not null and length(btrim(t)) >= 5 and t !~* '@erased\.invalid$';

  perform pg_catalog.set_config('app.erasing', 'on', true);

  -- Orders: a checkout never paid is cancelled (its units and page released); every order is kept, unlinked.
  update public.orders set status = 'cancelled'
  where id = any (s.order_ids) and status = 'pending_payment';
  select array_agg(o.number order by o.created_at) into v_numbers from public.orders o where o.id = any (s.order_ids);
  -- The e-mail column must hold an address: a random one per order, so that the guest lookup (number and
  -- e-mail) can never open an erased order with a placeholder anyone could type.
  update public.orders
  set user_id = null, contact_id = null, phone = null,
      email = 'erased-' || pg_catalog.encode(extensions.gen_random_bytes(12), 'hex') || '@erased.invalid'
  where id = any (s.order_ids);
  update public.reservations set user_id = null
  where order_id = any (s.order_ids) or (s.user_id is not null and user_id = s.user_id);
  insert into public.order_events (order_id, actor_id, type, note)
  select o, auth.uid(), 'note',
         'Personal data erased (GDPR art. 17): the order is kept as an accounting record, without the customer''s account, e-mail or telephone.'
  from unnest(s.order_ids) o;

  -- The kept history: the person's details masked, old values of edited fields dropped.
  update public.order_events e
  set data = public.erasure_mask_jsonb(public.erasure_strip_changes(e.data), v_terms),
      note = public.erasure_mask(e.note, v_terms)
  where e.order_id = any (s.order_ids)
    and (e.data, e.note) is distinct from
        (public.erasure_mask_jsonb(public.erasure_strip_changes(e.data), v_terms), public.erasure_mask(e.note, v_terms));
  update public.payment_events p
  set payload = public.erasure_mask_jsonb(p.payload, v_terms)
  where p.order_id = any (s.order_ids) and p.payload is distinct from public.erasure_mask_jsonb(p.payload, v_terms);
  update public.payment_sessions p
  set url = public.erasure_mask(p.url, v_terms)
  where p.order_id = any (s.order_ids) and p.url is distinct from public.erasure_mask(p.url, v_terms);
  update public.payment_refunds p
  set error = public.erasure_mask(p.error, v_terms)
  where p.order_id = any (s.order_ids) and p.error is distinct from public.erasure_mask(p.error, v_terms);

  delete from public.order_receipt_tokens where order_id = any (s.order_ids);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('order_receipt_tokens', v_count);
  delete from public.order_lookup_failures where order_number = any (coalesce(v_numbers, '{}'));
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('order_lookup_failures', v_count);

  -- Everything else of the person.
  delete from public.email_outbox where lower(to_email) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('email_outbox', v_count);
  delete from public.contact_messages m
  where m.contact_id = any (s.contact_ids) or lower(m.email::text) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('contact_messages', v_count);
  delete from public.community_signups g
  where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('community_signups', v_count);
  delete from public.marketing_unsubscribe_tokens t where lower(t.email::text) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('marketing_unsubscribe_tokens', v_count);
  -- An import's undo data keeps the contacts' earlier values: the person's entries go.
  update public.contact_imports i
  set previous_values = coalesce((
    select jsonb_agg(p) from jsonb_array_elements(i.previous_values) p
    where not ((p ->> 'id')::uuid = any (s.contact_ids))
  ), '[]'::jsonb)
  where exists (
    select 1 from jsonb_array_elements(i.previous_values) p where (p ->> 'id')::uuid = any (s.contact_ids)
  );
  select count(*) into v_count from public.contact_notes n where n.contact_id = any (s.contact_ids);
  v_counts := v_counts || jsonb_build_object('contact_notes', v_count);
  delete from public.contacts c where c.id = any (s.contact_ids);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('contacts', v_count);
  if s.user_id is not null then
    delete from public.carts c where c.user_id = s.user_id;
    get diagnostics v_count = row_count;
    v_counts := v_counts || jsonb_build_object('carts', v_count);
  end if;

  insert into public.personal_data_erasures (requested_by, admin_id, had_account, orders_kept, counts)
  values (
    case when v_server then 'member' else 'admin' end,
    case when v_server then null else auth.uid() end,
    s.user_id is not null,
    cardinality(s.order_ids),
    v_counts
  )
  returning id into v_erasure;

  -- The confirmation, to the address before it is erased (the outbox row is deleted once sent).
  if v_mail_to is not null then
    if v_locale = 'fr' then
      v_subject := 'Vos données personnelles chez Maison Immortela ont été effacées';
      v_body := E'Bonjour,\n\n'
        || case when s.user_id is not null then E'Votre compte Maison Immortela a été supprimé et vos données personnelles effacées : profil, panier, historique de consentement, inscriptions et messages.\n\n'
                else E'Vos données personnelles ont été effacées de nos fichiers : profil, historique de consentement, inscriptions et messages.\n\n' end
        || case when v_numbers is not null then
             'Comme la loi nous y oblige (article L123-22 du code de commerce), nous conservons 10 ans vos commandes ('
             || array_to_string(v_numbers, ', ')
             || E') et leurs factures : numéro, dates, montants, articles, nom et adresse de facturation, sans lien avec un compte.\n\n'
           else '' end
        || E'Cet e-mail est le dernier que nous vous envoyons ; votre adresse n''est plus dans nos fichiers.\n\nMaison Immortela';
    else
      v_subject := 'Your personal data at Maison Immortela has been erased';
      v_body := E'Hello,\n\n'
        || case when s.user_id is not null then E'Your Maison Immortela account has been deleted and your personal data erased: profile, cart, consent history, sign-ups and messages.\n\n'
                else E'Your personal data has been erased from our records: profile, consent history, sign-ups and messages.\n\n' end
        || case when v_numbers is not null then
             'As French law requires (commercial code, article L123-22), we keep your orders ('
             || array_to_string(v_numbers, ', ')
             || E') and their invoices for 10 years: number, dates, amounts, items, billing name and address, linked to no account.\n\n'
           else '' end
        || E'This is the last e-mail we send you; your address is no longer in our records.\n\nMaison Immortela';
    end if;
    insert into public.email_outbox (to_email, subject, body_text, locale, kind)
    values (v_mail_to, v_subject, v_body, case when v_locale = 'fr' then 'fr' else 'en' end, 'account_erased');
  end if;

  perform pg_catalog.set_config('app.erasing', '', true);

  return jsonb_build_object(
    'erasure_id', v_erasure,
    'user_id', s.user_id,
    'orders_kept', cardinality(s.order_ids),
    'mailed', v_mail_to is not null
  );
end;
$$;

comment on function public.erase_person(uuid, uuid) is
  'GDPR art. 17: erases a person (contact for admins at aal2; account for the service role after re-authentication); keeps orders as accounting records, unlinked.';

revoke execute on function public.erase_person(uuid, uuid) from public, anon;
grant execute on function public.erase_person(uuid, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The account_erased mail leaves the outbox once sent: the address it went to is erased everywhere else
-- ---------------------------------------------------------------------------------------------------------
create function public.email_outbox_forget_erasure_mail()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.email_outbox where id = new.id;
  return null;
end;
$$;

revoke execute on function public.email_outbox_forget_erasure_mail() from public, anon, authenticated;

create trigger email_outbox_forget_erasure_mail
  after update of sent_at on public.email_outbox
  for each row
  when (new.kind = 'account_erased' and new.sent_at is not null)
  execute function public.email_outbox_forget_erasure_mail();
