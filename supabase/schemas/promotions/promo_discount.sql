create or replace function public.promo_discount (
  p_code_id  uuid,
  p_currency text,
  p_kind     text,
  p_lines    jsonb,
  p_email    text,
  p_user_id  uuid,
  p_lock     boolean
)
  returns numeric
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

revoke all on function public.promo_discount(p_code_id uuid, p_currency text, p_kind text, p_lines jsonb, p_email text, p_user_id uuid, p_lock boolean) from public, anon, authenticated, service_role;
grant execute on function public.promo_discount(p_code_id uuid, p_currency text, p_kind text, p_lines jsonb, p_email text, p_user_id uuid, p_lock boolean) to service_role;
