create table "public"."shop_settings" (
  "id"                    boolean                  not null default true,
  "site_url"              text                     not null default 'http://localhost:5173'::text,
  "updated_at"            timestamp with time zone not null default now(),
  "legal_facts"           jsonb                    not null default '{}'::jsonb,
  "require_ready_to_sell" boolean                  not null default true,
  constraint "shop_settings_id_check" check (id),
  constraint "shop_settings_pkey" primary key (id),
  constraint "shop_settings_site_url_check"
    check ((site_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$'::text))
);

alter table public.shop_settings enable row level security;

create trigger shop_settings_check_legal_facts before update of legal_facts on public.shop_settings for each row execute function public.shop_settings_check_legal_facts();
create trigger shop_settings_record_change after update of legal_facts on public.shop_settings for each row execute function public.shop_settings_record_change();
create trigger shop_settings_set_updated_at before update on public.shop_settings for each row execute function public.set_updated_at();

create policy "admin writes need aal2 (update)" on public.shop_settings as restrictive for update to authenticated using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));
create policy "anyone reads the shop's legal facts" on public.shop_settings for select to anon, authenticated using (true);
create policy "the owner changes the shop's settings" on public.shop_settings for update to authenticated using ((select public.is_owner())) with check ((select public.is_owner()));

comment on table "public"."shop_settings" is 'One row of shop-wide settings (site_url: the origin of the links in mail; legal_facts: the company''s legal facts). The legal facts are public (legal notice, terms, invoices); only the owner past two factors changes them (admin_save_legal_facts), each change recorded in shop_settings_changes.';

comment on column "public"."shop_settings"."legal_facts" is 'The company''s legal facts, shaped as LegalFacts (supabase/functions/_shared/legal-facts.ts), paths listed by legal_fact_paths(); checked by legal_facts_problems() on every change. Empty on a new project: the owner fills them in the admin''s Settings; the local seed puts fictional demo facts.';

comment on column "public"."shop_settings"."require_ready_to_sell" is 'Checkout stays closed until the Ready to sell checklist is complete (ready_to_sell()). True on every project; the local seed turns it off so development and tests can sell with the demo facts.';

revoke all on table public.shop_settings from anon, authenticated, service_role;
grant select (id, legal_facts, updated_at) on table public.shop_settings to anon, authenticated;
grant update (legal_facts) on table public.shop_settings to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shop_settings to service_role;
