create trigger check_user_metadata_names before insert or update on auth.users for each row execute function public.check_user_metadata_names();

create trigger on_auth_user_created after insert on auth.users for each row execute function public.handle_new_user();

create trigger on_auth_user_email_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (((old.email_confirmed_at IS NULL) AND (new.email_confirmed_at IS NOT NULL)))
  execute function public.handle_new_user();

create trigger on_auth_user_claim_guest_orders
  after insert or update of email, email_confirmed_at on auth.users
  for each row
  execute function public.claim_guest_orders();
