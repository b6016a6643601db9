create or replace function public.personal_data_related(p_target regclass, p_ids uuid[])
  returns jsonb language plpgsql stable set search_path to ''
as $function$
declare
  v_known text[] := array[
    'orders', 'order_items', 'reservations', 'order_events', 'payment_events', 'payment_sessions', 'stock_holds',
    'payment_refunds', 'order_receipt_tokens', 'email_outbox', 'order_lookup_failures', 'carts', 'cart_items',
    'contacts', 'contact_notes', 'contact_messages', 'contact_imports', 'community_signups', 'user_roles',
    'personal_data_erasures', 'marketing_unsubscribe_tokens', 'products', 'back_in_stock_subscriptions'
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
$function$;

revoke all on function public.personal_data_related(p_target regclass, p_ids uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.personal_data_related(p_target regclass, p_ids uuid[]) to service_role;
