create or replace function public.crm_overview()
  returns jsonb language plpgsql stable set search_path to ''
as $function$
declare
  v_now timestamptz := pg_catalog.now();
  v_month timestamptz := date_trunc('month', v_now at time zone 'UTC') at time zone 'UTC';
  v_prev_month timestamptz := (date_trunc('month', v_now at time zone 'UTC') - interval '1 month') at time zone 'UTC';
  v_first_week timestamptz := (date_trunc('week', v_now at time zone 'UTC') - interval '11 weeks') at time zone 'UTC';
begin
  perform public.crm_require_admin();
  return jsonb_build_object(
    'contacts', (
      select jsonb_build_object(
        'total', count(*),
        'new_last_30_days', count(*) filter (where created_at >= v_now - interval '30 days')
      )
      from public.contacts
    ),
    'months', (
      select coalesce(jsonb_agg(to_jsonb(x) order by x.month, x.currency), '[]'::jsonb)
      from (
        select m.label as month, o.currency, count(o.id) as orders,
               coalesce(sum(o.amount_paid - o.refunded_amount), 0) as revenue
        from (values ('current', v_month, v_now + interval '1 second'), ('previous', v_prev_month, v_month))
          as m(label, starts, ends)
        join public.orders o
          on o.created_at >= m.starts and o.created_at < m.ends and o.status <> 'pending_payment'
        group by m.label, o.currency
      ) x
    ),
    'balance_due', (
      select coalesce(jsonb_agg(jsonb_build_object('currency', currency, 'reservations', n, 'amount', amount)
                                order by currency), '[]'::jsonb)
      from (
        select r.currency, count(*) as n, sum(r.balance_due) as amount
        from public.reservations r
        where r.balance_due > 0 and r.status not in ('pending_payment', 'cancelled', 'refunded')
        group by r.currency
      ) b
    ),
    'top_products', (
      select coalesce(jsonb_agg(to_jsonb(t) order by t.quantity desc, t.product_name), '[]'::jsonb)
      from (
        select i.product_id, min(i.product_name) as product_name, sum(i.quantity) as quantity,
               count(distinct i.order_id) as orders
        from public.order_items i
        join public.orders o on o.id = i.order_id
        where o.status not in ('pending_payment', 'cancelled', 'refunded')
          and o.created_at >= v_now - interval '90 days'
        group by i.product_id
        order by sum(i.quantity) desc, min(i.product_name)
        limit 5
      ) t
    ),
    'latest_messages', (
      select coalesce(jsonb_agg(to_jsonb(m) order by m.created_at desc), '[]'::jsonb)
      from (
        select id, contact_id, name, email::text as email, subject, created_at, handled_at
        from public.contact_messages
        order by created_at desc
        limit 5
      ) m
    ),
    'weekly_revenue', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'week', to_char(w.starts at time zone 'UTC', 'YYYY-MM-DD'), 'currency', cur.currency,
        'revenue', coalesce((
          select sum(o.amount_paid - o.refunded_amount) from public.orders o
          where o.currency = cur.currency and o.status <> 'pending_payment'
            and o.created_at >= w.starts and o.created_at < w.starts + interval '1 week'
        ), 0)
      ) order by w.starts, cur.currency), '[]'::jsonb)
      from generate_series(v_first_week, v_first_week + interval '11 weeks', interval '1 week') as w(starts)
      cross join (values ('usd'), ('eur')) as cur(currency)
    )
  );
end;
$function$;

revoke all on function public.crm_overview() from public, anon, authenticated, service_role;
grant execute on function public.crm_overview() to authenticated, service_role;
