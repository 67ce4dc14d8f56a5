-- Google answers and the URL Inspection budget, shared by every app server (architecture §5).
-- Only the server reads and writes them: row level security is on with no policy and the API roles
-- hold no privileges, since a user who could write here could plant answers served as Google's.

-- body is the answer's JSON text: opaque to Postgres, so jsonb would only reparse it on every write.
create table public.google_response_cache (
  user_id uuid not null references auth.users (id) on delete cascade,
  cache_key text not null,
  body text not null,
  expires_at timestamptz not null,
  primary key (user_id, cache_key)
);

create index google_response_cache_expires_at_idx on public.google_response_cache (expires_at);

alter table public.google_response_cache enable row level security;
revoke all on public.google_response_cache from anon, authenticated;

-- Inspections spent per property in one window (a minute, or a Pacific day). The server only raises
-- `used` with a conditional upsert, so concurrent servers never take it past the limit.
create table public.url_inspection_usage (
  site_url text not null,
  window_kind text not null check (window_kind in ('minute', 'day')),
  window_start timestamptz not null,
  window_end timestamptz not null,
  used integer not null check (used >= 0),
  primary key (site_url, window_kind, window_start)
);

alter table public.url_inspection_usage enable row level security;
revoke all on public.url_inspection_usage from anon, authenticated;

-- Account deletion also erases the user's cached Google answers.
create or replace function public.delete_user_data(user_uuid uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if user_uuid is null then
    raise exception 'delete_user_data: user_uuid is required' using errcode = '22004';
  end if;

  if auth.uid() is not null then
    if user_uuid <> auth.uid() then
      raise exception 'delete_user_data: a user may only delete their own data' using errcode = '42501';
    end if;
  elsif current_setting('role') in ('anon', 'authenticated')
     or coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated') then
    raise exception 'delete_user_data: not signed in' using errcode = '42501';
  end if;

  -- Children before parents; profiles last, so a failure leaves the account visibly present.
  delete from public.google_response_cache where user_id = user_uuid;
  delete from public.property_gmb_connections where user_id = user_uuid;
  delete from public.gmb_locations where user_id = user_uuid;
  delete from public.gmb_accounts where user_id = user_uuid;
  delete from public.google_properties where user_id = user_uuid;
  delete from public.data_sources where project_id in (select id from public.projects where user_id = user_uuid);
  delete from public.projects where user_id = user_uuid;
  delete from public.google_tokens where user_id = user_uuid;
  delete from public.profiles where id = user_uuid;
end
$$;
