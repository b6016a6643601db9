create or replace function public.queue_alert_digest()
  returns integer language plpgsql security definer set search_path to ''
as $function$
declare
  v_last timestamptz;
  v_today date := public.paris_day(pg_catalog.now());
  v_ids uuid[];
  v_items jsonb;
  v_owner record;
  v_queued integer := 0;
begin
  -- One digest a (Paris) day, however often the job is called: the job's row is locked, so two runs at once
  -- queue one.
  insert into public.job_runs (job, last_run_at) values ('alert-digest', '-infinity')
  on conflict (job) do nothing;
  select j.last_run_at into v_last from public.job_runs j where j.job = 'alert-digest' for update;
  if public.paris_day(v_last) = v_today then
    return 0;
  end if;

  select array_agg(a.id order by a.raised_at, a.id),
         jsonb_agg(public.alert_mail_item(a) order by a.raised_at, a.id)
  into v_ids, v_items
  from public.alerts a
  where a.urgency = 'routine' and a.mailed_at is null and a.cleared_at is null;
  if v_ids is null then
    return 0; -- nothing to tell: no empty digest, and a later alert today still goes today
  end if;

  for v_owner in select * from public.alert_recipients() loop
    perform public.enqueue_mail('alert_digest', v_owner.email, v_owner.locale, null, jsonb_build_object(
      'event_key', v_today::text || ':' || v_owner.user_id::text,
      'day', v_today,
      'alerts', v_items,
      'admin_url', public.site_url() || '/admin'
    ));
    v_queued := v_queued + 1;
  end loop;
  if v_queued = 0 then
    return 0;
  end if;
  update public.alerts set mailed_at = pg_catalog.now() where id = any (v_ids);
  update public.job_runs set last_run_at = pg_catalog.now() where job = 'alert-digest';
  return pg_catalog.cardinality(v_ids);
end;
$function$;

comment on function "public"."queue_alert_digest"() is 'The daily digest: the routine alerts still open and unmailed, in one mail to each owner, at most once a Paris day; answers how many alerts it carried.';

revoke all on function public.queue_alert_digest() from public, anon, authenticated, service_role;
grant execute on function public.queue_alert_digest() to service_role;
