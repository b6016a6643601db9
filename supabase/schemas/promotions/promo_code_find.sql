create or replace function public.promo_code_find(p_client text, p_code text)
  returns public.promo_codes language plpgsql set search_path to ''
as $function$
declare
  v_client text := coalesce(p_client, 'unknown');
  v_failures integer;
  v_oldest timestamptz;
  v_retry integer;
  v_row public.promo_codes;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('promo-guess:' || v_client, 0));
  select count(*), min(f.created_at) into v_failures, v_oldest
  from public.promo_code_failures f
  where f.client_key = v_client and f.created_at > pg_catalog.now() - interval '15 minutes';
  if v_failures >= 10 then
    v_retry := greatest(ceil(extract(epoch from v_oldest + interval '15 minutes' - pg_catalog.now()))::integer, 1);
    raise exception using errcode = 'PT429', message = 'too_many_attempts',
      detail = 'retry_after=' || v_retry,
      hint = 'Too many codes tried: try again in ' || v_retry || ' seconds.';
  end if;
  select * into v_row from public.promo_codes c where c.code = upper(btrim(coalesce(p_code, '')));
  if not found or v_row.paused then
    insert into public.promo_code_failures (client_key) values (v_client);
    if random() < 0.05 then
      delete from public.promo_code_failures where created_at < pg_catalog.now() - interval '1 day';
    end if;
    return null;
  end if;
  return v_row;
end;
$function$;

revoke all on function public.promo_code_find(p_client text, p_code text) from public, anon, authenticated, service_role;
grant execute on function public.promo_code_find(p_client text, p_code text) to service_role;
