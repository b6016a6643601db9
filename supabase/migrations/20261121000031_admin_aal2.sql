-- Admin writes need two-factor authentication: a session of an admin at aal1 (password only) may read what
-- admins read, but may not insert, update or delete admin-managed rows until it passes a TOTP challenge
-- (aal2 in the JWT). Restrictive policies add the condition to every permissive policy already there.
--
-- Members are untouched (public.admin_write_allowed() is true for anyone who is not an admin), and so are
-- SECURITY DEFINER functions and the service role, which do not go through RLS (checkout, webhook, forms).
-- A later migration that gives admins write access to a new table adds the same three policies; the
-- database lint test checks it.

create function public.admin_write_allowed()
returns boolean
language sql
stable
set search_path = ''
as $$
  select not public.is_admin() or coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
$$;

comment on function public.admin_write_allowed() is
  'False for an admin whose session has not passed two-factor authentication (aal1); true otherwise.';

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'products', 'orders', 'order_items', 'reservations', 'order_events',
    'contacts', 'contact_notes', 'contact_messages', 'contact_imports'
  ] loop
    execute format(
      'create policy "admin writes need aal2 (insert)" on public.%I as restrictive for insert to authenticated
         with check ((select public.admin_write_allowed()))', v_table);
    execute format(
      'create policy "admin writes need aal2 (update)" on public.%I as restrictive for update to authenticated
         using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()))', v_table);
    execute format(
      'create policy "admin writes need aal2 (delete)" on public.%I as restrictive for delete to authenticated
         using ((select public.admin_write_allowed()))', v_table);
  end loop;
end;
$$;

-- Product images: the same rule for the bucket admins write.
create policy "product-images: admin writes need aal2 (insert)"
  on storage.objects as restrictive for insert
  to authenticated
  with check (bucket_id <> 'product-images' or (select public.admin_write_allowed()));

create policy "product-images: admin writes need aal2 (update)"
  on storage.objects as restrictive for update
  to authenticated
  using (bucket_id <> 'product-images' or (select public.admin_write_allowed()))
  with check (bucket_id <> 'product-images' or (select public.admin_write_allowed()));

create policy "product-images: admin writes need aal2 (delete)"
  on storage.objects as restrictive for delete
  to authenticated
  using (bucket_id <> 'product-images' or (select public.admin_write_allowed()));
