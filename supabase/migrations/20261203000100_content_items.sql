-- Content planning (lib/content/): the pieces a project plans to write or improve, the secret
-- iCalendar feed of their dates, and the annotations drawn on the charts (by hand, or when an item
-- is published). The server writes all three after checking the project is the user's; users read
-- their own rows under row level security.

-- Every element of a text array is 1..max_chars characters (a check cannot hold a subquery).
create function public.text_elements_within(items text[], max_chars integer) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(bool_and(char_length(item) between 1 and max_chars), true) from unnest(items) as item
$$;

-- Priority is one of four words, not a number: the API, the CSV and the calendar read the same
-- label, and the store sorts by the words' order (lib/content/types.ts CONTENT_PRIORITIES).
create table public.content_items (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  status text not null default 'idea'
    check (status in ('idea', 'brief', 'writing', 'review', 'scheduled', 'published')),
  target_queries text[] not null default '{}'
    check (cardinality(target_queries) <= 20 and public.text_elements_within(target_queries, 200)),
  target_url text check (
    target_url is null or (char_length(target_url) <= 2048 and target_url ~* '^https?://[^\s/]+')
  ),
  author text check (author is null or char_length(author) between 1 and 200),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
  due_date date,
  publish_date date,
  brief_md text not null default '' check (char_length(brief_md) <= 50000),
  tags text[] not null default '{}'
    check (cardinality(tags) <= 20 and public.text_elements_within(tags, 50)),
  source text not null default 'manual'
    check (source in ('manual', 'opportunity', 'search_query', 'search_page', 'cannibalization')),
  source_ref text check (source_ref is null or char_length(source_ref) <= 2200),
  -- Optimistic concurrency: an update names the version it was made on (lib/content/store.ts).
  version integer not null default 1 check (version >= 1),
  -- Order within a board column: a move lands between its neighbours' positions.
  position double precision not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  -- A published item has its URL and its day (lib/content/workflow.ts keeps this true).
  check (status <> 'published' or (target_url is not null and publish_date is not null)),
  check (status <> 'scheduled' or publish_date is not null)
);
create index content_items_board_idx on public.content_items (project_id, status, position);
create index content_items_project_updated_idx on public.content_items (project_id, updated_at desc);
create index content_items_user_id_idx on public.content_items (user_id);

-- One secret feed per project. Only a SHA-256 of the token is kept: the URL is shown once, and a
-- new token replaces the row, so the old URL stops working at once.
create table public.content_calendar_feeds (
  project_id uuid primary key references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
create index content_calendar_feeds_user_id_idx on public.content_calendar_feeds (user_id);

-- Marks on the Overview's and Search Performance's charts. A published content item has exactly
-- one, written in the same transaction as the status change; the rest are added by hand.
create table public.chart_annotations (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  label text not null check (char_length(label) between 1 and 200),
  source text not null default 'manual' check (source in ('manual', 'content_item')),
  content_item_id uuid unique references public.content_items (id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((source = 'content_item') = (content_item_id is not null))
);
create index chart_annotations_project_day_idx on public.chart_annotations (project_id, day);
create index chart_annotations_user_id_idx on public.chart_annotations (user_id);

-- A user reads their own rows; the server writes them after checking the project is theirs.
alter table public.content_items enable row level security;
revoke all on public.content_items from anon, authenticated;
grant select on public.content_items to authenticated;
create policy "content_items: read own" on public.content_items for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.content_calendar_feeds enable row level security;
revoke all on public.content_calendar_feeds from anon, authenticated;
grant select on public.content_calendar_feeds to authenticated;
create policy "content_calendar_feeds: read own" on public.content_calendar_feeds for select
  to authenticated
  using (user_id = (select auth.uid()));

alter table public.chart_annotations enable row level security;
revoke all on public.chart_annotations from anon, authenticated;
grant select on public.chart_annotations to authenticated;
create policy "chart_annotations: read own" on public.chart_annotations for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Account deletion erases the content plan, its feed and the annotations with the rest (spec §4).
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
  delete from public.chart_annotations where user_id = user_uuid;
  delete from public.content_calendar_feeds where user_id = user_uuid;
  delete from public.content_items where user_id = user_uuid;
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
