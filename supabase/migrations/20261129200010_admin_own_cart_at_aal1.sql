-- An admin signed in with the password only (aal1) could not keep a cart: the restrictive "admin reads need
-- aal2" policy of 20261127400000_admin_reads_aal2.sql hid every cart row from such a session, its own
-- included, so load_or_create_cart (insert ... on conflict do nothing, which reads the conflicting row) failed
-- with "new row violates row-level security policy" on every page the admin opened as a shopper. A cart of
-- one's own is not a customer's personal data: the restrictive policy now lets the session's own cart and its
-- lines through, and still hides every other customer's until the TOTP code is given.

drop policy "admin reads need aal2" on public.carts;
create policy "admin reads need aal2" on public.carts as restrictive for select to authenticated
  using (user_id = (select auth.uid()) or (select public.admin_read_allowed()));

drop policy "admin reads need aal2" on public.cart_items;
create policy "admin reads need aal2" on public.cart_items as restrictive for select to authenticated
  using (public.owns_cart(cart_id) or (select public.admin_read_allowed()));
