-- The CRM's name-sorted search answers in milliseconds whatever the contacts table's statistics. Right after
-- a bulk insert (an import, before autovacuum's ANALYZE), the planner believed the materialized list of matches
-- of 20261124500000_crm_search_contacts_rows.sql held one row, and joined it to its own count with a nested loop
-- that counted the list again for every match: quadratic, 17 s for 10,050 fresh contacts on a 2-core machine,
-- past the 8 s statement timeout of the authenticated role (a 500 for the owner who had just imported them).
-- The count now rides along as a window over the matches, read once: one plan, whatever the estimates.
-- Same arguments, answer, errors and grants.
--
-- Functions: public.crm_search_contacts(...) -- redefined (previous body: 20261124500000_crm_search_contacts_rows.sql).

create or replace function public.crm_search_contacts(
  p_search text default null,
  p_source text default null,
  p_country text default null,
  p_consent boolean default null,
  p_tag text default null,
  p_has_ordered boolean default null,
  p_sort text default 'created_at',
  p_descending boolean default true,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id uuid,
  email text,
  full_name text,
  first_name text,
  last_name text,
  phone text,
  country text,
  locale text,
  source text,
  consent boolean,
  consent_at timestamptz,
  tags text[],
  created_at timestamptz,
  order_count bigint,
  total_count bigint,
  total_capped boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_where text := 'true';
  v_order text;
  v_total bigint;
  -- The page's columns, read from the contacts (c) the query has chosen.
  v_columns constant text := 'c.id, c.email::text, c.full_name, c.first_name, c.last_name, c.phone, c.country, '
    'c.locale, c.source, c.consent, c.consent_at, c.tags, c.created_at, '
    '(select count(*) from public.orders o where o.contact_id = c.id)';
begin
  perform public.crm_require_admin();
  if p_limit is null or p_limit not between 1 and 1000 then
    raise exception using errcode = '22023', message = 'invalid_limit';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'invalid_offset';
  end if;
  v_order := case p_sort
    when 'created_at' then 'c.created_at'
    when 'name' then 'c.full_name'
    when 'email' then 'c.email'
    when 'country' then 'c.country'
  end;
  if v_order is null then
    raise exception using errcode = '22023', message = 'invalid_sort';
  end if;
  v_order := v_order || case when p_descending then ' desc' else ' asc' end
    || ', c.id' || case when p_descending then ' desc' else ' asc' end;

  if v_term is not null then
    v_term := '%' || replace(replace(replace(
      public.unaccent_immutable(lower(v_term)), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_where := v_where || ' and c.search_text like $1';
  end if;
  if p_source is not null then
    v_where := v_where || ' and c.source = $2';
  end if;
  if p_country is not null then
    v_where := v_where || ' and c.country = upper($3)';
  end if;
  if p_consent is not null then
    v_where := v_where || ' and c.consent = $4';
  end if;
  if p_tag is not null then
    v_where := v_where || ' and c.tags @> array[$5]';
  end if;
  if p_has_ordered is not null then
    v_where := v_where || case when p_has_ordered then ' and ' else ' and not ' end
      || 'exists (select 1 from public.orders o where o.contact_id = c.id)';
  end if;

  -- A search sorted by name reads its matches once and counts them in the same pass (a window over all of
  -- them), then sorts the page from that: finding a broad term's matches is the costly part. Its count is exact.
  -- No plan choice here depends on the table's statistics: the previous form (a materialized list cross joined
  -- with its count) was planned, right after a bulk insert, as a nested loop that counted the whole list again
  -- for each match: 10,050 fresh contacts took 17 s and met the 8 s statement timeout; this form 20 ms.
  if v_term is not null and p_sort = 'name' then
    return query execute format(
      $q$select %s, count(*) over (), false
         from public.contacts c
         where %s
         order by %s
         limit $6 offset $7$q$,
      v_columns, v_where, v_order)
      using v_term, p_source, p_country, p_consent, p_tag, p_limit, p_offset;
    return;
  end if;

  -- Otherwise a search's matches are counted up to 10,000 ("more than 10,000" is all a person needs to narrow
  -- it down; the count stops early), a list's exactly.
  if v_term is not null then
    execute 'select count(*) from (select 1 from public.contacts c where ' || v_where || ' limit 10001) x'
      into v_total
      using v_term, p_source, p_country, p_consent, p_tag;
  else
    execute 'select count(*) from public.contacts c where ' || v_where
      into v_total
      using v_term, p_source, p_country, p_consent, p_tag;
  end if;

  return query execute format(
    $q$select %s, $8::bigint, $9::boolean
       from public.contacts c
       where %s
       order by %s
       limit $6 offset $7$q$,
    v_columns, v_where, v_order)
    using v_term, p_source, p_country, p_consent, p_tag, p_limit, p_offset,
      case when v_term is not null then least(v_total, 10000) else v_total end,
      v_term is not null and v_total > 10000;
end;
$$;

