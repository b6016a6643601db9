create sequence "public"."order_number_seq" as bigint increment by 1 minvalue 1 maxvalue 9223372036854775807
  START with 100001 cache 1 no cycle;

revoke all on sequence public.order_number_seq from anon, authenticated, service_role;
grant select, update, usage on sequence public.order_number_seq to anon, authenticated, service_role;
