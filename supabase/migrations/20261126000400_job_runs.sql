-- Background jobs (architecture §10): pg-boss keeps the queue in its own schema; job_runs is what a
-- user may see of their own jobs (kind, state, progress, the catalogue error), streamed to the
-- browser like the other account tables.

create table public.job_runs (
  -- The pg-boss job's id.
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind ~ '^[a-z][a-z0-9-]{1,62}$'),
  state text not null default 'queued'
    check (state in ('queued', 'running', 'retrying', 'completed', 'failed', 'cancelled')),
  done integer not null default 0 check (done >= 0),
  total integer check (total is null or total >= 0),
  step text check (step is null or char_length(step) <= 200),
  attempt integer not null default 0 check (attempt >= 0),
  -- The HTTP status the catalogue gives the last failure, for a request that waits on the job.
  error_status integer check (error_status is null or error_status between 400 and 599),
  error_code text check (error_code is null or char_length(error_code) <= 64),
  error_message text check (error_message is null or char_length(error_message) <= 500),
  result jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
create index job_runs_user_id_created_at_idx on public.job_runs (user_id, created_at desc);

-- A user reads their own jobs. Only the server writes them: it enqueues, reports progress and
-- cancels for the user, through its own connection.
alter table public.job_runs enable row level security;
revoke all on public.job_runs from anon, authenticated;
grant select on public.job_runs to authenticated;
create policy "job_runs: read own" on public.job_runs for select to authenticated
  using (user_id = (select auth.uid()));

create trigger job_runs_notify_change
  after insert or update or delete on public.job_runs
  for each row execute function public.notify_rankwell_change();

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.job_runs;
  end if;
end
$$;

-- Account deletion erases the user's jobs with the rest (spec §4): job_runs joins the list.
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
  delete from public.job_runs where user_id = user_uuid;
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
