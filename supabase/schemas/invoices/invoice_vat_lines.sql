create table "public"."invoice_vat_lines" (
  "invoice_id"  uuid          not null,
  "rate"        numeric(5,2)  not null,
  "amount_excl" numeric(12,2) not null,
  "vat_amount"  numeric(12,2) not null,
  "amount_incl" numeric(12,2) not null,
  constraint "invoice_vat_lines_adds_up" check (((amount_excl + vat_amount) = amount_incl)),
  constraint "invoice_vat_lines_pkey" primary key (invoice_id, rate),
  constraint "invoice_vat_lines_positive" check ((amount_incl > (0)::numeric)),
  constraint "invoice_vat_lines_rate_range" check (((rate >= (0)::numeric) AND (rate < (100)::numeric))),
  constraint "invoice_vat_lines_invoice_id_fkey" foreign key (invoice_id) references public.invoices(id)
    on delete restrict
);

alter table public.invoice_vat_lines enable row level security;

create trigger invoice_vat_lines_immutable
  before delete or update on public.invoice_vat_lines
  for each row
  execute function public.invoice_vat_lines_immutable();

create policy "admin reads need aal2" on public.invoice_vat_lines as restrictive for select to authenticated using ((select public.admin_read_allowed()));

create policy "owners read their invoices' vat lines, admins read all" on "public"."invoice_vat_lines"
  for select
  to "authenticated"
  using ((( select public.is_staff() as is_staff) or (exists ( select 1
   from (public.invoices i
     JOIN public.orders o on ((o.id = i.order_id)))
  where ((i.id = invoice_vat_lines.invoice_id) AND (o.user_id = ( select auth.uid() as uid)))))));

comment on table "public"."invoice_vat_lines" is 'An invoice''s or credit note''s amounts per VAT rate, as issued. Never changed.';

revoke all on table public.invoice_vat_lines from anon, authenticated, service_role;
grant select on table public.invoice_vat_lines to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.invoice_vat_lines to service_role;
