-- GA4 Explore: explorations a user saved in a project. The definition is the report builder's
-- whole state (lib/explore/definition.ts: dimensions, metrics, filters, order, limit, dates); it is
-- validated by the server before it is stored and again when it is read, so an old or edited row
-- can never reach Google unchecked.

create table public.ga4_explorations (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  definition jsonb not null check (jsonb_typeof(definition) = 'object' and octet_length(definition::text) <= 16384),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ga4_explorations_project_idx on public.ga4_explorations (project_id, updated_at desc);
create index ga4_explorations_user_id_idx on public.ga4_explorations (user_id);

-- A user reads their own explorations; the server writes them after checking the project is theirs.
alter table public.ga4_explorations enable row level security;
revoke all on public.ga4_explorations from anon, authenticated;
grant select on public.ga4_explorations to authenticated;
create policy "ga4_explorations: read own" on public.ga4_explorations for select to authenticated
  using (user_id = (select auth.uid()));
