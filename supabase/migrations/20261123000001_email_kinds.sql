-- The mails the shop queues grow beyond payment confirmations: the community double opt-in link, and the
-- messages that tell a customer their order was cancelled or their payment returned (a payment that arrived
-- after its units were gone, or that lost a race with a cancellation). One list here, so the migrations that
-- queue them do not each rewrite the constraint.
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'order_confirmation',
  'reservation_confirmation',
  'balance_paid',
  'community_confirmation',
  'order_cancelled',
  'payment_refunded'
));
