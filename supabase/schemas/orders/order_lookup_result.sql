create or replace function public.order_lookup_result(p_client text, p_number text, p_found boolean)
  returns void language plpgsql set search_path to ''
as $function$
begin
  if p_found then
    delete from public.order_lookup_failures f where f.client_key = p_client and f.order_number = p_number;
    return;
  end if;
  insert into public.order_lookup_failures (client_key, order_number) values (p_client, p_number);
  -- Old failures no longer count; clear them now and then.
  if random() < 0.05 then
    delete from public.order_lookup_failures where created_at < pg_catalog.now() - interval '1 day';
  end if;
end;
$function$;

revoke all on function public.order_lookup_result(p_client text, p_number text, p_found boolean) from public, anon, authenticated, service_role;
grant execute on function public.order_lookup_result(p_client text, p_number text, p_found boolean) to service_role;
