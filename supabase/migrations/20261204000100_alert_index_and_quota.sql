-- An eighth and a ninth alert metric (issue "Background jobs and alerts"): a page of the project's
-- Search Console property dropping out of the index, read from the stored URL inspections, and the
-- property's URL Inspection budget used up for the Pacific day. Neither asks Google anything.

alter table public.alert_rules drop constraint alert_rules_metric_check;
alter table public.alert_rules add constraint alert_rules_metric_check
  check (metric in ('gsc_clicks', 'gsc_impressions', 'gsc_sitemap_errors', 'gsc_index_drop', 'inspection_quota', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection'));

create or replace function public.create_default_alert_rules() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.alert_rules (user_id, project_id, metric)
  select new.user_id, new.id, m.metric
  from unnest(array['gsc_clicks', 'gsc_impressions', 'gsc_sitemap_errors', 'gsc_index_drop', 'inspection_quota', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection']) as m(metric)
  on conflict (project_id, metric) do nothing;
  return new;
end
$$;

insert into public.alert_rules (user_id, project_id, metric)
select p.user_id, p.id, m.metric
from public.projects p
cross join unnest(array['gsc_index_drop', 'inspection_quota']) as m(metric)
on conflict (project_id, metric) do nothing;
