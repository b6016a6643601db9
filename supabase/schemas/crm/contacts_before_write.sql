create or replace function public.contacts_before_write()
  returns trigger language plpgsql set search_path to ''
as $function$
begin
  if new.full_name is null or btrim(new.full_name) = '' then
    new.full_name := nullif(btrim(concat_ws(' ', btrim(new.first_name), btrim(new.last_name))), '');
  end if;
  if new.consent and new.consent_at is null then
    new.consent_at := pg_catalog.now();
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
    if new.consent and not old.consent and new.consent_at is not distinct from old.consent_at then
      new.consent_at := pg_catalog.now(); -- consent given again: date it now
    end if;
  end if;
  return new;
end;
$function$;

revoke all on function public.contacts_before_write() from public, anon, authenticated, service_role;
grant execute on function public.contacts_before_write() to anon, authenticated, public, service_role;
