create or replace function public.refuse_direct_money_change()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  v_columns text[];
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    select array_agg(c order by c) into v_columns
    from unnest(tg_argv) as c
    where v_new -> c is distinct from v_old -> c;
  else
    select array_agg(c order by c) into v_columns
    from unnest(array['amount_paid', 'refunded_amount']) as c
    where v_new ? c and coalesce((v_new ->> c)::numeric, 0) <> 0;
  end if;
  if v_columns is not null then
    raise exception using errcode = 'insufficient_privilege', message = 'money_columns_protected',
      hint = pg_catalog.format(
        '%s of %s cannot be changed through the API: the amounts change only with a payment, a cancellation or a refund',
        array_to_string(v_columns, ', '), tg_table_name),
      detail = 'Refunds are recorded with admin_record_refund (amount and reason).';
  end if;
  return new;
end;
$function$;

comment on function "public"."refuse_direct_money_change"() is 'Trigger: refuses a change of the money columns named in its arguments by anon or authenticated.';

revoke all on function public.refuse_direct_money_change() from public, anon, authenticated, service_role;
grant execute on function public.refuse_direct_money_change() to service_role;
