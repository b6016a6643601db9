create or replace function public.export_my_data()
  returns jsonb language plpgsql stable security definer set search_path to ''
as $function$
declare
  v_uid uuid := auth.uid();
  s record;
  v_account jsonb;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'sign_in_required';
  end if;
  if public.account_needs_aal2(v_uid) and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception using errcode = '42501', message = 'two_factor_required';
  end if;
  select * into s from public.personal_data_scope(v_uid, null);

  select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'phone', nullif(u.phone, ''),
    'created_at', u.created_at,
    'updated_at', u.updated_at,
    'email_confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at,
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'roles', coalesce((select jsonb_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id), '[]'::jsonb),
    'two_factor', coalesce((
      select jsonb_agg(jsonb_build_object(
        'type', f.factor_type, 'friendly_name', f.friendly_name, 'status', f.status, 'created_at', f.created_at
      ) order by f.created_at)
      from auth.mfa_factors f where f.user_id = u.id
    ), '[]'::jsonb),
    'sessions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'created_at', x.created_at, 'updated_at', x.updated_at, 'aal', x.aal, 'user_agent', x.user_agent, 'ip', x.ip
      ) order by x.created_at)
      from auth.sessions x where x.user_id = u.id
    ), '[]'::jsonb)
  ) into v_account
  from auth.users u
  where u.id = v_uid;

  return jsonb_build_object(
    'format', 'maison-immortela/personal-data',
    'version', 1,
    'exported_at', pg_catalog.now(),
    'account', v_account,
    'contacts', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(c)) order by c.created_at)
      from public.contacts c where c.id = any (s.contact_ids)
    ), '[]'::jsonb),
    'consent_history', coalesce((
      select jsonb_agg(jsonb_build_object('contact_id', n.contact_id, 'event', n.body, 'at', n.created_at)
                       order by n.created_at)
      from public.contact_notes n where n.contact_id = any (s.contact_ids) and n.kind = 'consent'
    ), '[]'::jsonb),
    -- What the shop's staff wrote about the person (GDPR art. 15 covers it); the author stays the shop.
    'notes', coalesce((
      select jsonb_agg(jsonb_build_object('contact_id', n.contact_id, 'kind', n.kind, 'text', n.body, 'at', n.created_at)
                       order by n.created_at)
      from public.contact_notes n where n.contact_id = any (s.contact_ids) and n.kind <> 'consent'
    ), '[]'::jsonb),
    'carts', coalesce((
      select jsonb_agg(to_jsonb(c) || jsonb_build_object('items', coalesce((
        select jsonb_agg(to_jsonb(i) order by i.position, i.id) from public.cart_items i where i.cart_id = c.id
      ), '[]'::jsonb)) order by c.created_at)
      from public.carts c where c.user_id = v_uid
    ), '[]'::jsonb),
    'orders', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(o)) || jsonb_build_object(
        'items', coalesce((
          select jsonb_agg(to_jsonb(i) order by i.created_at, i.id) from public.order_items i where i.order_id = o.id
        ), '[]'::jsonb),
        'reservations', coalesce((
          select jsonb_agg(to_jsonb(r) order by r.created_at, r.id) from public.reservations r where r.order_id = o.id
        ), '[]'::jsonb),
        'history', coalesce((
          select jsonb_agg(jsonb_build_object(
            'type', e.type, 'from_status', e.from_status, 'to_status', e.to_status, 'note', e.note,
            'data', e.data, 'at', e.created_at
          ) order by e.created_at, e.id)
          from public.order_events e where e.order_id = o.id
        ), '[]'::jsonb),
        'payment_pages', coalesce((
          select jsonb_agg(jsonb_build_object(
            'purpose', p.purpose, 'provider', p.provider, 'amount', p.amount, 'currency', p.currency,
            'status', p.status, 'created_at', p.created_at, 'closed_at', p.closed_at
          ) order by p.created_at)
          from public.payment_sessions p where p.order_id = o.id
        ), '[]'::jsonb),
        'refunds', coalesce((
          select jsonb_agg(jsonb_build_object(
            'amount', f.amount, 'currency', f.currency, 'reason', f.reason, 'status', f.status,
            'created_at', f.created_at, 'completed_at', f.completed_at
          ) order by f.created_at)
          from public.payment_refunds f where f.order_id = o.id
        ), '[]'::jsonb)
      ) order by o.created_at)
      from public.orders o where o.id = any (s.order_ids)
    ), '[]'::jsonb),
    -- Records later migrations tie to these orders, this account or this contact (invoices, withdrawal
    -- requests...), by table.
    'order_records', public.personal_data_related('public.orders'::regclass, s.order_ids),
    'account_records', public.personal_data_related('auth.users'::regclass, array[v_uid]),
    'contact_records', public.personal_data_related('public.contacts'::regclass, s.contact_ids),
    'community_signups', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(g)) order by g.created_at)
      from public.community_signups g
      where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails)
    ), '[]'::jsonb),
    'contact_messages', coalesce((
      select jsonb_agg(public.personal_data_row(to_jsonb(m)) order by m.created_at)
      from public.contact_messages m
      where m.contact_id = any (s.contact_ids) or lower(m.email::text) = any (s.emails)
    ), '[]'::jsonb),
    -- Tell me when it's back: the alerts of any of the person's addresses, asked signed in or not.
    'back_in_stock_alerts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product', p.product_id, 'email', b.email, 'locale', b.locale, 'status', b.status,
        'requested_at', b.requested_at, 'confirmed_at', b.confirmed_at, 'notified_at', b.notified_at,
        'unsubscribed_at', b.unsubscribed_at
      ) order by b.created_at, b.id)
      from public.back_in_stock_subscriptions b
      join public.products p on p.id = b.product_id
      where b.user_id = v_uid or lower(b.email::text) = any (s.emails)
    ), '[]'::jsonb),
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object(
        'to', m.to_email, 'kind', m.kind, 'subject', m.subject, 'text', m.body_text, 'created_at', m.created_at,
        'sent_at', m.sent_at
      ) order by m.created_at)
      from public.email_outbox m where lower(m.to_email) = any (s.emails)
    ), '[]'::jsonb)
  );
end;
$function$;

comment on function "public"."export_my_data"() is 'GDPR art. 15/20: the signed-in member''s account, contact, notes, consent history, carts, orders, sign-ups, messages, back-in-stock alerts and mail, as JSON.';

revoke all on function public.export_my_data() from public, anon, authenticated, service_role;
grant execute on function public.export_my_data() to authenticated, service_role;
