create or replace function public.withdrawal_deadline(p_delivered_at timestamp with time zone)
  returns timestamp with time zone language sql immutable parallel safe set search_path to ''
as $function$
  select case when p_delivered_at is null then null else
    ((x.last_day + case extract(isodow from x.last_day)::integer when 6 then 2 when 7 then 1 else 0 end + 1)
       ::timestamp at time zone 'Europe/Paris')
  end
  from (select (p_delivered_at at time zone 'Europe/Paris')::date + 14 as last_day) x
$function$;

comment on function "public"."withdrawal_deadline"(timestamp with time zone) is 'End of the withdrawal period of an order delivered at the given time: the 14th day after delivery (Paris), a weekend end pushed to Monday.';

revoke all on function public.withdrawal_deadline(p_delivered_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.withdrawal_deadline(p_delivered_at timestamp with time zone) to service_role;
