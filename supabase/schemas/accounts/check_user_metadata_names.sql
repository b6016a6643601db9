create or replace function public.check_user_metadata_names()
  returns trigger language plpgsql set search_path to ''
as $function$
declare
  v_key text;
  v_name text;
begin
  if tg_op = 'UPDATE' and new.raw_user_meta_data is not distinct from old.raw_user_meta_data then
    return new;
  end if;
  foreach v_key in array array['full_name', 'name', 'first_name', 'last_name'] loop
    v_name := new.raw_user_meta_data ->> v_key;
    continue when v_name is null;
    continue when tg_op = 'UPDATE' and v_name is not distinct from (old.raw_user_meta_data ->> v_key);
    if pg_catalog.length(v_name) > 200 or v_name ~ '[\x01-\x1F\x7F]' then
      raise exception using errcode = '22023', message = 'invalid_full_name',
        detail = v_key || ': at most 200 characters, no control characters';
    end if;
    -- public.name_has_link, inline (see the header).
    if v_name ~ '[@＠:/\\<>]'
       or v_name ~ '[^[:space:]][.。．｡][^[:space:].,''’()-]'
       or v_name ~ '[\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]' then
      raise exception using errcode = '22023', message = 'invalid_full_name', detail = v_key || ': link',
        hint = 'A name cannot hold a web or email address: no @, :, /, \, < or >, and no dot right before a letter or digit.';
    end if;
  end loop;
  return new;
end;
$function$;

revoke all on function public.check_user_metadata_names() from public, anon, authenticated, service_role;
grant execute on function public.check_user_metadata_names() to service_role;
