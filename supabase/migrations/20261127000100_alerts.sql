-- Alerts (architecture §7): rules per project, the alerts they raise (kept as a history), how each
-- alert was delivered, and the outbox that keeps alert emails in embedded mode (no SMTP_URL).

create table public.alert_rules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  project_id uuid not null references public.projects (id) on delete cascade,
  metric text not null
    check (metric in ('gsc_clicks', 'gsc_impressions', 'ga4_sessions', 'gbp_actions', 'google_connection')),
  -- How many robust standard deviations from normal a day must be.
  threshold double precision not null default 3.5 check (threshold between 2 and 8),
  direction text not null default 'drop' check (direction in ('drop', 'rise', 'both')),
  in_app boolean not null default true,
  email boolean not null default false,
  -- The routes take https only; a test's local receiver is plain http on loopback.
  webhook_url text check (webhook_url is null or (webhook_url ~ '^https?://' and char_length(webhook_url) <= 500)),
  muted boolean not null default false,
  snoozed_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (project_id, metric)
);
create index alert_rules_user_id_idx on public.alert_rules (user_id);

create table public.alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  project_id uuid not null references public.projects (id) on delete cascade,
  -- The history outlives a rule's settings but not its project.
  rule_id uuid references public.alert_rules (id) on delete set null,
  metric text not null,
  -- The day the alert is about (Google's Pacific day, or the check's day for a connection alert).
  day date not null,
  title text not null check (char_length(title) <= 300),
  message text not null check (char_length(message) <= 1000),
  observed double precision,
  expected double precision,
  chart jsonb not null default '[]'::jsonb,
  href text not null check (href ~ '^/app/'),
  read_at timestamptz,
  created_at timestamptz not null default now()
);
-- One alert per rule and day: a check that runs twice (a retry, a second server) raises it once.
create unique index alerts_rule_id_day_key on public.alerts (rule_id, day);
create index alerts_user_id_created_at_idx on public.alerts (user_id, created_at desc);

create table public.alert_deliveries (
  id uuid primary key default gen_random_uuid(),
  alert_id uuid not null references public.alerts (id) on delete cascade,
  channel text not null check (channel in ('email', 'webhook')),
  state text not null check (state in ('sent', 'outbox', 'failed')),
  error text check (error is null or char_length(error) <= 500),
  created_at timestamptz not null default now()
);
create index alert_deliveries_alert_id_idx on public.alert_deliveries (alert_id);

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  sender text not null,
  recipient text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_user_id_created_at_idx on public.mail_outbox (user_id, created_at desc);

-- A user reads their own rules, alerts, deliveries and mail. Only the server writes them (the checks,
-- and the routes that change a rule or mark alerts read, through its own connection).
alter table public.alert_rules enable row level security;
alter table public.alerts enable row level security;
alter table public.alert_deliveries enable row level security;
alter table public.mail_outbox enable row level security;
revoke all on public.alert_rules, public.alerts, public.alert_deliveries, public.mail_outbox
  from anon, authenticated;
grant select on public.alert_rules, public.alerts, public.alert_deliveries, public.mail_outbox
  to authenticated;
create policy "alert_rules: read own" on public.alert_rules for select to authenticated
  using (user_id = (select auth.uid()));
create policy "alerts: read own" on public.alerts for select to authenticated
  using (user_id = (select auth.uid()));
create policy "alert_deliveries: read own" on public.alert_deliveries for select to authenticated
  using (exists (select 1 from public.alerts a where a.id = alert_id and a.user_id = (select auth.uid())));
create policy "mail_outbox: read own" on public.mail_outbox for select to authenticated
  using (user_id = (select auth.uid()));

-- Every new project starts with a rule per metric; a rule whose source the project lacks waits for it.
create function public.create_default_alert_rules() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.alert_rules (user_id, project_id, metric)
  select new.user_id, new.id, m.metric
  from unnest(array['gsc_clicks', 'gsc_impressions', 'ga4_sessions', 'gbp_actions', 'google_connection']) as m(metric)
  on conflict (project_id, metric) do nothing;
  return new;
end
$$;

create trigger projects_default_alert_rules
  after insert on public.projects
  for each row execute function public.create_default_alert_rules();

insert into public.alert_rules (user_id, project_id, metric)
select p.user_id, p.id, m.metric
from public.projects p
cross join unnest(array['gsc_clicks', 'gsc_impressions', 'ga4_sessions', 'gbp_actions', 'google_connection']) as m(metric)
on conflict (project_id, metric) do nothing;

-- Rules and alerts are inserted and deleted with their project (its own event covers them), so only
-- what happens to them apart from it is announced: a new alert, an alert read, a rule changed.
create trigger alerts_notify_change
  after insert or update on public.alerts
  for each row execute function public.notify_rankwell_change();
create trigger alert_rules_notify_change
  after update on public.alert_rules
  for each row execute function public.notify_rankwell_change();

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.alerts, public.alert_rules;
  end if;
end
$$;

-- Account deletion erases the alerts with the rest (spec §4).
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
