create or replace function public.content_restore(p_actor uuid, p_revision_id bigint)
  returns public.content_documents language plpgsql security definer set search_path to ''
as $function$
declare
  v_revision public.content_revisions;
  v_document public.content_documents;
begin
  perform public.content_assert_admin(p_actor);
  select * into v_revision from public.content_revisions where id = p_revision_id;
  if not found then
    raise exception 'content_not_found' using errcode = 'PT404';
  end if;
  select * into v_document from public.content_documents where id = v_revision.document_id for update;
  if v_document.kind = 'page' and public.content_shape(v_revision.content) <> public.content_shape(v_document.draft) then
    raise exception 'content_shape_changed' using errcode = 'P0001';
  end if;
  -- The draft takes the revision's words; the article keeps its address unless the revision's is still free.
  update public.content_documents
  set draft = v_revision.content, draft_saved_at = now(), draft_saved_by = p_actor,
      key = case when v_document.kind = 'article' and not exists (
                   select 1 from public.content_documents o
                   where o.kind = 'article' and o.key = v_revision.key and o.id <> v_document.id)
                 then v_revision.key else v_document.key end
  where id = v_document.id
  returning * into v_document;
  insert into public.content_revisions (document_id, key, content, reason, saved_by)
  values (v_document.id, v_document.key, v_document.draft, 'restore', p_actor);
  return v_document;
end;
$function$;

comment on function "public"."content_restore"(p_actor uuid, p_revision_id bigint) is 'Makes an earlier revision the draft again (recorded as a restore revision); what visitors see changes only when it is published.';

revoke all on function public.content_restore(p_actor uuid, p_revision_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.content_restore(p_actor uuid, p_revision_id bigint) to service_role;
