-- Reports (lib/reports/): a project's client report (period, ordered sections, white label), its
-- logo, the files made of it (PDF, CSV zip), its email schedules with their history, and read-only
-- share links to a frozen snapshot. The server writes every table after checking the project is
-- the user's; users read their own rows under row level security.

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  -- {preset, compare, startDate?, endDate?} (lib/reports/periods.ts), checked by the API.
  period jsonb not null check (jsonb_typeof(period) = 'object' and octet_length(period::text) <= 1000),
  -- [{type, options}] in the order shown (lib/reports/sections.ts).
  sections jsonb not null default '[]'::jsonb check (
    jsonb_typeof(sections) = 'array'
    and jsonb_array_length(sections) <= 30
    and octet_length(sections::text) <= 40000
  ),
  brand_name text check (brand_name is null or char_length(brand_name) between 1 and 100),
  accent_color text not null default '#2563eb' check (accent_color ~ '^#[0-9a-f]{6}$'),
  show_rankwell boolean not null default false,
  page_size text not null default 'a4' check (page_size in ('a4', 'letter')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reports_project_updated_idx on public.reports (project_id, updated_at desc);
create index reports_user_id_idx on public.reports (user_id);

-- The agency's logo: a PNG, JPEG or WebP recognised by its bytes, at most 512 KB (SVG is refused:
-- it can carry script).
create table public.report_logos (
  report_id uuid primary key references public.reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 524288),
  created_at timestamptz not null default now()
);
create index report_logos_user_id_idx on public.report_logos (user_id);

-- A PDF or CSV zip of a report. A PDF is asked for as a pending row and printed by the report-pdf
-- job, which fills in the bytes; the file is kept for download.
create table public.report_files (
  id uuid primary key default gen_random_uuid(),
  report_id uuid not null references public.reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('pdf', 'zip')),
  state text not null default 'pending' check (state in ('pending', 'ready', 'failed')),
  page_size text not null default 'a4' check (page_size in ('a4', 'letter')),
  file_name text not null check (char_length(file_name) between 1 and 200),
  bytes bytea check (bytes is null or octet_length(bytes) <= 26214400),
  size_bytes integer not null default 0 check (size_bytes >= 0),
  error text check (error is null or char_length(error) <= 500),
  job_id uuid,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check (state <> 'ready' or bytes is not null)
);
create index report_files_report_created_idx on public.report_files (report_id, created_at desc);
create index report_files_user_state_idx on public.report_files (user_id, state);

-- Email delivery of a report's PDF, weekly (day 1 = Monday … 7) or monthly (day 1–28), at an hour
-- of Google's day (Pacific).
create table public.report_schedules (
  id uuid primary key default gen_random_uuid(),
  report_id uuid not null references public.reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  cadence text not null check (cadence in ('weekly', 'monthly')),
  day smallint not null check (day between 1 and 28 and (cadence = 'monthly' or day <= 7)),
  hour smallint not null default 7 check (hour between 0 and 23),
  recipients text[] not null check (
    cardinality(recipients) between 1 and 20 and public.text_elements_within(recipients, 254)
  ),
  enabled boolean not null default true,
  next_run_at timestamptz not null,
  last_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index report_schedules_report_id_idx on public.report_schedules (report_id);
create index report_schedules_due_idx on public.report_schedules (next_run_at) where enabled;
create index report_schedules_user_id_idx on public.report_schedules (user_id);

-- Every sending of a report, with the file sent.
create table public.report_deliveries (
  id uuid primary key default gen_random_uuid(),
  report_id uuid not null references public.reports (id) on delete cascade,
  schedule_id uuid references public.report_schedules (id) on delete set null,
  file_id uuid references public.report_files (id) on delete set null,
  user_id uuid not null references auth.users (id) on delete cascade,
  recipients text[] not null,
  state text not null check (state in ('sent', 'outbox', 'failed')),
  error text check (error is null or char_length(error) <= 500),
  created_at timestamptz not null default now()
);
create index report_deliveries_report_created_idx on public.report_deliveries (report_id, created_at desc);
create index report_deliveries_user_id_idx on public.report_deliveries (user_id);

-- A read-only link to a snapshot of the report, its numbers frozen when it was made. Only a SHA-256
-- of the token is kept; a revoked or expired link answers 404.
create table public.report_shares (
  id uuid primary key default gen_random_uuid(),
  report_id uuid not null references public.reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  snapshot jsonb not null check (octet_length(snapshot::text) <= 4194304),
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index report_shares_report_created_idx on public.report_shares (report_id, created_at desc);
create index report_shares_user_id_idx on public.report_shares (user_id);

-- A user reads their own rows; the server writes them after checking the project is theirs.
alter table public.reports enable row level security;
revoke all on public.reports from anon, authenticated;
grant select on public.reports to authenticated;
create policy "reports: read own" on public.reports for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.report_logos enable row level security;
revoke all on public.report_logos from anon, authenticated;
grant select on public.report_logos to authenticated;
create policy "report_logos: read own" on public.report_logos for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.report_files enable row level security;
revoke all on public.report_files from anon, authenticated;
grant select on public.report_files to authenticated;
create policy "report_files: read own" on public.report_files for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.report_schedules enable row level security;
revoke all on public.report_schedules from anon, authenticated;
grant select on public.report_schedules to authenticated;
create policy "report_schedules: read own" on public.report_schedules for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.report_deliveries enable row level security;
revoke all on public.report_deliveries from anon, authenticated;
grant select on public.report_deliveries to authenticated;
create policy "report_deliveries: read own" on public.report_deliveries for select to authenticated
  using (user_id = (select auth.uid()));

-- The share's token hash stays with the server: users see their links' dates, never the hash.
alter table public.report_shares enable row level security;
revoke all on public.report_shares from anon, authenticated;
grant select (id, report_id, user_id, expires_at, revoked_at, created_at) on public.report_shares
  to authenticated;
create policy "report_shares: read own" on public.report_shares for select to authenticated
  using (user_id = (select auth.uid()));
