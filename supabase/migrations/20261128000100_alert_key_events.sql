-- A sixth alert metric: GA4 key events of organic-search sessions (issue "Background jobs and
-- alerts"). Every project gets the rule, as new projects already get one per metric.

alter table public.alert_rules drop constraint alert_rules_metric_check;
alter table public.alert_rules add constraint alert_rules_metric_check
  check (metric in ('gsc_clicks', 'gsc_impressions', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection'));

create or replace function public.create_default_alert_rules() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.alert_rules (user_id, project_id, metric)
  select new.user_id, new.id, m.metric
  from unnest(array['gsc_clicks', 'gsc_impressions', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection']) as m(metric)
  on conflict (project_id, metric) do nothing;
  return new;
end
$$;

insert into public.alert_rules (user_id, project_id, metric)
select p.user_id, p.id, 'ga4_key_events'
from public.projects p
on conflict (project_id, metric) do nothing;
