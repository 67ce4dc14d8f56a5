-- A tenth alert metric: a published content item whose URL URL Inspection still finds not indexed
-- seven days after its publish date (lib/alerts/content-alerts.ts). Read from the stored
-- inspections, once per item: content_items.index_alert_at says it was raised.

alter table public.alert_rules drop constraint alert_rules_metric_check;
alter table public.alert_rules add constraint alert_rules_metric_check
  check (metric in ('gsc_clicks', 'gsc_impressions', 'gsc_sitemap_errors', 'gsc_index_drop', 'inspection_quota', 'content_not_indexed', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection'));

create or replace function public.create_default_alert_rules() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.alert_rules (user_id, project_id, metric)
  select new.user_id, new.id, m.metric
  from unnest(array['gsc_clicks', 'gsc_impressions', 'gsc_sitemap_errors', 'gsc_index_drop', 'inspection_quota', 'content_not_indexed', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection']) as m(metric)
  on conflict (project_id, metric) do nothing;
  return new;
end
$$;

insert into public.alert_rules (user_id, project_id, metric)
select p.user_id, p.id, 'content_not_indexed'
from public.projects p
on conflict (project_id, metric) do nothing;

alter table public.content_items add column index_alert_at timestamptz;
