create or replace function public.erasure_strip_changes(p_data jsonb)
  returns jsonb language sql immutable set search_path to ''
as $function$
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
$function$;

revoke all on function public.erasure_strip_changes(p_data jsonb) from public, anon, authenticated, service_role;
grant execute on function public.erasure_strip_changes(p_data jsonb) to service_role;
