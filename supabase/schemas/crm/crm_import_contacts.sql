create or replace function public.crm_import_contacts(p_import_id uuid, p_rows jsonb)
  returns jsonb language plpgsql set search_path to ''
as $function$
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
$function$;

revoke all on function public.crm_import_contacts(p_import_id uuid, p_rows jsonb) from public, anon, authenticated, service_role;
grant execute on function public.crm_import_contacts(p_import_id uuid, p_rows jsonb) to authenticated, service_role;
