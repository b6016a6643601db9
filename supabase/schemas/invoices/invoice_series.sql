create table "public"."invoice_series" (
  "series"      text    not null,
  "year"        integer,
  "last_number" integer not null default 0,
  constraint "invoice_series_last_number_check" check ((last_number >= 0)),
  constraint "invoice_series_pkey" primary key (series),
  constraint "invoice_series_series_check" check ((series = ANY (ARRAY['F'::text, 'A'::text])))
);

alter table public.invoice_series enable row level security;

create trigger invoice_series_refuse_delete before delete on public.invoice_series for each row execute function public.invoice_series_refuse_delete();

comment on table "public"."invoice_series" is 'One counter row per numbering series (F: invoices, A: credit notes), locked FOR UPDATE by the transaction that issues a document: numbers without gaps.';

revoke all on table public.invoice_series from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.invoice_series to service_role;
