create or replace function public.content_save_draft(
  p_actor uuid, p_id uuid, p_kind text, p_key text, p_draft jsonb, p_autosave boolean default false
)
  returns public.content_documents language plpgsql security definer set search_path to ''
as $function$
declare
  v_document public.content_documents;
  v_last public.content_revisions;
begin
  perform public.content_assert_admin(p_actor);
  perform public.content_promote_due();
  perform public.content_check_draft(p_kind, p_key, p_draft);
  if p_id is null then
    -- Only articles are created; the five brand pages exist from the start.
    if p_kind is distinct from 'article' then
      raise exception 'content_not_found' using errcode = 'PT404';
    end if;
    begin
      insert into public.content_documents (kind, key, draft, draft_saved_by)
      values ('article', p_key, p_draft, p_actor)
      returning * into v_document;
    exception when unique_violation then
      raise exception 'content_slug_taken' using errcode = 'P0001', detail = 'key';
    end;
  else
    select * into v_document from public.content_documents where id = p_id for update;
    if not found or v_document.kind is distinct from p_kind then
      raise exception 'content_not_found' using errcode = 'PT404';
    end if;
    if p_kind = 'page' and (p_key is distinct from v_document.key
        or public.content_shape(p_draft) <> public.content_shape(v_document.draft)) then
      raise exception 'content_shape_changed' using errcode = 'P0001';
    end if;
    begin
      update public.content_documents
      set key = p_key, draft = p_draft, draft_saved_at = now(), draft_saved_by = p_actor
      where id = p_id
      returning * into v_document;
    exception when unique_violation then
      raise exception 'content_slug_taken' using errcode = 'P0001', detail = 'key';
    end;
  end if;

  select * into v_last from public.content_revisions
  where document_id = v_document.id
  order by saved_at desc, id desc
  limit 1;
  if p_autosave and v_last.reason = 'autosave' and v_last.saved_by is not distinct from p_actor
     and v_last.saved_at > now() - interval '10 minutes' then
    update public.content_revisions
    set content = p_draft, key = v_document.key, saved_at = now()
    where id = v_last.id;
  else
    insert into public.content_revisions (document_id, key, content, reason, saved_by)
    values (v_document.id, v_document.key, p_draft,
            case when p_autosave then 'autosave' else 'save' end, p_actor);
  end if;
  return v_document;
end;
$function$;

comment on function "public"."content_save_draft"(p_actor uuid, p_id uuid, p_kind text, p_key text, p_draft jsonb, p_autosave boolean) is 'Creates an article (p_id null) or replaces a document''s draft, already sanitized by the content-admin Edge Function, and keeps a revision (autosaves by one admin within ten minutes share one). Service role only, so no draft skips the sanitizer.';

revoke all on function public.content_save_draft(p_actor uuid, p_id uuid, p_kind text, p_key text, p_draft jsonb, p_autosave boolean) from public, anon, authenticated, service_role;
grant execute on function public.content_save_draft(p_actor uuid, p_id uuid, p_kind text, p_key text, p_draft jsonb, p_autosave boolean) to service_role;
