create or replace function public.content_cancel_schedule(p_actor uuid, p_id uuid)
  returns public.content_documents language plpgsql security definer set search_path to ''
as $function$
declare
  v_document public.content_documents;
begin
  perform public.content_assert_admin(p_actor);
  perform public.content_promote_due();
  update public.content_documents
  set scheduled = null, scheduled_languages = '{}'::text[], scheduled_for = null, scheduled_by = null
  where id = p_id
  returning * into v_document;
  if not found then
    raise exception 'content_not_found' using errcode = 'PT404';
  end if;
  return v_document;
end;
$function$;

comment on function "public"."content_cancel_schedule"(p_actor uuid, p_id uuid) is 'Drops a document''s scheduled version before its time (one whose time has come is already published).';

revoke all on function public.content_cancel_schedule(p_actor uuid, p_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.content_cancel_schedule(p_actor uuid, p_id uuid) to service_role;
