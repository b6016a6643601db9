create or replace function public.invoice_documents(p_order_id uuid, p_seller jsonb)
  returns table (
    id          uuid,
    number      text,
    kind        text,
    purpose     text,
    issued_at   timestamp with time zone,
    currency    text,
    amount_incl numeric,
    snapshot    jsonb
  )
  language plpgsql security definer set search_path to ''
as $function$
#variable_conflict use_column
declare
  v_finalized_at timestamptz := pg_catalog.now();
begin
  if p_order_id is null then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'order';
  end if;
  if p_seller is null or jsonb_typeof(p_seller) <> 'object'
     or coalesce(p_seller ->> 'companyName', '') = '' or coalesce(p_seller ->> 'vatNumber', '') = '' then
    raise exception 'invalid_request' using errcode = 'P0001', detail = 'seller';
  end if;
  update public.invoices i
  set finalized_at = v_finalized_at,
      snapshot = i.snapshot || jsonb_build_object('seller', p_seller, 'finalized_at', v_finalized_at)
  where i.order_id = p_order_id and i.finalized_at is null;

  return query
    select i.id, i.number, i.kind, i.purpose, i.issued_at, i.currency, i.amount_incl, i.snapshot
    from public.invoices i
    where i.order_id = p_order_id
    order by (i.kind = 'credit_note'), i.issued_at;
end;
$function$;

revoke all on function public.invoice_documents(p_order_id uuid, p_seller jsonb) from public, anon, authenticated, service_role;
grant execute on function public.invoice_documents(p_order_id uuid, p_seller jsonb) to service_role;
