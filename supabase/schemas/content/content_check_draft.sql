create or replace function public.content_check_draft(p_kind text, p_key text, p_draft jsonb)
  returns void language plpgsql stable set search_path to ''
as $function$
declare
  v_language text;
  v_field text;
  v_shared jsonb := p_draft -> 'shared';
  v_date text;
  v_date_valid boolean;
begin
  if jsonb_typeof(p_draft) is distinct from 'object' or jsonb_typeof(v_shared) is distinct from 'object'
     or jsonb_typeof(p_draft -> 'en') is distinct from 'object'
     or jsonb_typeof(p_draft -> 'fr') is distinct from 'object' then
    raise exception 'content_shape_changed' using errcode = 'P0001';
  end if;
  if octet_length(p_draft::text) > 512000 then
    raise exception 'content_too_large' using errcode = 'P0001';
  end if;
  if p_kind = 'page' then
    if p_key = 'home' then
      if exists (
        select 1 from jsonb_array_elements(coalesce(v_shared -> 'press', '[]'::jsonb)) as p(link)
        where coalesce(p.link ->> 'href', '') !~ '^https://[A-Za-z0-9.-]+\.[A-Za-z]{2,}(/[^\s<>"]*)?$'
      ) then
        raise exception 'content_press_link_invalid' using errcode = 'P0001', detail = 'shared.press';
      end if;
    end if;
    return;
  end if;
  if coalesce(btrim(p_key), '') = '' then
    raise exception 'content_slug_required' using errcode = 'P0001', detail = 'key';
  end if;
  if p_key !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(p_key) > 96 then
    raise exception 'content_slug_invalid' using errcode = 'P0001', detail = 'key';
  end if;
  v_date := v_shared ->> 'date';
  begin
    v_date_valid := v_date ~ '^\d{4}-\d{2}-\d{2}$' and to_char(v_date::date, 'YYYY-MM-DD') = v_date;
  exception when others then
    v_date_valid := false;
  end;
  if not coalesce(v_date_valid, false) then
    raise exception 'content_date_invalid' using errcode = 'P0001', detail = 'shared.date';
  end if;
  if jsonb_typeof(v_shared -> 'author') is distinct from 'string'
     or jsonb_typeof(coalesce(v_shared -> 'related', '[]'::jsonb)) <> 'array'
     or jsonb_typeof(coalesce(v_shared -> 'cover', 'null'::jsonb)) not in ('null', 'object') then
    raise exception 'content_shape_changed' using errcode = 'P0001', detail = 'shared';
  end if;
  if jsonb_typeof(v_shared -> 'cover') = 'object' and (
       coalesce(v_shared -> 'cover' ->> 'src', '') !~ '^(/[^/\s]|https?://)\S*$'
       or jsonb_typeof(v_shared -> 'cover' -> 'width') <> 'number'
       or jsonb_typeof(v_shared -> 'cover' -> 'height') <> 'number') then
    raise exception 'content_link_refused' using errcode = 'P0001', detail = 'shared.cover';
  end if;
  foreach v_language in array array['en', 'fr'] loop
    foreach v_field in array array['title', 'description', 'excerpt', 'keywords', 'coverAlt', 'body'] loop
      if jsonb_typeof(p_draft -> v_language -> v_field) is distinct from 'string' then
        raise exception 'content_shape_changed' using errcode = 'P0001', detail = v_language || '.' || v_field;
      end if;
    end loop;
  end loop;
end;
$function$;

comment on function "public"."content_check_draft"(p_kind text, p_key text, p_draft jsonb) is 'Refuses a draft that is not {shared, en, fr}, is over 500 KB, has a bad slug, date, cover (a site path or an http(s) address: the local Storage serves http) or press link, or lacks an article''s fields. A page''s structure is checked against its saved one by content_save_draft.';

revoke all on function public.content_check_draft(p_kind text, p_key text, p_draft jsonb) from public, anon, authenticated, service_role;
grant execute on function public.content_check_draft(p_kind text, p_key text, p_draft jsonb) to service_role;
