create or replace function public.content_unpublish(p_actor uuid, p_id uuid)
  returns public.content_documents language plpgsql security definer set search_path to ''
as $function$
declare
  v_document public.content_documents;
begin
  perform public.content_assert_admin(p_actor);
  perform public.content_promote_due();
  select * into v_document from public.content_documents where id = p_id for update;
  if not found then
    raise exception 'content_not_found' using errcode = 'PT404';
  end if;
  -- A brand page is part of the site: its words can be changed, never taken down.
  if v_document.kind = 'page' then
    raise exception 'content_page_stays_published' using errcode = 'P0001';
  end if;
  update public.content_documents
  set published = null, published_languages = '{}'::text[], published_at = null, published_by = null,
      scheduled = null, scheduled_languages = '{}'::text[], scheduled_for = null, scheduled_by = null
  where id = p_id
  returning * into v_document;
  return v_document;
end;
$function$;

comment on function "public"."content_unpublish"(p_actor uuid, p_id uuid) is 'Takes an article off the site (and drops its scheduled version); its draft stays. Brand pages cannot be unpublished.';

revoke all on function public.content_unpublish(p_actor uuid, p_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.content_unpublish(p_actor uuid, p_id uuid) to service_role;
