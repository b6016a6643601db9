create or replace function public.content_missing_fields(p_kind text, p_document jsonb, p_language text)
  returns text[] language sql immutable set search_path to ''
as $function$
  select case
    when jsonb_typeof(p_document -> p_language) is distinct from 'object' then array['all']
    when p_kind = 'article' then array(
      select f.field
      from unnest(array['title', 'description', 'excerpt', 'body', 'coverAlt']) with ordinality as f(field, position)
      where (f.field <> 'coverAlt' or jsonb_typeof(p_document -> 'shared' -> 'cover') = 'object')
        and btrim(regexp_replace(
              case when f.field = 'body'
                then regexp_replace(coalesce(p_document -> p_language ->> f.field, ''), '<img\s', 'x<img ', 'gi')
                else coalesce(p_document -> p_language ->> f.field, '') end,
              '<[^>]*>|&nbsp;', '', 'g')) = ''
      order by f.position)
    else array(select public.content_blank_strings(p_document -> p_language))
  end
$function$;

comment on function "public"."content_missing_fields"(p_kind text, p_document jsonb, p_language text) is 'What keeps a language of a document from being published: an article''s empty title, description, excerpt, body or cover alt text; a page''s empty texts (by path). Empty when the language is complete.';

revoke all on function public.content_missing_fields(p_kind text, p_document jsonb, p_language text) from public, anon, authenticated, service_role;
grant execute on function public.content_missing_fields(p_kind text, p_document jsonb, p_language text) to service_role;
