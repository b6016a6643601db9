create or replace function public.content_promote_due()
  returns integer language plpgsql set search_path to ''
as $function$
declare
  v_promoted integer;
begin
  update public.content_documents
  set published = scheduled,
      published_languages = scheduled_languages,
      published_at = scheduled_for,
      published_by = scheduled_by,
      first_published_at = coalesce(first_published_at, scheduled_for),
      scheduled = null,
      scheduled_languages = '{}'::text[],
      scheduled_for = null,
      scheduled_by = null
  where scheduled_for <= now();
  get diagnostics v_promoted = row_count;
  if v_promoted > 0 then
    insert into public.content_settings (id, rebuild_pending) values (true, true)
    on conflict (id) do update set rebuild_pending = true;
  end if;
  return v_promoted;
end;
$function$;

comment on function "public"."content_promote_due"() is 'Makes each scheduled version whose time has come the published one (visitors already see it through published_content; this keeps the admin''s columns true) and marks the site for a rebuild; answers how many went live. Run before every content write and every minute by the content-promote-due job.';

revoke all on function public.content_promote_due() from public, anon, authenticated, service_role;
grant execute on function public.content_promote_due() to service_role;
