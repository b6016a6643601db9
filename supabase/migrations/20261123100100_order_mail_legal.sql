-- The order and reservation confirmations carry what the law wants a distance sale's confirmation to carry
-- (consumer code L221-13, issue 15): a link to the terms of sale the customer accepted and the information on
-- the right of withdrawal (14 days from delivery, the exception for cosmetics unsealed after delivery, and how:
-- the withdrawal form, or "Withdraw from the contract" on the order in My orders or on the order lookup), in the
-- order's language. The links start with public.shop_settings.site_url (20261123000410), never with a request
-- header. Same signature as 20261121000020_checkout.sql; everything else in the mail is unchanged. Not callable
-- through the API (only the payment functions call it).

create or replace function public.queue_order_mail(p_order_id uuid, p_kind text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  o public.orders;
  r public.reservations;
  fr boolean;
  v_lines text;
  v_subject text;
  v_intro text;
  v_amounts text;
  v_next text;
  v_legal text;
  v_site text := public.site_url();
  v_outbox_id uuid;
begin
  select * into o from public.orders where id = p_order_id;
  if not found then
    return;
  end if;
  fr := o.locale = 'fr';
  select * into r from public.reservations where order_id = o.id order by created_at limit 1;

  select string_agg(
           '- ' || i.product_name || ' × ' || i.quantity::text || ' : '
             || public.format_money(i.line_total, o.currency, o.locale),
           E'\n' order by i.created_at, i.id)
  into v_lines
  from public.order_items i
  where i.order_id = o.id;
  if not fr then
    v_lines := replace(v_lines, ' : ', ': ');
  end if;

  v_amounts := case when fr then 'Total : ' else 'Total: ' end || public.format_money(o.total, o.currency, o.locale);

  if p_kind = 'order_confirmation' then
    v_subject := case when fr then 'Votre commande ' || o.number || ' est confirmée'
                      else 'Your order ' || o.number || ' is confirmed' end;
    v_intro := case when fr then 'Merci pour votre commande ' || o.number || '. Nous avons bien reçu votre paiement.'
                    else 'Thank you for your order ' || o.number || '. We have received your payment.' end;
    v_amounts := v_amounts || E'\n' || case when fr then 'Payé : ' else 'Paid: ' end
                 || public.format_money(o.amount_paid, o.currency, o.locale);
    v_next := case
      when o.kind = 'preorder' and fr then
        'Et maintenant ? Vos articles en précommande partent dès que le prochain lot est prêt ; nous vous écrirons à l''expédition.'
      when o.kind = 'preorder' then
        'What happens next: your pre-ordered items ship as soon as the next batch is ready; we will write to you when they are on their way.'
      when fr then
        'Et maintenant ? Nous préparons votre commande et vous écrirons dès son expédition.'
      else
        'What happens next: we are preparing your order and will write to you when it ships.'
    end;
  elsif p_kind = 'reservation_confirmation' then
    v_subject := case when fr then 'Votre réservation ' || o.number || ' est confirmée'
                      else 'Your reservation ' || o.number || ' is confirmed' end;
    v_intro := case when fr then 'Votre réservation ' || o.number || ' est confirmée. Merci !'
                    else 'Your reservation ' || o.number || ' is confirmed. Thank you!' end;
    v_amounts := v_amounts || E'\n'
      || case
           when r.option = 'deposit' and fr then 'Payé (acompte de 50 %) : '
           when r.option = 'deposit' then 'Paid (50% deposit): '
           when fr then 'Payé (prix complet) : '
           else 'Paid (full price): '
         end
      || public.format_money(o.amount_paid, o.currency, o.locale);
    if o.balance_due > 0 then
      v_amounts := v_amounts || E'\n' || case when fr then 'Solde restant : ' else 'Balance due: ' end
                   || public.format_money(o.balance_due, o.currency, o.locale);
    end if;
    if r.estimated_delivery_date is not null then
      v_amounts := v_amounts || E'\n' || case when fr then 'Livraison estimée : ' else 'Estimated delivery: ' end
                   || public.format_date(r.estimated_delivery_date, o.locale);
    end if;
    v_next := case
      when o.balance_due > 0 and fr then
        'Et maintenant ? Nous vous prévenons dès que votre article est prêt. Réglez le solde depuis « Mes réservations » avant l''expédition. Vous pouvez annuler sans frais tant que l''article n''est pas préparé : tout ce que vous avez versé vous est alors remboursé.'
      when o.balance_due > 0 then
        'What happens next: we will let you know when your item is ready. Pay the balance from "My reservations" before it ships. You can cancel free of charge until your item is prepared for shipping; everything you have paid is then refunded.'
      when fr then
        'Et maintenant ? Nous vous prévenons dès que votre article est prêt et nous vous l''expédions. Vous pouvez annuler sans frais tant que l''article n''est pas préparé : tout ce que vous avez versé vous est alors remboursé.'
      else
        'What happens next: we will let you know when your item is ready and ship it to you. You can cancel free of charge until your item is prepared for shipping; everything you have paid is then refunded.'
    end;
  else -- balance_paid
    v_subject := case when fr then 'Solde réglé pour votre réservation ' || o.number
                      else 'Balance paid for your reservation ' || o.number end;
    v_intro := case when fr then 'Nous avons bien reçu le solde de votre réservation ' || o.number || ' : elle est entièrement réglée.'
                    else 'We have received the balance of your reservation ' || o.number || ': it is now paid in full.' end;
    v_amounts := v_amounts || E'\n' || case when fr then 'Payé : ' else 'Paid: ' end
                 || public.format_money(o.amount_paid, o.currency, o.locale);
    if r.estimated_delivery_date is not null then
      v_amounts := v_amounts || E'\n' || case when fr then 'Livraison estimée : ' else 'Estimated delivery: ' end
                   || public.format_date(r.estimated_delivery_date, o.locale);
    end if;
    v_next := case when fr then
        'Et maintenant ? Nous expédions votre article dès qu''il est prêt et vous écrirons quand il sera en route.'
      else
        'What happens next: we will ship your item as soon as it is ready and write to you when it is on its way.'
    end;
  end if;

  -- What the law wants in the confirmation of a distance sale (consumer code L221-13): the terms of sale and
  -- the right of withdrawal, with how to use it.
  if p_kind in ('order_confirmation', 'reservation_confirmation') then
    v_legal := concat_ws(E'\n\n',
      case when fr then 'Nos conditions générales de vente, que vous avez acceptées : ' || v_site || '/terms'
           else 'Our terms of sale, which you accepted: ' || v_site || '/terms' end,
      case when fr then
        'Votre droit de rétractation : vous pouvez vous rétracter dans les 14 jours suivant la réception de '
        || case when p_kind = 'reservation_confirmation' then 'votre article' else 'votre commande' end
        || ', sans avoir à vous justifier. Exception : vous ne pouvez plus vous rétracter pour un cosmétique que vous '
        || 'avez descellé après la livraison, pour des raisons d''hygiène et de protection de la santé (code de la '
        || 'consommation, article L221-28 9°). Pour vous rétracter, remplissez le formulaire ' || v_site
        || '/withdrawal-form, ou choisissez « Se rétracter » sur votre commande : '
        || case when o.user_id is not null then 'dans « Mes commandes » (' || v_site || '/my-orders), ou ' else '' end
        || 'sur la page de suivi de commande (' || v_site || '/order) avec son numéro ' || o.number
        || ' et cette adresse e-mail. Nous accusons réception de votre rétractation aussitôt par e-mail.'
      else
        'Your right of withdrawal: you may withdraw within 14 days of the day you receive '
        || case when p_kind = 'reservation_confirmation' then 'your item' else 'your order' end
        || ', without giving any reason. Exception: you can no longer withdraw from a cosmetic product you have '
        || 'unsealed after delivery, for reasons of hygiene and health protection (French consumer code, article '
        || 'L221-28 9°). '
        || 'To withdraw, fill in the form at ' || v_site || '/withdrawal-form, or choose "Withdraw from the '
        || 'contract" on your order: '
        || case when o.user_id is not null then 'in "My orders" (' || v_site || '/my-orders), or ' else '' end
        || 'on the order status page (' || v_site || '/order) with its number ' || o.number
        || ' and this email address. We acknowledge your withdrawal by email at once.'
      end
    );
  end if;

  insert into public.email_outbox (to_email, subject, body_text, locale, kind, order_id)
  values (
    o.email::text,
    'Maison Immortela · ' || v_subject,
    concat_ws(E'\n\n',
      case when fr then 'Bonjour ' else 'Hello ' end || o.name || ',',
      v_intro,
      v_lines,
      v_amounts,
      v_next,
      v_legal,
      case when fr then
        'Vous pouvez suivre votre commande à tout moment sur notre site, page « Commande », avec son numéro ' || o.number || ' et cette adresse e-mail.'
      else
        'You can follow your order at any time on our site, on the "Order" page, with its number ' || o.number || ' and this email address.'
      end,
      'Maison Immortela'
    ),
    o.locale,
    p_kind,
    o.id
  )
  returning id into v_outbox_id;

  insert into public.order_events (order_id, actor_id, type, data)
  values (o.id, null, 'email', jsonb_build_object('kind', p_kind, 'outbox_id', v_outbox_id, 'to', o.email::text));
end;
$$;

revoke execute on function public.queue_order_mail(uuid, text) from public, anon, authenticated;
