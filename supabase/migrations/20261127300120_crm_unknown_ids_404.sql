-- Unknown ids to the CRM functions answer 404 with a message (issue 27 item 8; why PT404 and not P0002:
-- 20261127300100_shipment_unknown_order_404.sql). crm_import_contacts answered an unknown import 400
-- invalid_import, crm_tag_contacts counted unknown contacts as unchanged (0, a success), and
-- crm_undo_last_import raised P0002 (a 500 on hosted) when nothing was left to undo. The same bodies otherwise.
-- crm_search_contacts is not touched here.

-- crm_tag_contacts: as in 20261121000040_crm_functions.sql, a chosen contact that does not exist is refused.
create or replace function public.crm_tag_contacts(p_ids uuid[], p_tag text, p_remove boolean default false)
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
  select count(*) into v_count from public.contacts where id = any (p_ids);
  if v_count < cardinality(array(select distinct unnest(p_ids))) then
    raise exception using errcode = 'PT404', message = 'contact_not_found',
      hint = 'Some of the chosen contacts no longer exist: reload the list and choose again.';
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

-- crm_import_contacts: as in 20261121000040_crm_functions.sql, an unknown import is import_not_found (PT404).
create or replace function public.crm_import_contacts(p_import_id uuid, p_rows jsonb)
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
    raise exception using errcode = 'PT404', message = 'import_not_found',
      hint = 'No import has this id.';
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

-- crm_undo_last_import: as in 20261121000040_crm_functions.sql, no_import_to_undo raised as PT404.
create or replace function public.crm_undo_last_import()
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
    raise exception using errcode = 'PT404', message = 'no_import_to_undo',
      hint = 'Every import has been undone already, or none was made.';
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
