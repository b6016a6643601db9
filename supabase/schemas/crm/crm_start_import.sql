create or replace function public.crm_start_import (
  p_filename   text,
  p_total_rows integer,
  p_row_errors jsonb   default '[]'::jsonb,
  p_error_rows integer default null::integer
)
  returns uuid
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_id uuid;
  v_errors jsonb := coalesce(p_row_errors, '[]'::jsonb);
  v_listed integer;
begin
  perform public.crm_require_admin(true);
  if p_total_rows is null or p_total_rows not between 0 and 100000 then
    raise exception using errcode = '22023', message = 'invalid_total_rows';
  end if;
  if jsonb_typeof(v_errors) <> 'array' then
    raise exception using errcode = '22023', message = 'invalid_row_errors';
  end if;
  v_listed := (select count(distinct e ->> 'row') from jsonb_array_elements(v_errors) e);
  if p_error_rows is not null and p_error_rows not between v_listed and p_total_rows then
    raise exception using errcode = '22023', message = 'invalid_error_rows';
  end if;
  insert into public.contact_imports (filename, total_rows, error_count, row_errors)
  values (left(nullif(btrim(p_filename), ''), 255), p_total_rows, coalesce(p_error_rows, v_listed), v_errors)
  returning id into v_id;
  return v_id;
end;
$function$;

revoke all on function public.crm_start_import(p_filename text, p_total_rows integer, p_row_errors jsonb, p_error_rows integer) from public, anon, authenticated, service_role;
grant execute on function public.crm_start_import(p_filename text, p_total_rows integer, p_row_errors jsonb, p_error_rows integer) to authenticated, service_role;
