create or replace function public.content_delete(p_actor uuid, p_id uuid)
  returns void language plpgsql security definer set search_path to ''
as $function$
begin
  perform public.content_assert_admin(p_actor);
  delete from public.content_documents where id = p_id and kind = 'article';
  if not found then
    raise exception 'content_not_found' using errcode = 'PT404';
  end if;
end;
$function$;

comment on function "public"."content_delete"(p_actor uuid, p_id uuid) is 'Deletes an article with its revisions. Brand pages cannot be deleted (content_not_found).';

revoke all on function public.content_delete(p_actor uuid, p_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.content_delete(p_actor uuid, p_id uuid) to service_role;
