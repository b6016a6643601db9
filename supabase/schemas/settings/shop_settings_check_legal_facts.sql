create or replace function public.shop_settings_check_legal_facts()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  v_problems jsonb := public.legal_facts_problems(new.legal_facts);
begin
  -- Whatever the path (the save function, a PATCH through the API, the SQL editor), no invalid fact is stored.
  if jsonb_array_length(v_problems) > 0 then
    raise exception 'invalid_legal_facts' using errcode = 'check_violation', detail = v_problems::text,
      hint = 'Some legal facts are not valid: each field''s problem is in the detail.';
  end if;
  return new;
end;
$function$;

comment on function "public"."shop_settings_check_legal_facts"() is 'Refuses (invalid_legal_facts, the [{field, code}] of legal_facts_problems() as the detail) a change that leaves any legal fact invalid.';

revoke all on function public.shop_settings_check_legal_facts() from public, anon, authenticated, service_role;
