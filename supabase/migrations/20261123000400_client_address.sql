-- Rate limits key on the client address the platform vouches for, not on one the caller wrote.
--
-- The first X-Forwarded-For entry (what request_client_hash() read until now, as Supabase's "Securing your API"
-- guide suggests) is whatever the caller sends: a proxy appends the address it saw to the list and keeps the
-- caller's entries in front of it, so rotating the header gave every request a bucket of its own.
--
-- Hosted Supabase: every request to <project>.supabase.co (and to a custom domain) passes Cloudflare first.
-- Cloudflare sets CF-Connecting-IP to the address of the TCP connection it accepted, replacing any value the
-- client sent, and Supabase's gateway passes it on: PostgREST puts it in request.headers as
-- 'cf-connecting-ip', and Edge Functions see it in req.headers. That is the header read here. X-Real-IP is
-- not used: it is not documented as set by the platform, and a reader that falls back from one header to
-- another lets a client choose the fallback's value whenever the first is missing.
--
-- Locally the server (supabase/local/server.ts) sets cf-connecting-ip from the socket's address on every
-- request, overwriting the caller's, so the same rule is what the tests exercise.
--
-- Null when the request carries no such header (a direct SQL call, or a host without Cloudflare in front:
-- then the per-client limits do not apply and the per-address / per-order ones still do).
create or replace function public.request_client_hash()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  address text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  address := nullif(btrim(coalesce(headers ->> 'cf-connecting-ip', '')), '');
  if address is null then
    return null;
  end if;
  return encode(extensions.digest(lower(address), 'sha256'), 'hex');
end;
$$;

comment on function public.request_client_hash() is
  'sha256 of the client address the platform vouches for (request.headers cf-connecting-ip, set by Cloudflare on hosted and from the socket locally), or null.';

revoke execute on function public.request_client_hash() from public, anon, authenticated;

-- Free text the public forms accept: control characters (U+0001-U+001F and U+007F; U+0000 never reaches SQL,
-- Postgres refuses it in text and in JSON) are refused, except tab, line feed and carriage return in a
-- multi-line field (a message).
create function public.has_control_characters(p_text text, p_multiline boolean default false)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_text is null then false
    when p_multiline then p_text ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]'
    else p_text ~ '[\x01-\x1F\x7F]'
  end
$$;

comment on function public.has_control_characters(text, boolean) is
  'Whether free text holds control characters (tab, LF and CR allowed when p_multiline).';

revoke execute on function public.has_control_characters(text, boolean) from public, anon, authenticated;
