create table "public"."shop_settings" (
  "id"         boolean                  not null default true,
  "site_url"   text                     not null default 'http://localhost:5173'::text,
  "updated_at" timestamp with time zone not null default now(),
  constraint "shop_settings_id_check" check (id),
  constraint "shop_settings_pkey" primary key (id),
  constraint "shop_settings_site_url_check"
    check ((site_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$'::text))
);

alter table public.shop_settings enable row level security;

comment on table "public"."shop_settings" is 'One row of shop-wide settings read by SQL (site_url: the origin of the links in mail). Set by the owner, never by a request.';

revoke all on table public.shop_settings from anon, authenticated, service_role;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.shop_settings to service_role;
