create or replace function public.marketing_mail_footer(p_email text, p_locale text)
  returns text language plpgsql set search_path to ''
as $function$
declare
  v_link text := public.issue_unsubscribe_link(p_email);
begin
  if p_locale = 'fr' then
    return E'\n\n--\nNe plus recevoir nos lettres : ouvrez ce lien et confirmez d''un clic.\n' || v_link;
  end if;
  return E'\n\n--\nStop receiving our letters: open this link and confirm with one click.\n' || v_link;
end;
$function$;

revoke all on function public.marketing_mail_footer(p_email text, p_locale text) from public, anon, authenticated, service_role;
grant execute on function public.marketing_mail_footer(p_email text, p_locale text) to service_role;
