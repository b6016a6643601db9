create or replace function public.content_publish(p_actor uuid, p_id uuid, p_at timestamp with time zone default null)
  returns jsonb language plpgsql security definer set search_path to ''
as $function$
declare
  v_document public.content_documents;
  v_missing jsonb := '{}'::jsonb;
  v_version jsonb;
  v_languages text[] := '{}';
  v_language text;
  v_fields text[];
  v_now boolean := p_at is null or p_at <= now();
begin
  perform public.content_assert_admin(p_actor);
  perform public.content_promote_due();
  if p_at is not null and p_at <= now() then
    raise exception 'content_schedule_past' using errcode = 'P0001', detail = 'at';
  end if;
  select * into v_document from public.content_documents where id = p_id for update;
  if not found then
    raise exception 'content_not_found' using errcode = 'PT404';
  end if;
  if v_document.kind = 'article'
     and btrim(coalesce(v_document.draft -> 'en' ->> 'title', '')) = ''
     and btrim(coalesce(v_document.draft -> 'fr' ->> 'title', '')) = '' then
    raise exception 'content_title_required' using errcode = 'P0001', detail = 'title';
  end if;

  -- A language is published only when complete; one that is not keeps the words it was last published with.
  v_version := jsonb_build_object('shared', v_document.draft -> 'shared');
  foreach v_language in array array['en', 'fr'] loop
    v_fields := public.content_missing_fields(v_document.kind, v_document.draft, v_language);
    if cardinality(v_fields) = 0 then
      v_version := v_version || jsonb_build_object(v_language, v_document.draft -> v_language);
      v_languages := v_languages || v_language;
    else
      v_missing := v_missing || jsonb_build_object(v_language, to_jsonb(v_fields));
      if v_language = any (v_document.published_languages) then
        v_version := v_version || jsonb_build_object(v_language, v_document.published -> v_language);
        v_languages := v_languages || v_language;
      end if;
    end if;
  end loop;
  if v_missing ? 'en' and v_missing ? 'fr' then
    raise exception 'content_nothing_complete' using errcode = 'P0001', detail = v_missing::text;
  end if;

  if v_now then
    update public.content_documents
    set published = v_version, published_languages = v_languages, published_at = now(), published_by = p_actor,
        first_published_at = coalesce(first_published_at, now()),
        scheduled = null, scheduled_languages = '{}'::text[], scheduled_for = null, scheduled_by = null
    where id = p_id
    returning * into v_document;
  else
    update public.content_documents
    set scheduled = v_version, scheduled_languages = v_languages, scheduled_for = p_at, scheduled_by = p_actor
    where id = p_id
    returning * into v_document;
  end if;
  insert into public.content_revisions (document_id, key, content, reason, saved_by)
  values (v_document.id, v_document.key, v_document.draft, 'publish', p_actor);
  return jsonb_build_object('document', to_jsonb(v_document), 'missing', v_missing);
end;
$function$;

comment on function "public"."content_publish"(p_actor uuid, p_id uuid, p_at timestamp with time zone) is 'Publishes a document''s draft now (p_at null) or schedules it for p_at, in each language that is complete; a language that is not keeps its last published words, or stays unpublished, and is named in the answer''s missing. Refuses when no language is complete (content_nothing_complete, the missing fields in detail). Records who and when.';

revoke all on function public.content_publish(p_actor uuid, p_id uuid, p_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.content_publish(p_actor uuid, p_id uuid, p_at timestamp with time zone) to service_role;
