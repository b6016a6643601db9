-- Promotion codes and addresses (issue 27, items 3 and 6).
--
-- public.check_promo_code (the cart's public check) took an email and answered promo_customer_limit when that
-- address had used the code: anyone could ask whether an address had bought with a code. It no longer takes an
-- address (the old 4-argument signature is dropped; the app never sent one): it counts only the signed-in
-- member's own account. Only create_checkout_order decides, with the buyer's address.
--
-- public.promo_discount counts the per-customer limit on the normalized address (public.plain_email, what
-- create_checkout_order now stores in promo_redemptions.email) or the member's account; the earlier rows were
-- stored lower-cased and trimmed, which plain_email leaves as they are for every plain address.
--
-- public.promo_code_guard hashes the address create-checkout passes as request_client_hash() hashes the
-- header (lower-cased; it did not lower-case), through public.client_address_hash (20261127200000).
--
-- Redefines promo_discount, check_promo_code (now 3 arguments) and promo_code_guard, each copied from
-- 20261123400100_promo_codes.sql with only those changes.

drop function public.check_promo_code(text, text, jsonb, text);

create or replace function public.promo_discount(
  p_code_id uuid,
  p_currency text,
  p_kind text,
  p_lines jsonb,
  p_email text,
  p_user_id uuid,
  p_lock boolean
)
returns numeric
language plpgsql
volatile
set search_path = ''
as $$
declare
  c public.promo_codes;
  v_subtotal numeric(12, 2);
  v_eligible numeric(12, 2);
  v_minimum numeric(12, 2);
  v_uses integer;
  -- The normalized address (public.plain_email); null counts by the account alone.
  v_email text := public.plain_email(p_email);
begin
  if p_lock then
    select * into c from public.promo_codes where id = p_code_id for update;
  else
    select * into c from public.promo_codes where id = p_code_id;
  end if;
  if not found or c.paused then
    raise exception 'promo_invalid' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if c.starts_at is not null and pg_catalog.now() < c.starts_at then
    raise exception 'promo_not_started' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if c.ends_at is not null and pg_catalog.now() >= c.ends_at then
    raise exception 'promo_expired' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if p_kind = 'reservation' and not c.applies_to_reservations then
    raise exception 'promo_not_applicable' using errcode = 'P0001', detail = 'promo_code';
  end if;
  select coalesce(sum((l ->> 'line_total')::numeric), 0),
         coalesce(sum((l ->> 'line_total')::numeric)
                    filter (where not ((l ->> 'product_id')::uuid = any (c.excluded_product_ids))), 0)
  into v_subtotal, v_eligible
  from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) l;
  v_minimum := case p_currency when 'eur' then c.min_order_eur else c.min_order_usd end;
  if v_subtotal < v_minimum then
    raise exception 'promo_minimum' using errcode = 'P0001', detail = 'promo_code',
      hint = 'The order is under this code''s minimum of ' || v_minimum || '.';
  end if;
  if v_eligible <= 0 then
    raise exception 'promo_not_applicable' using errcode = 'P0001', detail = 'promo_code';
  end if;
  if c.max_uses is not null then
    select count(*) into v_uses from public.promo_redemptions r
    where r.promo_code_id = c.id and r.status in ('held', 'used');
    if v_uses >= c.max_uses then
      raise exception 'promo_exhausted' using errcode = 'P0001', detail = 'promo_code';
    end if;
  end if;
  if c.max_uses_per_customer is not null then
    select count(*) into v_uses from public.promo_redemptions r
    where r.promo_code_id = c.id and r.status in ('held', 'used')
      and ((v_email is not null and r.email = v_email) or (p_user_id is not null and r.user_id = p_user_id));
    if v_uses >= c.max_uses_per_customer then
      raise exception 'promo_customer_limit' using errcode = 'P0001', detail = 'promo_code';
    end if;
  end if;
  return case c.kind
    when 'percent' then round(v_eligible * c.percent_off / 100, 2)
    else least(case p_currency when 'eur' then c.amount_off_eur else c.amount_off_usd end, v_eligible)
  end;
end;
$$;

create function public.check_promo_code(p_code text, p_locale text, p_items jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_currency text := case when p_locale = 'fr' then 'eur' else 'usd' end;
  v_row public.promo_codes;
  v_lines jsonb;
  v_discount numeric(12, 2);
begin
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) > 100
     or length(coalesce(p_code, '')) > 60 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'items';
  end if;
  v_row := public.promo_code_find(public.request_client_hash(), p_code);
  if v_row.id is null then
    return jsonb_build_object('ok', false, 'error', 'promo_invalid');
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'product_id', p.id,
           'line_total', case when v_currency = 'eur' then coalesce(p.price_euros, p.price) else p.price end * q.quantity
         )), '[]'::jsonb)
  into v_lines
  from (
    select e.value ->> 'product_id' as slug, least((e.value ->> 'quantity')::integer, 1000) as quantity
    from jsonb_array_elements(p_items) e
    where jsonb_typeof(e.value) = 'object' and (e.value ->> 'quantity') ~ '^[0-9]{1,4}$'
  ) q
  join public.products p on p.product_id = q.slug and p.published and not p.reserve_enabled;
  begin
    -- No address: whether one used the code is nobody's business here. A member's own account is counted.
    v_discount := public.promo_discount(v_row.id, v_currency, 'purchase', v_lines, null, auth.uid(), false);
  exception when sqlstate 'P0001' then
    return jsonb_build_object('ok', false, 'error', sqlerrm,
      'minimum', case when sqlerrm = 'promo_minimum'
                      then case v_currency when 'eur' then v_row.min_order_eur else v_row.min_order_usd end end);
  end;
  return jsonb_build_object('ok', true, 'code', v_row.code, 'discount', v_discount, 'kind', v_row.kind,
    'percent_off', v_row.percent_off, 'currency', v_currency);
end;
$$;

comment on function public.check_promo_code(text, text, jsonb) is
  'The cart''s check of a promotion code for its lines: the discount or why not; unknown codes count against the client (PT429 after 10 in 15 minutes).';

revoke execute on function public.check_promo_code(text, text, jsonb) from public;
grant execute on function public.check_promo_code(text, text, jsonb) to anon, authenticated, service_role;

create or replace function public.promo_code_guard(p_client_address text, p_code text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return (public.promo_code_find(public.client_address_hash(p_client_address), p_code)).id is not null;
end;
$$;
