-- Opportunities a user dismissed or snoozed, per project. An opportunity is computed from Google's
-- data on every visit; only what the user decided about it is stored, under its stable id
-- (`type:query:page`), so it stays dismissed over other ranges and after the data changes.

create table public.opportunity_states (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  opportunity_id text not null check (char_length(opportunity_id) between 1 and 2200),
  state text not null check (state in ('dismissed', 'snoozed')),
  -- A snooze ends by itself; a dismissal stays until the user restores it.
  snoozed_until timestamptz,
  updated_at timestamptz not null default now(),
  primary key (project_id, opportunity_id),
  check ((state = 'snoozed') = (snoozed_until is not null))
);
create index opportunity_states_user_id_idx on public.opportunity_states (user_id);

-- A user reads their own decisions; the server writes them (the route checks the project is theirs).
alter table public.opportunity_states enable row level security;
revoke all on public.opportunity_states from anon, authenticated;
grant select on public.opportunity_states to authenticated;
create policy "opportunity_states: read own" on public.opportunity_states for select to authenticated
  using (user_id = (select auth.uid()));
