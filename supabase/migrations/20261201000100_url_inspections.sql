-- URL inspections (issue: index coverage). Every inspection Rankwell makes is kept, per user and
-- Search Console property, so a URL's history shows what changed and the Coverage view knows a
-- site's index state without spending Google's budget twice. Bulk inspections are batches of URLs
-- worked through by a background job that pauses when the property's daily budget is spent.

create table public.url_inspections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  site_url text not null check (char_length(site_url) between 1 and 2048),
  url text not null check (char_length(url) between 1 and 2048),
  inspected_at timestamptz not null default now(),
  -- The Pacific day of the inspection: Google's budget day, and "never twice in a day".
  day date not null,
  verdict text not null check (char_length(verdict) <= 40),
  coverage_state text check (coverage_state is null or char_length(coverage_state) <= 200),
  -- Rankwell's grouping of the result (lib/coverage/issues.ts), kept for counting without the JSON.
  issue text not null check (issue ~ '^[a-z][a-z0-9_]{1,62}$'),
  google_canonical text check (google_canonical is null or char_length(google_canonical) <= 2048),
  user_canonical text check (user_canonical is null or char_length(user_canonical) <= 2048),
  last_crawl_time timestamptz,
  -- Google's whole inspectionResult, as parsed.
  result jsonb not null
);
create index url_inspections_site_url_idx
  on public.url_inspections (user_id, site_url, url, inspected_at desc);
create index url_inspections_site_day_idx on public.url_inspections (user_id, site_url, day);

create table public.inspection_batches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  project_id uuid not null references public.projects (id) on delete cascade,
  site_url text not null check (char_length(site_url) between 1 and 2048),
  source text not null check (source in ('list', 'sitemap', 'top_pages', 'issue', 'validate', 'priority')),
  label text not null check (char_length(label) between 1 and 300),
  -- The Coverage issue a batch re-inspects ("Validate fix"): its URLs passed when they left it.
  issue text check (issue is null or issue ~ '^[a-z][a-z0-9_]{1,62}$'),
  state text not null default 'queued'
    check (state in ('queued', 'running', 'paused', 'completed', 'cancelled', 'failed')),
  total integer not null check (total between 0 and 100000),
  done integer not null default 0 check (done >= 0),
  -- URLs already inspected that Pacific day: counted as done without asking Google again.
  reused integer not null default 0 check (reused >= 0),
  failed integer not null default 0 check (failed >= 0),
  -- While paused: when the property's budget returns (midnight Pacific).
  resume_at timestamptz,
  error_message text check (error_message is null or char_length(error_message) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
create index inspection_batches_user_id_idx on public.inspection_batches (user_id, created_at desc);

create table public.inspection_batch_urls (
  batch_id uuid not null references public.inspection_batches (id) on delete cascade,
  position integer not null check (position >= 0),
  url text not null check (char_length(url) between 1 and 2048),
  state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
  inspection_id uuid references public.url_inspections (id) on delete set null,
  error_message text check (error_message is null or char_length(error_message) <= 500),
  primary key (batch_id, position)
);
create index inspection_batch_urls_pending_idx
  on public.inspection_batch_urls (batch_id, position) where state = 'pending';

-- A user reads their own inspections and batches; the server writes them after its ownership check.
alter table public.url_inspections enable row level security;
revoke all on public.url_inspections from anon, authenticated;
grant select on public.url_inspections to authenticated;
create policy "url_inspections: read own" on public.url_inspections for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.inspection_batches enable row level security;
revoke all on public.inspection_batches from anon, authenticated;
grant select on public.inspection_batches to authenticated;
create policy "inspection_batches: read own" on public.inspection_batches for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.inspection_batch_urls enable row level security;
revoke all on public.inspection_batch_urls from anon, authenticated;
grant select on public.inspection_batch_urls to authenticated;
create policy "inspection_batch_urls: read own" on public.inspection_batch_urls for select
  to authenticated
  using (exists (
    select 1 from public.inspection_batches b
    where b.id = batch_id and b.user_id = (select auth.uid())
  ));

-- Account deletion erases the user's inspections and batches with the rest (spec §4).
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
  delete from public.inspection_batches where user_id = user_uuid;
  delete from public.url_inspections where user_id = user_uuid;
  delete from public.mail_outbox where user_id = user_uuid;
  delete from public.alerts where user_id = user_uuid;
  delete from public.alert_rules where user_id = user_uuid;
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
