create or replace function public.crm_tag_contacts(p_ids uuid[], p_tag text, p_remove boolean default false)
  returns integer language plpgsql set search_path to ''
as $function$
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
$function$;

revoke all on function public.crm_tag_contacts(p_ids uuid[], p_tag text, p_remove boolean) from public, anon, authenticated, service_role;
grant execute on function public.crm_tag_contacts(p_ids uuid[], p_tag text, p_remove boolean) to authenticated, service_role;
