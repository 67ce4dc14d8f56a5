-- Authors (lib/authors/): who wrote each page of a project's site, and so the Search Console figures
-- per author. The author crawl reads every page's markup (author_pages, one row per normalised URL,
-- each crawl recorded in author_crawls); a person adds path rules, imports a CSV or edits a page
-- (author_rules, author_assignments); merges and renames keep old ids valid (author_aliases,
-- author_names). The server writes every table after checking the project is the user's; users
-- read their own rows under row level security.

create table public.author_crawls (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  project_id uuid not null references public.projects (id) on delete cascade,
  site_url text not null check (char_length(site_url) between 1 and 2048),
  state text not null default 'queued'
    check (state in ('queued', 'running', 'completed', 'failed', 'cancelled')),
  -- The job working it (job_runs.id); the tray shows its progress.
  job_id uuid,
  total integer check (total is null or total between 0 and 100000),
  done integer not null default 0 check (done >= 0),
  -- URLs left out because the crawl takes at most so many.
  capped integer not null default 0 check (capped >= 0),
  pages_crawled integer not null default 0 check (pages_crawled >= 0),
  pages_with_author integer not null default 0 check (pages_with_author >= 0),
  blocked_by_robots integer not null default 0 check (blocked_by_robots >= 0),
  failed integer not null default 0 check (failed >= 0),
  error_message text check (error_message is null or char_length(error_message) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index author_crawls_project_idx on public.author_crawls (project_id, created_at desc);
create index author_crawls_user_state_idx on public.author_crawls (user_id, state, created_at);
-- One crawl waits or runs per project at a time.
create unique index author_crawls_one_active_idx on public.author_crawls (project_id)
  where state in ('queued', 'running');

create table public.author_pages (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The page key (lib/all-in-one/normalize-url.ts pageKey): one row per page, whatever spelling.
  url text not null check (char_length(url) between 1 and 2048),
  title text check (title is null or char_length(title) <= 500),
  -- The names the page gives, in its order; empty when it names no one.
  authors text[] not null default '{}'
    check (cardinality(authors) <= 10 and public.text_elements_within(authors, 200)),
  -- The markup the names were read from (lib/authors/extract.ts AUTHOR_SOURCES).
  author_source text check (
    author_source is null
    or author_source in ('json-ld', 'meta', 'article:author', 'rel-author', 'byline')
  ),
  published timestamptz,
  modified timestamptz,
  http_status integer check (http_status is null or http_status between 100 and 599),
  robots_blocked boolean not null default false,
  error text check (error is null or char_length(error) <= 300),
  crawled_at timestamptz not null default now(),
  primary key (project_id, url)
);
create index author_pages_user_id_idx on public.author_pages (user_id);

create table public.author_rules (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  pattern text not null check (char_length(pattern) between 1 and 500),
  author_name text not null check (char_length(author_name) between 1 and 200),
  -- The first matching rule by position decides.
  position integer not null check (position >= 0),
  created_at timestamptz not null default now()
);
create index author_rules_project_idx on public.author_rules (project_id, position);
create index author_rules_user_id_idx on public.author_rules (user_id);

-- A CSV import or a person's edit of one page; a manual row without a name says "no author".
create table public.author_assignments (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  url text not null check (char_length(url) between 1 and 2048),
  source text not null check (source in ('import', 'manual')),
  author_name text check (author_name is null or char_length(author_name) between 1 and 200),
  updated_at timestamptz not null default now(),
  primary key (project_id, url, source),
  check (source = 'manual' or author_name is not null)
);
create index author_assignments_user_id_idx on public.author_assignments (user_id);

-- A merged author's id points to the one it joined (lib/authors/aliases.ts).
create table public.author_aliases (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  from_id text not null check (char_length(from_id) between 1 and 200),
  into_id text not null check (char_length(into_id) between 1 and 200),
  created_at timestamptz not null default now(),
  primary key (project_id, from_id),
  check (from_id <> into_id)
);
create index author_aliases_user_id_idx on public.author_aliases (user_id);

-- The name an author is shown with after a rename.
create table public.author_names (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  author_id text not null check (char_length(author_id) between 1 and 200),
  name text not null check (char_length(name) between 1 and 200),
  updated_at timestamptz not null default now(),
  primary key (project_id, author_id)
);
create index author_names_user_id_idx on public.author_names (user_id);

-- A user reads their own rows; the server writes them after checking the project is theirs.
alter table public.author_crawls enable row level security;
revoke all on public.author_crawls from anon, authenticated;
grant select on public.author_crawls to authenticated;
create policy "author_crawls: read own" on public.author_crawls for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.author_pages enable row level security;
revoke all on public.author_pages from anon, authenticated;
grant select on public.author_pages to authenticated;
create policy "author_pages: read own" on public.author_pages for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.author_rules enable row level security;
revoke all on public.author_rules from anon, authenticated;
grant select on public.author_rules to authenticated;
create policy "author_rules: read own" on public.author_rules for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.author_assignments enable row level security;
revoke all on public.author_assignments from anon, authenticated;
grant select on public.author_assignments to authenticated;
create policy "author_assignments: read own" on public.author_assignments for select
  to authenticated
  using (user_id = (select auth.uid()));

alter table public.author_aliases enable row level security;
revoke all on public.author_aliases from anon, authenticated;
grant select on public.author_aliases to authenticated;
create policy "author_aliases: read own" on public.author_aliases for select to authenticated
  using (user_id = (select auth.uid()));

alter table public.author_names enable row level security;
revoke all on public.author_names from anon, authenticated;
grant select on public.author_names to authenticated;
create policy "author_names: read own" on public.author_names for select to authenticated
  using (user_id = (select auth.uid()));
