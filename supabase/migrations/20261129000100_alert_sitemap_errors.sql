-- A seventh alert metric: errors Google reports in a property's sitemaps, rising since the last
-- check (issue "Background jobs and alerts"). Google gives the current count only, so each check
-- keeps what it read, one row per rule and Pacific day, and compares with the last earlier row.

alter table public.alert_rules drop constraint alert_rules_metric_check;
alter table public.alert_rules add constraint alert_rules_metric_check
  check (metric in ('gsc_clicks', 'gsc_impressions', 'gsc_sitemap_errors', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection'));

create table public.alert_observations (
  -- Gone with its rule, and so with the project and the account.
  rule_id uuid not null references public.alert_rules (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  value double precision not null,
  updated_at timestamptz not null default now(),
  primary key (rule_id, day)
);
create index alert_observations_user_id_idx on public.alert_observations (user_id);

-- Only the server's checks read and write them.
alter table public.alert_observations enable row level security;
revoke all on public.alert_observations from anon, authenticated;

create or replace function public.create_default_alert_rules() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.alert_rules (user_id, project_id, metric)
  select new.user_id, new.id, m.metric
  from unnest(array['gsc_clicks', 'gsc_impressions', 'gsc_sitemap_errors', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection']) as m(metric)
  on conflict (project_id, metric) do nothing;
  return new;
end
$$;

insert into public.alert_rules (user_id, project_id, metric)
select p.user_id, p.id, 'gsc_sitemap_errors'
from public.projects p
on conflict (project_id, metric) do nothing;
