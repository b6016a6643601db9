create or replace function public.erasure_mask(p_text text, p_terms text[])
  returns text language plpgsql immutable set search_path to ''
as $function$
declare
  v_text text := p_text;
  v_term text;
begin
  if v_text is null or p_terms is null then
    return v_text;
  end if;
  foreach v_term in array p_terms loop
    if length(v_term) >= 3 then
      v_text := regexp_replace(v_text, regexp_replace(v_term, '([^[:alnum:][:space:]])', '\\\1', 'g'), '[erased]', 'gi');
    end if;
  end loop;
  return v_text;
end;
$function$;

revoke all on function public.erasure_mask(p_text text, p_terms text[]) from public, anon, authenticated, service_role;
grant execute on function public.erasure_mask(p_text text, p_terms text[]) to service_role;
