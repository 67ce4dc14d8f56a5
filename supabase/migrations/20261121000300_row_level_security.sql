-- Row level security on every user-owned table. User-scoped queries run as `authenticated` with the
-- user's JWT claims, so a query that forgets its filter still sees only that user's rows. The server's
-- own connection owns the tables and bypasses these policies on purpose (sync, deletion, contact form).
-- `(select auth.uid())` is evaluated once per statement instead of once per row. Columns of the policy's
-- own table are qualified inside subqueries, where a same-named column of the inner table would win.

alter table public.profiles enable row level security;
create policy "profiles: read own" on public.profiles for select to authenticated
  using (id = (select auth.uid()));
create policy "profiles: insert own" on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy "profiles: update own" on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "profiles: delete own" on public.profiles for delete to authenticated
  using (id = (select auth.uid()));

alter table public.google_tokens enable row level security;
create policy "google_tokens: read own" on public.google_tokens for select to authenticated
  using (user_id = (select auth.uid()));
create policy "google_tokens: insert own" on public.google_tokens for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "google_tokens: update own" on public.google_tokens for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "google_tokens: delete own" on public.google_tokens for delete to authenticated
  using (user_id = (select auth.uid()));

alter table public.projects enable row level security;
create policy "projects: read own" on public.projects for select to authenticated
  using (user_id = (select auth.uid()));
create policy "projects: insert own" on public.projects for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "projects: update own" on public.projects for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "projects: delete own" on public.projects for delete to authenticated
  using (user_id = (select auth.uid()));

alter table public.data_sources enable row level security;
create policy "data_sources: read own" on public.data_sources for select to authenticated
  using (exists (select 1 from public.projects p where p.id = data_sources.project_id and p.user_id = (select auth.uid())));
create policy "data_sources: insert own" on public.data_sources for insert to authenticated
  with check (exists (select 1 from public.projects p where p.id = data_sources.project_id and p.user_id = (select auth.uid())));
create policy "data_sources: update own" on public.data_sources for update to authenticated
  using (exists (select 1 from public.projects p where p.id = data_sources.project_id and p.user_id = (select auth.uid())))
  with check (exists (select 1 from public.projects p where p.id = data_sources.project_id and p.user_id = (select auth.uid())));
create policy "data_sources: delete own" on public.data_sources for delete to authenticated
  using (exists (select 1 from public.projects p where p.id = data_sources.project_id and p.user_id = (select auth.uid())));

alter table public.google_properties enable row level security;
create policy "google_properties: read own" on public.google_properties for select to authenticated
  using (user_id = (select auth.uid()));
create policy "google_properties: insert own" on public.google_properties for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "google_properties: update own" on public.google_properties for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "google_properties: delete own" on public.google_properties for delete to authenticated
  using (user_id = (select auth.uid()));

alter table public.gmb_accounts enable row level security;
create policy "gmb_accounts: read own" on public.gmb_accounts for select to authenticated
  using (user_id = (select auth.uid()));
create policy "gmb_accounts: insert own" on public.gmb_accounts for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "gmb_accounts: update own" on public.gmb_accounts for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "gmb_accounts: delete own" on public.gmb_accounts for delete to authenticated
  using (user_id = (select auth.uid()));

-- Rows that point at other rows must point at the same user's rows: a foreign key alone would let a
-- user attach their row to someone else's account, property or location.
alter table public.gmb_locations enable row level security;
create policy "gmb_locations: read own" on public.gmb_locations for select to authenticated
  using (user_id = (select auth.uid()));
create policy "gmb_locations: insert own" on public.gmb_locations for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.gmb_accounts a where a.id = gmb_locations.account_id and a.user_id = (select auth.uid()))
  );
create policy "gmb_locations: update own" on public.gmb_locations for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.gmb_accounts a where a.id = gmb_locations.account_id and a.user_id = (select auth.uid()))
  );
create policy "gmb_locations: delete own" on public.gmb_locations for delete to authenticated
  using (user_id = (select auth.uid()));

alter table public.property_gmb_connections enable row level security;
create policy "property_gmb_connections: read own" on public.property_gmb_connections for select to authenticated
  using (user_id = (select auth.uid()));
create policy "property_gmb_connections: insert own" on public.property_gmb_connections for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.google_properties gp where gp.id = property_gmb_connections.property_id and gp.user_id = (select auth.uid()))
    and exists (select 1 from public.gmb_locations gl where gl.id = property_gmb_connections.location_id and gl.user_id = (select auth.uid()))
  );
create policy "property_gmb_connections: update own" on public.property_gmb_connections for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.google_properties gp where gp.id = property_gmb_connections.property_id and gp.user_id = (select auth.uid()))
    and exists (select 1 from public.gmb_locations gl where gl.id = property_gmb_connections.location_id and gl.user_id = (select auth.uid()))
  );
create policy "property_gmb_connections: delete own" on public.property_gmb_connections for delete to authenticated
  using (user_id = (select auth.uid()));
