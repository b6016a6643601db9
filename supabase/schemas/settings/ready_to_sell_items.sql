create or replace function public.ready_to_sell_items()
  returns jsonb language sql stable security definer set search_path to ''
as $function$
  -- What the database can tell of the Ready to sell checklist, each item done or not. The payment provider's
  -- keys are the Edge Functions' secrets: the health function says whether they are set.
  select jsonb_build_array(
    jsonb_build_object('item', 'legal_facts', 'done',
      coalesce((select cardinality(public.legal_facts_missing(s.legal_facts)) = 0
                from public.shop_settings s where s.id), false),
      'missing', coalesce((select to_jsonb(public.legal_facts_missing(s.legal_facts))
                           from public.shop_settings s where s.id), '[]'::jsonb)),
    -- Stripe's "Send test event" from the dashboard counts: it proves the endpoint and its secret.
    jsonb_build_object('item', 'payment_webhook', 'done',
      exists (select 1 from public.payment_events e where e.provider = 'stripe')),
    jsonb_build_object('item', 'mail_sender', 'done',
      exists (select 1 from public.email_outbox m
              where m.sent_at > pg_catalog.now() - interval '30 days')),
    jsonb_build_object('item', 'hold_sweep', 'done',
      exists (select 1 from public.job_runs j
              where j.job = 'release-expired-holds' and j.last_run_at > pg_catalog.now() - interval '10 minutes')),
    jsonb_build_object('item', 'staff_two_factors', 'done',
      exists (select 1 from public.user_roles r
              join auth.mfa_factors f on f.user_id = r.user_id and f.status = 'verified'
              where r.role in ('owner', 'admin')))
  )
$function$;

comment on function "public"."ready_to_sell_items"() is 'The Ready to sell checklist''s items the database knows, [{item, done}]: legal_facts (with what is missing), payment_webhook (a Stripe event received), mail_sender (a mail sent in the last 30 days), hold_sweep (ran in the last 10 minutes), staff_two_factors (an owner or admin with a verified second factor).';

revoke all on function public.ready_to_sell_items() from public, anon, authenticated, service_role;
grant execute on function public.ready_to_sell_items() to service_role;
