-- GA4 Data API tokens per property in one window (its Pacific day, its clock hour, and the hour of
-- this installation's Cloud project on the property), as Google reports them with every report
-- (`propertyQuota`). Every app server reads it before asking GA4, so a bucket Google says is empty
-- stops all of them until it refills, and the tokens spent are counted across servers. A shared
-- cache of the server's, like url_inspection_usage: no user reads it.
create table public.ga4_token_usage (
  property text not null check (char_length(property) between 1 and 200),
  window_kind text not null check (window_kind in ('day', 'hour', 'project_hour')),
  window_start timestamptz not null,
  window_end timestamptz not null check (window_end > window_start),
  consumed integer not null default 0 check (consumed >= 0),
  -- What Google said was left after the latest report; null until it has said.
  remaining integer check (remaining >= 0),
  updated_at timestamptz not null default now(),
  primary key (property, window_kind, window_start)
);
create index ga4_token_usage_window_end_idx on public.ga4_token_usage (window_end);

alter table public.ga4_token_usage enable row level security;
revoke all on public.ga4_token_usage from anon, authenticated;
