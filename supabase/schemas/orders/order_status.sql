create type "public"."order_status" as enum (
  'pending_payment',
  'paid',
  'deposit_paid',
  'fulfilled',
  'shipped',
  'delivered',
  'cancelled',
  'refunded'
);

comment on type "public"."order_status" is 'An order''s status; its moves are those of public.order_next_statuses (trigger orders_check_status).';
