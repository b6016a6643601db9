-- The mails of the legal issue join the one list of kinds (20261123000001_email_kinds.sql): the acknowledgement
-- of a withdrawal request (with its date and time), the confirmation that a member's account was erased, and the
-- invoice or credit note a paid or refunded order gets.
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'order_confirmation',
  'reservation_confirmation',
  'balance_paid',
  'community_confirmation',
  'order_cancelled',
  'payment_refunded',
  'withdrawal_acknowledged',
  'withdrawal_refunded',
  'account_erased'
));
