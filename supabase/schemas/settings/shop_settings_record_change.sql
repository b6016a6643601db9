create or replace function public.shop_settings_record_change()
  returns trigger language plpgsql security definer set search_path to ''
as $function$
declare
  v_changes jsonb;
begin
  select coalesce(jsonb_object_agg(p.path, jsonb_build_object('from', p.old_value, 'to', p.new_value)), '{}')
    into v_changes
  from (
    select f.path,
           old.legal_facts #> pg_catalog.string_to_array(f.path, '.') as old_value,
           new.legal_facts #> pg_catalog.string_to_array(f.path, '.') as new_value
    from unnest(public.legal_fact_paths()) as f(path)
  ) p
  where p.old_value is distinct from p.new_value;
  if v_changes <> '{}'::jsonb then
    -- Definer: the owner's session writes the trail without holding any right on it.
    insert into public.shop_settings_changes (changed_by, changes) values (auth.uid(), v_changes);
  end if;
  return null;
end;
$function$;

comment on function "public"."shop_settings_record_change"() is 'Records each change of the legal facts (who, when, each fact''s old and new value) in shop_settings_changes.';

revoke all on function public.shop_settings_record_change() from public, anon, authenticated, service_role;
