create or replace function public.mail_name(p_name text)
  returns text language sql immutable parallel safe set search_path to ''
as $function$
  select case
    when public.name_has_link(p_name) or public.has_control_characters(p_name) then null
    else nullif(btrim(p_name), '')
  end
$function$;

comment on function "public"."mail_name"(text) is 'The name a mail may greet with, or null when it is empty or could become a link (public.name_has_link).';

revoke all on function public.mail_name(p_name text) from public, anon, authenticated, service_role;
grant execute on function public.mail_name(p_name text) to service_role;
