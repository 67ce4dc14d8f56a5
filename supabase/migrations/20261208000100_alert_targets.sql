-- Rules that watch one part of a property rather than all of it: a page's clicks, a query group's
-- clicks (queries matching an RE2 pattern, as Search Console filters them) and a tracked query's
-- position. `target` names that part ('' for the rules that watch a whole source); a project has at
-- most one rule per metric and target. These rules are added by the user, so the defaults a new
-- project gets do not change.

alter table public.alert_rules add column target text not null default '';
alter table public.alert_rules add constraint alert_rules_target_length check (char_length(target) <= 2048);

alter table public.alert_rules drop constraint alert_rules_metric_check;
alter table public.alert_rules add constraint alert_rules_metric_check
  check (metric in ('gsc_clicks', 'gsc_impressions', 'gsc_page_clicks', 'gsc_query_clicks', 'gsc_query_position', 'gsc_sitemap_errors', 'gsc_index_drop', 'inspection_quota', 'content_not_indexed', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection'));

-- A tracked query's threshold counts positions lost (lib/alerts/types.ts, POSITION_THRESHOLD); the
-- others' robust deviations.
alter table public.alert_rules drop constraint alert_rules_threshold_check;
alter table public.alert_rules add constraint alert_rules_threshold_check
  check (case when metric = 'gsc_query_position' then threshold between 1 and 20
              else threshold between 2 and 8 end);

-- A rule watches a part exactly when its metric is about one.
alter table public.alert_rules add constraint alert_rules_target_check
  check ((metric in ('gsc_page_clicks', 'gsc_query_clicks', 'gsc_query_position')) = (target <> ''));

alter table public.alert_rules drop constraint alert_rules_project_id_metric_key;
alter table public.alert_rules add constraint alert_rules_project_id_metric_target_key
  unique (project_id, metric, target);

create or replace function public.create_default_alert_rules() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.alert_rules (user_id, project_id, metric)
  select new.user_id, new.id, m.metric
  from unnest(array['gsc_clicks', 'gsc_impressions', 'gsc_sitemap_errors', 'gsc_index_drop', 'inspection_quota', 'content_not_indexed', 'ga4_sessions', 'ga4_key_events', 'gbp_actions', 'google_connection']) as m(metric)
  on conflict (project_id, metric, target) do nothing;
  return new;
end
$$;
