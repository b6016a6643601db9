create or replace function public.content_promote_due()
  returns void language sql set search_path to ''
as $function$
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
  where scheduled_for <= now()
$function$;

comment on function "public"."content_promote_due"() is 'Makes each scheduled version whose time has come the published one (visitors already see it through published_content; this keeps the admin''s columns true). Run before every content write.';

revoke all on function public.content_promote_due() from public, anon, authenticated, service_role;
grant execute on function public.content_promote_due() to service_role;
