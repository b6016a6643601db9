-- CRM functions for the admin pages (/crm/*): the overview figures, the contacts search page, bulk tagging,
-- the CSV import in batches and the undo of the last import.
--
-- All but one are SECURITY INVOKER: the admin-only RLS policies of 20261121000004_crm.sql and
-- 20261121000005_orders.sql are the guard, and each function also checks public.is_admin() first so that a
-- member gets a clear 42501 instead of empty figures. Errors the pages translate: SQLSTATE 22023 with the
-- message invalid_<what>, and P0002 no_import_to_undo.
--
-- SECURITY DEFINER allow-list addition (see 20261121000001_core.sql and tests/integration/db-lint.test.ts):
--   authenticated may execute:
--     public.crm_search_contacts(text, text, text, boolean, text, boolean, text, boolean, integer, integer)
--       read-only; raises 42501 unless public.is_admin(). DEFINER because under RLS Postgres may not use the
--       trigram index for LIKE (the operator is not leakproof, so it cannot run before the policy's check):
--       every search would read all 100,000 contacts.

-- Sorting the contacts list by name stays an index scan at 100,000 contacts.
create index contacts_full_name_idx on public.contacts (full_name, id);

-- Raises 42501 admins_only unless the caller is an admin; for a write, also 42501 two_factor_required when the
-- admin-writes-need-aal2 rule (public.admin_write_allowed(), 20261121000031_admin_aal2.sql) refuses the session.
-- Without this, RLS would turn a refused UPDATE or DELETE into "0 rows changed", which reads like success.
create function public.crm_require_admin(p_write boolean default false)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_allowed boolean;
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception using errcode = '42501', message = 'admins_only';
  end if;
  if p_write and to_regprocedure('public.admin_write_allowed()') is not null then
    execute 'select public.admin_write_allowed()' into v_allowed;
    if not coalesce(v_allowed, false) then
      raise exception using errcode = '42501', message = 'two_factor_required';
    end if;
  end if;
end;
$$;

-- One page of contacts matching the filters, and how many match in all. The search term is lower-cased and
-- unaccented like contacts.search_text, so 'elise' finds 'Élise' and the trigram index serves the LIKE.
create function public.crm_search_contacts(
  p_search text default null,
  p_source text default null,
  p_country text default null,
  p_consent boolean default null,
  p_tag text default null,
  p_has_ordered boolean default null,
  p_sort text default 'created_at',
  p_descending boolean default true,
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_where text := 'true';
  v_order text;
  v_total bigint;
  v_rows jsonb;
begin
  perform public.crm_require_admin();
  if p_limit is null or p_limit not between 1 and 1000 then
    raise exception using errcode = '22023', message = 'invalid_limit';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'invalid_offset';
  end if;
  v_order := case p_sort
    when 'created_at' then 'c.created_at'
    when 'name' then 'c.full_name'
    when 'email' then 'c.email'
    when 'country' then 'c.country'
  end;
  if v_order is null then
    raise exception using errcode = '22023', message = 'invalid_sort';
  end if;
  v_order := v_order || case when p_descending then ' desc' else ' asc' end
    || ', c.id' || case when p_descending then ' desc' else ' asc' end;

  if v_term is not null then
    v_term := '%' || replace(replace(replace(
      public.unaccent_immutable(lower(v_term)), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_where := v_where || ' and c.search_text like $1';
  end if;
  if p_source is not null then
    v_where := v_where || ' and c.source = $2';
  end if;
  if p_country is not null then
    v_where := v_where || ' and c.country = upper($3)';
  end if;
  if p_consent is not null then
    v_where := v_where || ' and c.consent = $4';
  end if;
  if p_tag is not null then
    v_where := v_where || ' and c.tags @> array[$5]';
  end if;
  if p_has_ordered is not null then
    v_where := v_where || case when p_has_ordered then ' and ' else ' and not ' end
      || 'exists (select 1 from public.orders o where o.contact_id = c.id)';
  end if;

  -- A search sorted by name reads its matches once (materialized), then counts them and sorts the page from
  -- that: finding a broad term's matches through the trigram index is the costly part, and a count plus a
  -- separate page sorted by name did it twice or walked the name index through most contacts (measured up to
  -- 250 ms at 100,000 contacts, 50-75 ms this way). The other sorts have an index the page can follow.
  if v_term is not null and p_sort = 'name' then
    execute format(
      $q$with m as materialized (
           select c.id, c.email, c.full_name, c.first_name, c.last_name, c.phone, c.country, c.locale, c.source,
                  c.consent, c.consent_at, c.tags, c.created_at
           from public.contacts c
           where %s
         )
         select (select count(*) from m),
                (select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) from (
                   select c.id, c.email::text as email, c.full_name, c.first_name, c.last_name, c.phone, c.country,
                          c.locale, c.source, c.consent, c.consent_at, c.tags, c.created_at,
                          (select count(*) from public.orders o where o.contact_id = c.id) as order_count
                   from m c
                   order by %s
                   limit $6 offset $7
                 ) r)$q$,
      v_where, v_order)
      into v_total, v_rows
      using v_term, p_source, p_country, p_consent, p_tag, p_limit, p_offset;
    return jsonb_build_object('total', v_total, 'capped', false, 'rows', v_rows);
  end if;

  -- Otherwise the page comes from the created_at (or sort) index, and a search's matches are counted up to
  -- 10,000 ("more than 10,000" is all a person needs to narrow it down; the count stops early).
  if v_term is not null then
    execute 'select count(*) from (select 1 from public.contacts c where ' || v_where || ' limit 10001) x'
      into v_total
      using v_term, p_source, p_country, p_consent, p_tag;
  else
    execute 'select count(*) from public.contacts c where ' || v_where
      into v_total
      using v_term, p_source, p_country, p_consent, p_tag;
  end if;

  execute format(
    $q$select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) from (
         select c.id, c.email::text as email, c.full_name, c.first_name, c.last_name, c.phone, c.country,
                c.locale, c.source, c.consent, c.consent_at, c.tags, c.created_at,
                (select count(*) from public.orders o where o.contact_id = c.id) as order_count
         from public.contacts c
         where %s
         order by %s
         limit $6 offset $7
       ) r$q$,
    v_where, v_order)
    into v_rows
    using v_term, p_source, p_country, p_consent, p_tag, p_limit, p_offset;

  return jsonb_build_object(
    'total', case when v_term is not null then least(v_total, 10000) else v_total end,
    'capped', v_term is not null and v_total > 10000,
    'rows', v_rows
  );
end;
$$;

comment on function public.crm_search_contacts is
  'A page of CRM contacts (search over name, email and phone ignoring case and accents; filters; sort) with the total (capped at 10,000 for a search).';

-- Adds a tag to (or removes it from) the chosen contacts; returns how many contacts changed.
create function public.crm_tag_contacts(p_ids uuid[], p_tag text, p_remove boolean default false)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_tag text := btrim(coalesce(p_tag, ''));
  v_count integer;
begin
  perform public.crm_require_admin(true);
  if length(v_tag) not between 1 and 50 or v_tag ~ '[,;]' then
    raise exception using errcode = '22023', message = 'invalid_tag';
  end if;
  if coalesce(cardinality(p_ids), 0) not between 1 and 10000 then
    raise exception using errcode = '22023', message = 'invalid_selection';
  end if;
  if p_remove then
    update public.contacts set tags = array_remove(tags, v_tag)
    where id = any (p_ids) and tags @> array[v_tag];
  else
    update public.contacts set tags = tags || v_tag
    where id = any (p_ids) and not tags @> array[v_tag];
  end if;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- An import starts with its log row: the file's name, its number of data rows, and the errors found while
-- validating the file in the browser (those rows are never sent). A file full of errors may send only the
-- first ones (a request body is at most 1 MB) with p_error_rows saying how many rows had errors in all.
-- Returns the import's id.
create function public.crm_start_import(
  p_filename text,
  p_total_rows integer,
  p_row_errors jsonb default '[]',
  p_error_rows integer default null
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
  v_errors jsonb := coalesce(p_row_errors, '[]'::jsonb);
  v_listed integer;
begin
  perform public.crm_require_admin(true);
  if p_total_rows is null or p_total_rows not between 0 and 100000 then
    raise exception using errcode = '22023', message = 'invalid_total_rows';
  end if;
  if jsonb_typeof(v_errors) <> 'array' then
    raise exception using errcode = '22023', message = 'invalid_row_errors';
  end if;
  v_listed := (select count(distinct e ->> 'row') from jsonb_array_elements(v_errors) e);
  if p_error_rows is not null and p_error_rows not between v_listed and p_total_rows then
    raise exception using errcode = '22023', message = 'invalid_error_rows';
  end if;
  insert into public.contact_imports (filename, total_rows, error_count, row_errors)
  values (left(nullif(btrim(p_filename), ''), 255), p_total_rows, coalesce(p_error_rows, v_listed), v_errors)
  returning id into v_id;
  return v_id;
end;
$$;

-- One batch of an import (the API takes bodies up to 1 MB, so the page sends the file in batches). Each row:
-- { row, email, first_name, last_name, full_name, phone, country, locale, consent, tags[] }. Rows are checked
-- again here; a new address inserts a contact (source 'import'); a known address (whatever its case) updates
-- that contact with the file's non-empty values and merges the tags, keeping what the file leaves empty; a row
-- that changes nothing is skipped. A second row with the same address in the batch is an error, never a second
-- contact. Returns the batch's counts and errors, and adds them to the import's log row.
create function public.crm_import_contacts(p_import_id uuid, p_rows jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_import public.contact_imports;
  v_inserted integer;
  v_updated integer;
  v_skipped integer;
  v_errors jsonb;
  v_previous jsonb;
begin
  perform public.crm_require_admin(true);
  select * into v_import from public.contact_imports where id = p_import_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'invalid_import';
  end if;
  if v_import.undone_at is not null then
    raise exception using errcode = '22023', message = 'import_undone';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) > 5000 then
    raise exception using errcode = '22023', message = 'invalid_rows';
  end if;

  with src as (
    select
      coalesce((e.value ->> 'row')::integer, e.ord::integer) as row_no,
      nullif(btrim(e.value ->> 'email'), '') as email,
      nullif(btrim(e.value ->> 'first_name'), '') as first_name,
      nullif(btrim(e.value ->> 'last_name'), '') as last_name,
      nullif(btrim(e.value ->> 'full_name'), '') as full_name,
      nullif(btrim(e.value ->> 'phone'), '') as phone,
      upper(nullif(btrim(e.value ->> 'country'), '')) as country,
      lower(nullif(btrim(e.value ->> 'locale'), '')) as locale,
      e.value -> 'consent' as consent_raw,
      case when jsonb_typeof(e.value -> 'tags') = 'array' then
        array(select distinct btrim(t) from jsonb_array_elements_text(e.value -> 'tags') t
              where btrim(t) <> '' and length(btrim(t)) <= 50 order by 1)
      else '{}'::text[] end as tags
    from jsonb_array_elements(p_rows) with ordinality as e(value, ord)
  ),
  checked as (
    select s.*,
      case jsonb_typeof(s.consent_raw) when 'boolean' then (s.consent_raw)::boolean end as consent,
      case
        when s.email is null then 'email'
        when length(s.email) > 254 or s.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then 'email'
        when row_number() over (partition by lower(s.email) order by s.row_no) > 1 then 'email'
        when s.country is not null and s.country !~ '^[A-Z]{2}$' then 'country'
        when s.locale is not null and s.locale not in ('en', 'fr') then 'locale'
        when s.consent_raw is not null and jsonb_typeof(s.consent_raw) not in ('boolean', 'null') then 'consent'
        when greatest(length(s.first_name), length(s.last_name), length(s.full_name), length(s.phone)) > 200
          then 'name'
      end as error_field,
      case
        when s.email is null then 'email_missing'
        when length(s.email) > 254 or s.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then 'email_invalid'
        when row_number() over (partition by lower(s.email) order by s.row_no) > 1 then 'duplicate_in_file'
        when s.country is not null and s.country !~ '^[A-Z]{2}$' then 'country_invalid'
        when s.locale is not null and s.locale not in ('en', 'fr') then 'locale_invalid'
        when s.consent_raw is not null and jsonb_typeof(s.consent_raw) not in ('boolean', 'null') then 'consent_invalid'
        when greatest(length(s.first_name), length(s.last_name), length(s.full_name), length(s.phone)) > 200
          then 'too_long'
      end as error_code
    from src s
  ),
  existing as (
    select r.row_no, c.id, c.first_name, c.last_name, c.full_name, c.phone, c.country, c.locale, c.consent,
           c.consent_at, c.tags
    from checked r
    -- citext's own equality (search_path is empty, so a bare = would compare as case-sensitive text).
    join public.contacts c on c.email operator(extensions.=) r.email::extensions.citext
    where r.error_code is null
  ),
  changes as (
    select e.id, e.row_no,
      jsonb_build_object(
        'first_name', e.first_name, 'last_name', e.last_name, 'full_name', e.full_name, 'phone', e.phone,
        'country', e.country, 'locale', e.locale, 'consent', e.consent, 'consent_at', e.consent_at,
        'tags', to_jsonb(e.tags)
      ) as before,
      coalesce(r.first_name, e.first_name) as first_name,
      coalesce(r.last_name, e.last_name) as last_name,
      coalesce(
        r.full_name,
        case when r.first_name is not null or r.last_name is not null then
          nullif(concat_ws(' ', coalesce(r.first_name, e.first_name), coalesce(r.last_name, e.last_name)), '')
        end,
        e.full_name
      ) as full_name,
      coalesce(r.phone, e.phone) as phone,
      coalesce(r.country, e.country) as country,
      coalesce(r.locale, e.locale) as locale,
      coalesce(r.consent, e.consent) as consent,
      array(select distinct t from unnest(e.tags || r.tags) t order by 1) as tags,
      e.tags as old_tags
    from existing e
    join checked r using (row_no)
  ),
  updated as (
    update public.contacts c
    set first_name = ch.first_name, last_name = ch.last_name, full_name = ch.full_name, phone = ch.phone,
        country = ch.country, locale = ch.locale, consent = ch.consent, tags = ch.tags
    from changes ch
    where c.id = ch.id
      and ((c.first_name, c.last_name, c.full_name, c.phone, c.country, c.locale, c.consent)
           is distinct from (ch.first_name, ch.last_name, ch.full_name, ch.phone, ch.country, ch.locale, ch.consent)
           or not (ch.old_tags @> ch.tags))
    returning c.id
  ),
  inserted as (
    insert into public.contacts
      (email, first_name, last_name, full_name, phone, country, locale, consent, tags, source, import_id)
    select r.email, r.first_name, r.last_name, r.full_name, r.phone, r.country, r.locale,
           coalesce(r.consent, false), r.tags, 'import', p_import_id
    from checked r
    where r.error_code is null and not exists (select 1 from existing e where e.row_no = r.row_no)
    order by r.row_no
    on conflict (email) do nothing
    returning id
  )
  select
    (select count(*) from inserted),
    (select count(*) from updated),
    (select count(*) from changes) - (select count(*) from updated),
    (select coalesce(jsonb_agg(jsonb_build_object('row', r.row_no, 'field', r.error_field, 'code', r.error_code)
                               order by r.row_no), '[]'::jsonb)
     from checked r where r.error_code is not null),
    (select coalesce(jsonb_agg(jsonb_build_object('id', ch.id, 'before', ch.before)), '[]'::jsonb)
     from changes ch where ch.id in (select u.id from updated u))
  into v_inserted, v_updated, v_skipped, v_errors, v_previous;

  update public.contact_imports
  set inserted_count = inserted_count + v_inserted,
      updated_count = updated_count + v_updated,
      skipped_count = skipped_count + v_skipped,
      error_count = error_count + jsonb_array_length(v_errors),
      row_errors = row_errors || v_errors,
      previous_values = previous_values || v_previous
  where id = p_import_id;

  return jsonb_build_object(
    'inserted', v_inserted, 'updated', v_updated, 'skipped', v_skipped, 'errors', v_errors
  );
end;
$$;

-- Undoes the newest import not yet undone: deletes the contacts it created (unless one has since gained an
-- account, an order or a note: those are kept, not lost) and puts back what it changed on existing contacts.
create function public.crm_undo_last_import()
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_import public.contact_imports;
  v_deleted integer;
  v_restored integer;
  v_kept integer;
begin
  perform public.crm_require_admin(true);
  select * into v_import from public.contact_imports
  where undone_at is null
  order by created_at desc, id desc
  limit 1
  for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'no_import_to_undo';
  end if;

  with gone as (
    delete from public.contacts c
    where c.import_id = v_import.id
      and c.user_id is null
      and not exists (select 1 from public.orders o where o.contact_id = c.id)
      and not exists (select 1 from public.contact_notes n where n.contact_id = c.id and n.kind = 'note')
    returning c.id
  )
  select count(*) into v_deleted from gone;

  select count(*) into v_kept from public.contacts where import_id = v_import.id;

  with restored as (
    update public.contacts c
    set first_name = b.first_name, last_name = b.last_name, full_name = b.full_name, phone = b.phone,
        country = b.country, locale = b.locale, consent = b.consent, consent_at = b.consent_at,
        tags = coalesce(b.tags, '{}')
    from jsonb_array_elements(v_import.previous_values) p
    cross join lateral jsonb_populate_record(null::public.contacts, p -> 'before') b
    where c.id = (p ->> 'id')::uuid
    returning c.id
  )
  select count(*) into v_restored from restored;

  update public.contact_imports set undone_at = pg_catalog.now() where id = v_import.id;

  return jsonb_build_object(
    'import_id', v_import.id, 'deleted', v_deleted, 'restored', v_restored, 'kept', v_kept
  );
end;
$$;

-- The /crm overview in one round trip. Orders count once placed (any status but pending_payment); revenue is
-- what was paid less what was refunded, per currency, by the order's date (UTC).
create function public.crm_overview()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.now();
  v_month timestamptz := date_trunc('month', v_now at time zone 'UTC') at time zone 'UTC';
  v_prev_month timestamptz := (date_trunc('month', v_now at time zone 'UTC') - interval '1 month') at time zone 'UTC';
  v_first_week timestamptz := (date_trunc('week', v_now at time zone 'UTC') - interval '11 weeks') at time zone 'UTC';
begin
  perform public.crm_require_admin();
  return jsonb_build_object(
    'contacts', (
      select jsonb_build_object(
        'total', count(*),
        'new_last_30_days', count(*) filter (where created_at >= v_now - interval '30 days')
      )
      from public.contacts
    ),
    'months', (
      select coalesce(jsonb_agg(to_jsonb(x) order by x.month, x.currency), '[]'::jsonb)
      from (
        select m.label as month, o.currency, count(o.id) as orders,
               coalesce(sum(o.amount_paid - o.refunded_amount), 0) as revenue
        from (values ('current', v_month, v_now + interval '1 second'), ('previous', v_prev_month, v_month))
          as m(label, starts, ends)
        join public.orders o
          on o.created_at >= m.starts and o.created_at < m.ends and o.status <> 'pending_payment'
        group by m.label, o.currency
      ) x
    ),
    'balance_due', (
      select coalesce(jsonb_agg(jsonb_build_object('currency', currency, 'reservations', n, 'amount', amount)
                                order by currency), '[]'::jsonb)
      from (
        select r.currency, count(*) as n, sum(r.balance_due) as amount
        from public.reservations r
        where r.balance_due > 0 and r.status not in ('pending_payment', 'cancelled', 'refunded')
        group by r.currency
      ) b
    ),
    'top_products', (
      select coalesce(jsonb_agg(to_jsonb(t) order by t.quantity desc, t.product_name), '[]'::jsonb)
      from (
        select i.product_id, min(i.product_name) as product_name, sum(i.quantity) as quantity,
               count(distinct i.order_id) as orders
        from public.order_items i
        join public.orders o on o.id = i.order_id
        where o.status not in ('pending_payment', 'cancelled', 'refunded')
          and o.created_at >= v_now - interval '90 days'
        group by i.product_id
        order by sum(i.quantity) desc, min(i.product_name)
        limit 5
      ) t
    ),
    'latest_messages', (
      select coalesce(jsonb_agg(to_jsonb(m) order by m.created_at desc), '[]'::jsonb)
      from (
        select id, contact_id, name, email::text as email, subject, created_at, handled_at
        from public.contact_messages
        order by created_at desc
        limit 5
      ) m
    ),
    'weekly_revenue', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'week', to_char(w.starts at time zone 'UTC', 'YYYY-MM-DD'), 'currency', cur.currency,
        'revenue', coalesce((
          select sum(o.amount_paid - o.refunded_amount) from public.orders o
          where o.currency = cur.currency and o.status <> 'pending_payment'
            and o.created_at >= w.starts and o.created_at < w.starts + interval '1 week'
        ), 0)
      ) order by w.starts, cur.currency), '[]'::jsonb)
      from generate_series(v_first_week, v_first_week + interval '11 weeks', interval '1 week') as w(starts)
      cross join (values ('usd'), ('eur')) as cur(currency)
    )
  );
end;
$$;

revoke execute on function public.crm_require_admin(boolean) from public, anon;
revoke execute on function public.crm_search_contacts(text, text, text, boolean, text, boolean, text, boolean, integer, integer)
  from public, anon;
revoke execute on function public.crm_tag_contacts(uuid[], text, boolean) from public, anon;
revoke execute on function public.crm_start_import(text, integer, jsonb, integer) from public, anon;
revoke execute on function public.crm_import_contacts(uuid, jsonb) from public, anon;
revoke execute on function public.crm_undo_last_import() from public, anon;
revoke execute on function public.crm_overview() from public, anon;
grant execute on function public.crm_require_admin(boolean) to authenticated;
grant execute on function public.crm_search_contacts(text, text, text, boolean, text, boolean, text, boolean, integer, integer)
  to authenticated;
grant execute on function public.crm_tag_contacts(uuid[], text, boolean) to authenticated;
grant execute on function public.crm_start_import(text, integer, jsonb, integer) to authenticated;
grant execute on function public.crm_import_contacts(uuid, jsonb) to authenticated;
grant execute on function public.crm_undo_last_import() to authenticated;
grant execute on function public.crm_overview() to authenticated;
