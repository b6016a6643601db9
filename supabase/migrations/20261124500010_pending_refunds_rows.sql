-- The refunds a payment event still owes come back as table rows, not as one jsonb array: the webhook's
-- typed service client then reads each column as generated (`supabase gen types`), without a runtime check.
-- Same rows, same order (oldest first), same rights (service role only) as 20261123000130_payments_refunds.sql.
--
-- Functions: public.pending_refunds(text, text) -- service role only (payment-webhook).

drop function public.pending_refunds(text, text);

create function public.pending_refunds(p_provider text, p_event_id text)
returns table (
  id uuid,
  order_id uuid,
  amount numeric,
  currency text,
  payment_reference text,
  reason text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.order_id, r.amount, r.currency, r.payment_reference, r.reason
  from public.payment_refunds r
  where r.provider = p_provider and r.event_id = p_event_id and r.status = 'pending'
  order by r.created_at
$$;

comment on function public.pending_refunds(text, text) is
  'Service role only (payment-webhook): the refunds still to ask the provider for, for one payment event.';

revoke execute on function public.pending_refunds(text, text) from public, anon, authenticated;
grant execute on function public.pending_refunds(text, text) to service_role;
