create or replace function public.admin_refuse_withdrawal(p_withdrawal_id uuid, p_reason text)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_order_id uuid;
  w public.withdrawals;
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  if not public.is_staff() then
    raise exception 'only staff refuse a withdrawal' using errcode = 'insufficient_privilege';
  end if;
  if not public.admin_write_allowed() then
    raise exception 'two_factor_required' using errcode = 'insufficient_privilege',
      hint = 'An admin acts on withdrawals after the two-factor challenge (aal2).';
  end if;
  if length(v_reason) = 0 or length(v_reason) > 2000 or public.has_control_characters(v_reason, true) then
    raise exception 'refusal_reason_required' using errcode = 'check_violation',
      hint = 'a refusal needs a reason of at most 2000 characters';
  end if;
  select order_id into v_order_id from public.withdrawals where id = p_withdrawal_id;
  if v_order_id is null then
    raise exception 'withdrawal_not_found' using errcode = 'PT404',
      hint = 'No withdrawal has this id.';
  end if;
  perform 1 from public.orders where id = v_order_id for update;
  select * into w from public.withdrawals where id = p_withdrawal_id for update;
  if w.status <> 'requested' then
    raise exception 'withdrawal_already_processed' using errcode = 'check_violation',
      hint = pg_catalog.format('this withdrawal was already %s', w.status);
  end if;
  update public.withdrawals
  set status = 'refused', refused_reason = v_reason, processed_at = pg_catalog.now(), processed_by = auth.uid()
  where id = w.id;
  insert into public.order_events (order_id, actor_id, type, note, data)
  values (v_order_id, auth.uid(), 'note', 'Withdrawal refused: ' || v_reason,
          jsonb_build_object('kind', 'withdrawal_refused', 'withdrawal_id', w.id));
  perform public.queue_withdrawal_mail(w.id, 'withdrawal_refused');
  return public.withdrawal_json(w.id);
end;
$function$;

comment on function "public"."admin_refuse_withdrawal"(uuid, text) is 'Admins at aal2: refuses an open withdrawal with its reason (in the trail); its quantities no longer count as withdrawn.';

revoke all on function public.admin_refuse_withdrawal(p_withdrawal_id uuid, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_refuse_withdrawal(p_withdrawal_id uuid, p_reason text) to authenticated, service_role;
