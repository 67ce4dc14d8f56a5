-- Idempotency keys of requests that create something (POST /api/projects/ with an Idempotency-Key
-- header): a retry after a lost answer gets the first answer again instead of a second project.
-- The key is claimed, the work done and its answer stored in one transaction, so a concurrent
-- request with the same key waits on the primary key and then reads the stored answer.
create table public.idempotency_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The operation the key belongs to, e.g. 'POST /api/projects/'.
  scope text not null,
  key text not null check (char_length(key) between 1 and 255),
  -- A hash of the request's input: the same key with another input is refused, not replayed.
  fingerprint text not null,
  -- The first answer, filled in by the transaction that claimed the key.
  status integer,
  body jsonb,
  created_at timestamptz not null default now(),
  -- Leads with user_id, so it also serves the purge of one user's expired keys.
  unique (user_id, scope, key)
);

alter table public.idempotency_keys enable row level security;
create policy "idempotency_keys: read own" on public.idempotency_keys for select to authenticated
  using (user_id = (select auth.uid()));
create policy "idempotency_keys: insert own" on public.idempotency_keys for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "idempotency_keys: update own" on public.idempotency_keys for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "idempotency_keys: delete own" on public.idempotency_keys for delete to authenticated
  using (user_id = (select auth.uid()));

-- Account deletion also erases the user's idempotency keys (and the answers they hold).
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
  delete from public.idempotency_keys where user_id = user_uuid;
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
