create or replace function public.invoices_immutable()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  v_personal text[] := array['customer', 'phone'];
begin
  if tg_op = 'DELETE' then
    raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
      hint = pg_catalog.format('invoice %s is kept: invoices are never deleted', old.number);
  end if;
  if old.finalized_at is null and new.finalized_at is not null
     and (to_jsonb(new) - 'finalized_at' - 'snapshot') = (to_jsonb(old) - 'finalized_at' - 'snapshot')
     and (new.snapshot - 'seller' - 'finalized_at') = old.snapshot then
    return new;
  end if;
  if new.snapshot is distinct from old.snapshot
     and (to_jsonb(new) - 'snapshot') = (to_jsonb(old) - 'snapshot')
     and not coalesce(new.snapshot -> 'customer' ? 'phone', false)
     and (new.snapshot #- v_personal #- '{customer,email}') = (old.snapshot #- v_personal #- '{customer,email}')
     and (new.snapshot #> '{customer,email}' is not distinct from old.snapshot #> '{customer,email}'
          or pg_catalog.current_setting('app.erasing', true) = 'on'
             and new.snapshot #>> '{customer,email}' ~ '^erased-[0-9a-f]+@erased[.]invalid$') then
    return new;
  end if;
  raise exception using errcode = 'insufficient_privilege', message = 'invoices_immutable',
    hint = pg_catalog.format('invoice %s cannot be changed: an invoice, once issued, stays as issued', old.number);
end;
$function$;

comment on function "public"."invoices_immutable"() is 'Trigger: refuses every delete of an invoice and every update but its one-time finalisation.';

revoke all on function public.invoices_immutable() from public, anon, authenticated, service_role;
grant execute on function public.invoices_immutable() to service_role;
