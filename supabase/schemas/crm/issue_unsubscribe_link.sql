create or replace function public.issue_unsubscribe_link(p_email text)
  returns text language plpgsql set search_path to ''
as $function$
declare
  v_token text := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
begin
  insert into public.marketing_unsubscribe_tokens (token_hash, email)
  values (extensions.digest(v_token, 'sha256'), p_email);
  return public.site_url() || '/unsubscribe?token=' || v_token;
end;
$function$;

revoke all on function public.issue_unsubscribe_link(p_email text) from public, anon, authenticated, service_role;
grant execute on function public.issue_unsubscribe_link(p_email text) to service_role;
