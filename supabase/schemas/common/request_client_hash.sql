create or replace function public.request_client_hash()
  returns text language plpgsql stable set search_path to ''
as $function$
declare
  headers jsonb;
  address text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  address := nullif(btrim(coalesce(headers ->> 'cf-connecting-ip', '')), '');
  if address is null then
    return null;
  end if;
  return encode(extensions.digest(lower(address), 'sha256'), 'hex');
end;
$function$;

comment on function "public"."request_client_hash"() is 'sha256 of the client address the platform vouches for (request.headers cf-connecting-ip, set by Cloudflare on hosted and from the socket locally), or null.';

revoke all on function public.request_client_hash() from public, anon, authenticated, service_role;
grant execute on function public.request_client_hash() to service_role;
