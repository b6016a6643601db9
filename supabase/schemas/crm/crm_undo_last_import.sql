create or replace function public.crm_undo_last_import()
  returns jsonb language plpgsql set search_path to ''
as $function$
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
$function$;

revoke all on function public.crm_undo_last_import() from public, anon, authenticated, service_role;
grant execute on function public.crm_undo_last_import() to authenticated, service_role;
