create table "public"."vat_rates" (
  "country"        text                     not null,
  "effective_from" date                     not null,
  "rate"           numeric(5,2)             not null,
  "source"         text                     not null default 'admin'::text,
  "created_at"     timestamp with time zone not null default now(),
  constraint "vat_rates_eu_member"
    check
    ((country = ANY (ARRAY['AT'::text, 'BE'::text, 'BG'::text, 'CY'::text, 'CZ'::text, 'DE'::text, 'DK'::text,
    'EE'::text,
    'ES'::text,
    'FI'::text,
    'FR'::text,
    'GR'::text,
    'HR'::text,
    'HU'::text,
    'IE'::text,
    'IT'::text,
    'LT'::text,
    'LU'::text,
    'LV'::text,
    'MT'::text, 'NL'::text, 'PL'::text, 'PT'::text, 'RO'::text, 'SE'::text, 'SI'::text, 'SK'::text]))),
  constraint "vat_rates_pkey" primary key (country, effective_from),
  constraint "vat_rates_rate_range" check (((rate >= (0)::numeric) AND (rate < (100)::numeric))),
  constraint "vat_rates_source_length" check (((length(source) >= 1) AND (length(source) <= 300)))
);

alter table public.vat_rates enable row level security;

create trigger vat_rates_guard before insert or delete or update on public.vat_rates for each row execute function public.vat_rates_guard();

create policy "admin writes need aal2 (delete)" on public.vat_rates as restrictive for delete to authenticated using ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (insert)" on public.vat_rates as restrictive for insert to authenticated
  with check ((select public.admin_write_allowed()));

create policy "admin writes need aal2 (update)" on public.vat_rates as restrictive for update to authenticated
  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));

create policy "admins add vat rates" on public.vat_rates for insert to authenticated with check ((select public.is_admin()));

create policy "admins change vat rates" on public.vat_rates for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "admins remove vat rates" on public.vat_rates for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads vat rates" on public.vat_rates for select to anon, authenticated using (true);

comment on table "public"."vat_rates" is 'Standard VAT rate of each EU member state from the day it takes effect (Europe/Paris). France''s rate also applies to Monaco. Added and changed by admins; a row an issued invoice used is never changed.';

revoke all on table public.vat_rates from anon, authenticated, service_role;
grant select on table public.vat_rates to anon;
grant select, insert, update, delete on table public.vat_rates to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.vat_rates to service_role;
