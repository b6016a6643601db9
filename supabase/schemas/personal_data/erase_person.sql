create or replace function public.erase_person (
  p_contact_id uuid default null::uuid,
  p_user_id    uuid default null::uuid
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_server boolean := coalesce(auth.jwt() ->> 'role', '') = 'service_role';
  s record;
  v_open text[];
  v_terms text[];
  v_mail_to text;
  v_locale text;
  v_numbers text[];
  v_counts jsonb := '{}'::jsonb;
  v_count integer;
  v_erasure uuid;
begin
  -- The member's own deletion comes from the delete-account function (service role), after their password;
  -- a member calling this directly is refused. Admins erase contacts from the CRM, past two-factor.
  if not v_server then
    perform public.crm_require_admin(true);
    if p_user_id is not null then
      raise exception using errcode = '22023', message = 'invalid_request',
        detail = 'An admin erases a contact (p_contact_id); accounts delete themselves.';
    end if;
  end if;
  if (p_contact_id is null) = (p_user_id is null) then
    raise exception using errcode = '22023', message = 'invalid_request',
      detail = 'Name either a contact or an account.';
  end if;

  select * into s from public.personal_data_scope(p_user_id, p_contact_id);
  if s.user_id is null and cardinality(s.contact_ids) = 0 then
    raise exception using errcode = 'PT404', message = 'person_not_found',
      hint = 'No contact or account has this id.';
  end if;
  if p_user_id is not null and not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception using errcode = 'PT404', message = 'person_not_found',
      hint = 'No contact or account has this id.';
  end if;
  if not v_server and s.user_id is not null
     and public.staff_role_of(s.user_id) is not null then
    raise exception using errcode = '42501', message = 'cannot_erase_admin';
  end if;

  -- A contract still being carried out (paid, not yet delivered) needs the person's details: not now.
  perform 1 from public.orders o where o.id = any (s.order_ids) for update;
  select array_agg(o.number order by o.created_at) into v_open
  from public.orders o
  where o.id = any (s.order_ids) and o.status in ('paid', 'deposit_paid', 'fulfilled', 'shipped');
  if v_open is not null then
    raise exception using errcode = '55000', message = 'orders_in_progress',
      detail = array_to_string(v_open, ', '),
      hint = 'Orders paid and not yet delivered, cancelled or refunded keep the details they need.';
  end if;

  -- Where the confirmation goes, and in which language: the account's address, else the contact's.
  select u.email, case when u.raw_user_meta_data ->> 'locale' in ('en', 'fr') then u.raw_user_meta_data ->> 'locale' end
  into v_mail_to, v_locale
  from auth.users u where u.id = s.user_id;
  select coalesce(v_mail_to, c.email::text), coalesce(c.locale, v_locale)
  into v_mail_to, v_locale
  from public.contacts c where c.id = any (s.contact_ids)
  order by c.created_at limit 1;
  if v_locale is null then
    select o.locale into v_locale from public.orders o where o.id = any (s.order_ids) order by o.created_at desc limit 1;
  end if;

  -- What to mask where the kept history mentions the person: addresses, telephones, full names.
  select coalesce(array_agg(distinct t), '{}') into v_terms
  from (
    select unnest(s.emails) as t
    union select c.phone from public.contacts c where c.id = any (s.contact_ids)
    union select c.full_name from public.contacts c where c.id = any (s.contact_ids)
    union select nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), '') from public.contacts c where c.id = any (s.contact_ids)
    union select o.phone from public.orders o where o.id = any (s.order_ids)
    union select o.email::text from public.orders o where o.id = any (s.order_ids)
    union select g.phone from public.community_signups g
          where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails)
    union select g.first_name || ' ' || g.last_name from public.community_signups g
          where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails)
    union select m.name from public.contact_messages m
          where m.contact_id = any (s.contact_ids) or lower(m.email::text) = any (s.emails)
    union select u.raw_user_meta_data ->> 'full_name' from auth.users u where u.id = s.user_id
  ) x
  where t is not null and length(btrim(t)) >= 5 and t !~* '@erased\.invalid$';

  perform pg_catalog.set_config('app.erasing', 'on', true);

  -- Orders: a checkout never paid is cancelled (its units and page released); every order is kept, unlinked.
  update public.orders set status = 'cancelled'
  where id = any (s.order_ids) and status = 'pending_payment';
  select array_agg(o.number order by o.created_at) into v_numbers from public.orders o where o.id = any (s.order_ids);
  -- The e-mail column must hold an address: a random one per order, so that the guest lookup (number and
  -- e-mail) can never open an erased order with a placeholder anyone could type.
  update public.orders
  set user_id = null, contact_id = null, phone = null,
      email = 'erased-' || pg_catalog.encode(extensions.gen_random_bytes(12), 'hex') || '@erased.invalid'
  where id = any (s.order_ids);
  update public.reservations set user_id = null
  where order_id = any (s.order_ids) or (s.user_id is not null and user_id = s.user_id);
  -- A promotion code's uses keep their order and amount, not the address: the order's placeholder (or a random
  -- one for a use of the person's address on an order outside their scope).
  update public.promo_redemptions r
  set email = coalesce(
    (select o.email::text from public.orders o where o.id = r.order_id and o.id = any (s.order_ids)),
    'erased-' || pg_catalog.encode(extensions.gen_random_bytes(12), 'hex') || '@erased.invalid'
  )
  where r.order_id = any (s.order_ids) or lower(btrim(r.email)) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('promo_redemptions', v_count);
  -- Invoices and credit notes keep the name and address the law asks for; their e-mail becomes the order's
  -- placeholder and a telephone frozen before 20261127500500 goes (invoices_immutable lets only this through).
  update public.invoices i
  set snapshot = pg_catalog.jsonb_set(i.snapshot #- '{customer,phone}', '{customer,email}', to_jsonb(o.email::text))
  from public.orders o
  where i.order_id = o.id and o.id = any (s.order_ids) and i.snapshot ? 'customer'
    and (i.snapshot #> '{customer,email}' is distinct from to_jsonb(o.email::text)
         or i.snapshot -> 'customer' ? 'phone');
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('invoices', v_count);
  insert into public.order_events (order_id, actor_id, type, note)
  select o, auth.uid(), 'note',
         'Personal data erased (GDPR art. 17): the order is kept as an accounting record, without the customer''s account, e-mail or telephone.'
  from unnest(s.order_ids) o;

  -- The kept history: the person's details masked, old values of edited fields dropped.
  update public.order_events e
  set data = public.erasure_mask_jsonb(public.erasure_strip_changes(e.data), v_terms),
      note = public.erasure_mask(e.note, v_terms)
  where e.order_id = any (s.order_ids)
    and (e.data, e.note) is distinct from
        (public.erasure_mask_jsonb(public.erasure_strip_changes(e.data), v_terms), public.erasure_mask(e.note, v_terms));
  update public.payment_events p
  set payload = public.erasure_mask_jsonb(p.payload, v_terms)
  where p.order_id = any (s.order_ids) and p.payload is distinct from public.erasure_mask_jsonb(p.payload, v_terms);
  update public.payment_sessions p
  set url = public.erasure_mask(p.url, v_terms)
  where p.order_id = any (s.order_ids) and p.url is distinct from public.erasure_mask(p.url, v_terms);
  update public.payment_refunds p
  set error = public.erasure_mask(p.error, v_terms)
  where p.order_id = any (s.order_ids) and p.error is distinct from public.erasure_mask(p.error, v_terms);

  delete from public.order_receipt_tokens where order_id = any (s.order_ids);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('order_receipt_tokens', v_count);
  delete from public.order_lookup_failures where order_number = any (coalesce(v_numbers, '{}'));
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('order_lookup_failures', v_count);

  -- Everything else of the person.
  delete from public.email_outbox where lower(to_email) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('email_outbox', v_count);
  delete from public.contact_messages m
  where m.contact_id = any (s.contact_ids) or lower(m.email::text) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('contact_messages', v_count);
  delete from public.community_signups g
  where g.contact_id = any (s.contact_ids) or lower(g.email::text) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('community_signups', v_count);
  delete from public.back_in_stock_subscriptions b
  where b.user_id = s.user_id or lower(b.email::text) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('back_in_stock_subscriptions', v_count);
  delete from public.back_in_stock_requests r where lower(r.email::text) = any (s.emails);
  delete from public.marketing_unsubscribe_tokens t where lower(t.email::text) = any (s.emails);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('marketing_unsubscribe_tokens', v_count);
  -- An import's undo data keeps the contacts' earlier values: the person's entries go.
  update public.contact_imports i
  set previous_values = coalesce((
    select jsonb_agg(p) from jsonb_array_elements(i.previous_values) p
    where not ((p ->> 'id')::uuid = any (s.contact_ids))
  ), '[]'::jsonb)
  where exists (
    select 1 from jsonb_array_elements(i.previous_values) p where (p ->> 'id')::uuid = any (s.contact_ids)
  );
  select count(*) into v_count from public.contact_notes n where n.contact_id = any (s.contact_ids);
  v_counts := v_counts || jsonb_build_object('contact_notes', v_count);
  delete from public.contacts c where c.id = any (s.contact_ids);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('contacts', v_count);
  if s.user_id is not null then
    delete from public.carts c where c.user_id = s.user_id;
    get diagnostics v_count = row_count;
    v_counts := v_counts || jsonb_build_object('carts', v_count);
  end if;

  insert into public.personal_data_erasures (requested_by, admin_id, had_account, orders_kept, counts)
  values (
    case when v_server then 'member' else 'admin' end,
    case when v_server then null else auth.uid() end,
    s.user_id is not null,
    cardinality(s.order_ids),
    v_counts
  )
  returning id into v_erasure;

  -- The confirmation, to the address before it is erased (the outbox row is deleted once sent): its kind and
  -- data only (whether an account went, the order numbers kept); the template account_erased writes it.
  if v_mail_to is not null then
    perform public.enqueue_mail(
      'account_erased',
      v_mail_to,
      v_locale,
      null,
      jsonb_build_object(
        'had_account', s.user_id is not null,
        'orders_kept', to_jsonb(coalesce(v_numbers, array[]::text[]))
      )
    );
  end if;

  perform pg_catalog.set_config('app.erasing', '', true);

  return jsonb_build_object(
    'erasure_id', v_erasure,
    'user_id', s.user_id,
    'orders_kept', cardinality(s.order_ids),
    'mailed', v_mail_to is not null
  );
end;
$function$;

comment on function "public"."erase_person"(uuid, uuid) is 'GDPR art. 17: erases a person (contact for admins at aal2; account for the service role after re-authentication); keeps orders as accounting records, unlinked.';

revoke all on function public.erase_person(p_contact_id uuid, p_user_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.erase_person(p_contact_id uuid, p_user_id uuid) to authenticated, service_role;
