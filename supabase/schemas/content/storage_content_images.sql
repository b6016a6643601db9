create policy "content-images: admin writes need aal2 (delete)" on "storage"."objects"
  as restrictive
  for delete
  to "authenticated"
  using
    (((bucket_id <> 'content-images'::text) or ( select public.admin_write_allowed() as admin_write_allowed)));

create policy "content-images: admin writes need aal2 (insert)" on "storage"."objects"
  as restrictive
  for insert
  to "authenticated"
  with
    check
    (((bucket_id <> 'content-images'::text) OR ( SELECT public.admin_write_allowed() AS admin_write_allowed)));

create policy "content-images: admin writes need aal2 (update)" on "storage"."objects"
  as restrictive
  for update
  to "authenticated"
  using
    (((bucket_id <> 'content-images'::text) or ( select public.admin_write_allowed() as admin_write_allowed)))
  with
    check
    (((bucket_id <> 'content-images'::text) OR ( SELECT public.admin_write_allowed() AS admin_write_allowed)));

create policy "content-images: admins delete" on "storage"."objects"
  for delete
  to "authenticated"
  using (((bucket_id = 'content-images'::text) AND ( select public.is_admin() as is_admin)));

create policy "content-images: admins read" on "storage"."objects"
  for select
  to "authenticated"
  using (((bucket_id = 'content-images'::text) AND ( select public.is_admin() as is_admin)));

create policy "content-images: admins update" on "storage"."objects"
  for update
  to "authenticated"
  using (((bucket_id = 'content-images'::text) AND ( select public.is_admin() as is_admin)))
  with check (((bucket_id = 'content-images'::text) AND ( SELECT public.is_admin() AS is_admin)));

create policy "content-images: admins upload" on "storage"."objects"
  for insert
  to "authenticated"
  with check (((bucket_id = 'content-images'::text) AND ( SELECT public.is_admin() AS is_admin)));
