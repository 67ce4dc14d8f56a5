-- Sessions of the built-in sign-in (embedded and self-hosted modes; Supabase Auth keeps its own).
-- A table rather than a per-user version number: each device's session can be listed and ended on
-- its own later, and the expiry is the row's, exact. The cookie carries the id, and every request
-- looks the row up by its primary key, so an ended session is refused at once on every server.
-- Only the server reads and writes them: row level security is on with no policy and the API roles
-- hold no privileges, since a user who could write here could bring a revoked session back.
create table public.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index sessions_user_id_idx on public.sessions (user_id);
create index sessions_expires_at_idx on public.sessions (expires_at);

alter table public.sessions enable row level security;
revoke all on public.sessions from anon, authenticated;
