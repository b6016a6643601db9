create or replace function public.admin_save_legal_facts(p_facts jsonb)
  returns jsonb language plpgsql set search_path to ''
as $function$
declare
  v_facts jsonb;
begin
  if not public.is_owner() then
    raise exception 'owner_only' using errcode = 'insufficient_privilege',
      hint = 'Only the shop''s owner changes its settings.';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'The owner changes the settings after the two-factor challenge (aal2).';
  end if;
  -- Invoker: the update passes the row's policies (the owner, aal2) and its trigger refuses invalid facts.
  update public.shop_settings s set legal_facts = p_facts where s.id returning s.legal_facts into v_facts;
  if v_facts is null then
    raise exception 'settings_missing' using errcode = 'PT404', hint = 'The shop_settings row is missing.';
  end if;
  return jsonb_build_object('facts', v_facts, 'missing', to_jsonb(public.legal_facts_missing(v_facts)));
end;
$function$;

comment on function "public"."admin_save_legal_facts"(jsonb) is 'The owner, past two factors, replaces the legal facts: refused with owner_only, two_factor_required or invalid_legal_facts (detail: [{field, code}]), nothing changed; answers {facts, missing}.';

revoke all on function public.admin_save_legal_facts(p_facts jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_save_legal_facts(p_facts jsonb) to authenticated, service_role;
