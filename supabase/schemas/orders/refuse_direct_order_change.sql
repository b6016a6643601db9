create or replace function public.refuse_direct_order_change()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := to_jsonb(old);
  v_columns text[];
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select array_agg(a.attname::text order by a.attname) into v_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname::text <> all (tg_argv)
    and v_new -> a.attname::text is distinct from v_old -> a.attname::text;
  if v_columns is not null then
    raise exception using errcode = 'insufficient_privilege', message = 'order_columns_protected',
      hint = pg_catalog.format(
        '%s of %s cannot be changed through the API: checkout set them, and only the order functions change them',
        array_to_string(v_columns, ', '), tg_table_name),
      detail = 'An admin changes an order''s status and delivery address; refunds go through admin_record_refund.';
  end if;
  return new;
end;
$function$;

comment on function "public"."refuse_direct_order_change"() is 'Trigger: refuses a change by anon or authenticated of any column not named in its arguments.';

revoke all on function public.refuse_direct_order_change() from public, anon, authenticated, service_role;
grant execute on function public.refuse_direct_order_change() to service_role;
