create or replace function public.published_content()
  returns table (
    kind text, key text, content jsonb, languages text[], published_at timestamp with time zone,
    first_published_at timestamp with time zone, modified_at timestamp with time zone
  )
  language sql stable security definer set search_path to ''
as $function$
  select d.kind, d.key, v.content, v.languages, v.published_at,
         coalesce(d.first_published_at, v.published_at), v.published_at
  from public.content_documents as d
  cross join lateral (
    select
      case when d.scheduled_for <= now() then d.scheduled else d.published end as content,
      case when d.scheduled_for <= now() then d.scheduled_languages else d.published_languages end as languages,
      case when d.scheduled_for <= now() then d.scheduled_for else d.published_at end as published_at
  ) as v
  where v.content is not null
  order by d.kind, v.content -> 'shared' ->> 'date' desc nulls last, d.key
$function$;

comment on function "public"."published_content"() is 'What visitors see: each article and brand page as published (or as scheduled, once its time has come), in the languages it was complete in. Never a draft.';

revoke all on function public.published_content() from public, anon, authenticated, service_role;
grant execute on function public.published_content() to anon, authenticated, service_role;
