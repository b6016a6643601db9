-- Staff roles (issue 32): the owner manages staff and settings, which until now any admin did. A project that
-- has admins and no owner yet makes its earliest admin the owner, so someone can still do both; the others stay
-- admins. A project with no admin at all gets its first owner from `npm run deploy`.
update public.user_roles as r
set role = 'owner'
where r.role = 'admin'
  and not exists (select 1 from public.user_roles where role = 'owner')
  and (r.created_at, r.user_id) = (
    select created_at, user_id from public.user_roles where role = 'admin' order by created_at, user_id limit 1
  );
