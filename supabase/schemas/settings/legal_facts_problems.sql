create or replace function public.legal_facts_problems(p_facts jsonb)
  returns jsonb language plpgsql immutable parallel safe set search_path to ''
as $function$
declare
  v_problems jsonb := '[]'::jsonb;
  v_path text;
  v_value jsonb;
  v_text text;
  v_code text;
  v_siret text;
  v_hours_unwritten text;
begin
  if p_facts is null or jsonb_typeof(p_facts) <> 'object' then
    return jsonb_build_array(jsonb_build_object('field', '', 'code', 'not_an_object'));
  end if;

  -- A key the shop does not know would be kept and never shown: refused rather than silently stored.
  for v_path in
    with recursive node(path, value) as (
      select e.key, e.value from jsonb_each(p_facts) e
      union all
      select n.path || '.' || e.key, e.value
      from node n cross join lateral jsonb_each(n.value) e
      where jsonb_typeof(n.value) = 'object'
    )
    select n.path from node n
    where jsonb_typeof(n.value) <> 'object' and n.path <> all (public.legal_fact_paths())
    order by n.path
  loop
    v_problems := v_problems || jsonb_build_object('field', v_path, 'code', 'unknown_field');
  end loop;

  v_siret := pg_catalog.regexp_replace(p_facts ->> 'siret', '\s', '', 'g');
  -- The hours show on /contact in the visitor's language: written in one language only, the other's page would
  -- show none (or the wrong language), so the blank one is named.
  if (coalesce(btrim(p_facts #>> '{contactHours,en}'), '') = '')
     <> (coalesce(btrim(p_facts #>> '{contactHours,fr}'), '') = '') then
    v_hours_unwritten := case when coalesce(btrim(p_facts #>> '{contactHours,en}'), '') = ''
                              then 'contactHours.en' else 'contactHours.fr' end;
  end if;

  foreach v_path in array public.legal_fact_paths() loop
    v_value := p_facts #> pg_catalog.string_to_array(v_path, '.');
    v_code := null;
    if v_path = v_hours_unwritten then
      v_code := 'translation_missing';
    elsif v_value is null or v_value = 'null'::jsonb then
      continue;  -- missing: allowed while the owner fills the form in; legal_facts_missing names it
    elsif v_path = 'paymentMethods' then
      if jsonb_typeof(v_value) <> 'array'
         or exists (select 1 from jsonb_array_elements(v_value) m
                    where m not in ('"cb"', '"visa"', '"mastercard"', '"amex"', '"apple_pay"', '"google_pay"'))
         or (select count(distinct m) <> count(*) from jsonb_array_elements(v_value) m) then
        v_code := 'payment_methods';
      end if;
    elsif jsonb_typeof(v_value) <> 'string' then
      v_code := 'not_text';
    else
      v_text := v_value #>> '{}';
      if length(v_text) > 300 then
        v_code := 'too_long';
      elsif v_text ~ '[\x01-\x1F\x7F]' then
        v_code := 'control_characters';
      elsif btrim(v_text) = '' then
        continue;
      elsif v_path = 'siret' then
        v_code := public.siret_problem(v_text);
      elsif v_path = 'vatNumber' then
        v_code := public.vat_number_problem(
          v_text, case when public.siret_problem(v_siret) is null then left(v_siret, 9) end);
      elsif v_path in ('email', 'supportEmail', 'cosmeticsResponsiblePerson.email') then
        -- One plain address (the rule of public.plain_email, which members may not call).
        if length(v_text) > 254
           or lower(btrim(v_text)) !~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$' then
          v_code := 'email_format';
        end if;
      elsif v_path like '%.country' then
        if v_text !~ '^[A-Z]{2}$' then v_code := 'country_format'; end if;
      elsif v_path like '%.postalCode' then
        -- A French postcode is five digits; other countries' vary too much to check here.
        if p_facts #>> pg_catalog.string_to_array(left(v_path, -length('postalCode')) || 'country', '.') = 'FR'
           and v_text !~ '^[0-9]{5}$' then
          v_code := 'postal_code_format';
        end if;
      elsif v_path = 'mediator.website' then
        if v_text !~ '^https://[^\s/?#]+\.[^\s/?#]+(/\S*)?$' then v_code := 'url_format'; end if;
      elsif v_path = 'packagingIdu' then
        -- The unique identifier of the packaging EPR scheme: FR, six digits, _, two digits, then letters or digits.
        if v_text !~ '^FR[0-9]{6}_[0-9]{2}[A-Z0-9]{1,10}$' then v_code := 'packaging_idu_format'; end if;
      elsif v_path like 'contactHours.%' then
        -- One short line under the address on /contact (e.g. "Monday to Friday, 10am to 6pm").
        if length(v_text) > 120 then v_code := 'hours_too_long'; end if;
      end if;
    end if;
    if v_code is not null then
      v_problems := v_problems || jsonb_build_object('field', v_path, 'code', v_code);
    end if;
  end loop;
  return v_problems;
end;
$function$;

comment on function "public"."legal_facts_problems"(jsonb) is 'What is wrong with a set of legal facts, as [{field, code}] (field: a path of legal_fact_paths()): unknown_field, not_text, too_long, control_characters, siret_format, siret_check_digit, vat_format, vat_check_digits, vat_siren_mismatch, email_format, country_format, postal_code_format, url_format, packaging_idu_format, payment_methods, hours_too_long (opening hours over 120 characters), translation_missing (opening hours written in one language only). A missing fact is not a problem here (see legal_facts_missing).';

revoke all on function public.legal_facts_problems(p_facts jsonb) from public, anon, authenticated, service_role;
grant execute on function public.legal_facts_problems(p_facts jsonb) to anon, authenticated, service_role;
