-- product-images takes raster images only, and nobody but admins lists it.
--
-- SVG is a document, not a picture: opened at its public URL it runs its scripts on the storage origin. Storage
-- serves a file with the content type declared at upload (it does not look inside), so refusing
-- image/svg+xml at upload is what keeps one from being served inline; a file that lies about its type is
-- served as the raster type it claimed, which a browser never runs. 5 MB, as before.
--
-- A public bucket serves its files at /storage/v1/object/public/... without any policy. The SELECT policy for
-- anon and authenticated added nothing to that, and let anyone list every file of the bucket
-- (POST /storage/v1/object/list/product-images): Supabase's linter calls it public_bucket_allows_listing.
-- Admins keep reading the rows (listing, upsert and remove need it); everyone else reads through the public URL.
--
-- Files already stored as image/svg+xml on a hosted project keep their type: delete them with the Storage API
-- (the dashboard, or supabase-js remove()), found with
--   select name from storage.objects where bucket_id = 'product-images'
--     and metadata ->> 'mimetype' not in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif');

update storage.buckets
set file_size_limit = 5 * 1024 * 1024,
    allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
where id = 'product-images';

drop policy "product-images: anyone reads" on storage.objects;

create policy "product-images: admins read"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'product-images' and (select public.is_admin()));
