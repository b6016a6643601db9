create table "public"."stock_holds" (
  "id"             uuid                     not null default gen_random_uuid(),
  "order_id"       uuid                     not null,
  "order_item_id"  uuid                     not null,
  "product_id"     uuid                     not null,
  "session_id"     uuid,
  "quantity"       integer                  not null,
  "status"         text                     not null default 'held'::text,
  "expires_at"     timestamp with time zone not null,
  "from_stock"     integer,
  "sold_ahead"     integer,
  "release_reason" text,
  "created_at"     timestamp with time zone not null default now(),
  "released_at"    timestamp with time zone,
  "sold_at"        timestamp with time zone,
  "returned_at"    timestamp with time zone,
  "units_per_line_unit" integer                  not null default 1,
  constraint "stock_holds_check1" check (((from_stock IS NULL) = (sold_ahead IS NULL))),
  constraint "stock_holds_check2" check (((from_stock IS NULL) OR ((from_stock + sold_ahead) = quantity))),
  constraint "stock_holds_check3" check (((status = 'released'::text) = (release_reason IS NOT NULL))),
  constraint "stock_holds_check"
    check (((status = ANY (ARRAY['sold'::text, 'returned'::text])) = (from_stock IS NOT NULL))),
  constraint "stock_holds_from_stock_check" check ((from_stock >= 0)),
  constraint "stock_holds_order_id_fkey" foreign key (order_id) references public.orders(id)
    on delete cascade,
  constraint "stock_holds_order_item_id_fkey" foreign key (order_item_id) references public.order_items(id)
    on delete cascade,
  constraint "stock_holds_pkey" primary key (id),
  constraint "stock_holds_product_id_fkey" foreign key (product_id) references public.products(id)
    on delete restrict,
  constraint "stock_holds_quantity_check" check (((quantity >= 1) AND (quantity <= 10000))),
  constraint "stock_holds_units_per_line_unit_check"
    check (((units_per_line_unit >= 1) AND (units_per_line_unit <= 10))),
  constraint "stock_holds_release_reason_check"
    check
    ((release_reason = ANY (ARRAY['expired'::text, 'session_expired'::text, 'cancelled'::text,
    'session_failed'::text, 'superseded'::text, 'stock_gone'::text]))),
  constraint "stock_holds_session_id_fkey" foreign key (session_id) references public.payment_sessions(id)
    on delete set null,
  constraint "stock_holds_sold_ahead_check" check ((sold_ahead >= 0)),
  constraint "stock_holds_status_check"
    check ((status = ANY (ARRAY['held'::text, 'released'::text, 'sold'::text, 'returned'::text])))
);

alter table public.stock_holds enable row level security;

create index stock_holds_expiry_idx on public.stock_holds using btree (expires_at)
  where (status = 'held'::text);

create unique index stock_holds_one_active_per_line_idx on public.stock_holds using btree (order_item_id, product_id)
  where (status = ANY (ARRAY['held'::text, 'sold'::text]));

create index stock_holds_order_id_idx on public.stock_holds using btree (order_id);

create index stock_holds_order_item_id_idx on public.stock_holds using btree (order_item_id);

create index stock_holds_product_id_idx on public.stock_holds using btree (product_id);

create index stock_holds_session_id_idx on public.stock_holds using btree (session_id);

create trigger stock_holds_release_on_delete after delete on public.stock_holds for each row execute function public.stock_holds_release_on_delete();

create policy "admins read stock holds" on public.stock_holds for select to authenticated using ((select public.is_admin()));

comment on table "public"."stock_holds" is 'One row per order line, product and attempt (a set''s line has one per component): units held while the payment session is open, then sold, released or returned.';

comment on column "public"."stock_holds"."units_per_line_unit" is 'Units of this product one unit of the order line takes: 1, or a set''s quantity of this component; a return of n line units gives back n times this.';

revoke all on table public.stock_holds from anon, authenticated, service_role;
grant select on table public.stock_holds to authenticated;
grant select, insert, update, delete, truncate, references, trigger, maintain on table public.stock_holds to service_role;
