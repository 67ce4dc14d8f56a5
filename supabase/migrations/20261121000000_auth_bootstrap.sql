-- What Supabase provides when Rankwell runs on it: the auth schema, auth.users, auth.uid(), auth.jwt()
-- and the API roles. Every statement is guarded, so on Supabase this file changes nothing and never
-- replaces Supabase's own objects; on PGlite or a plain Postgres it creates them.

do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'auth') then
    create schema auth;
  end if;
end
$$;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

do $$
begin
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'auth' and p.proname = 'jwt'
  ) then
    -- An unset or empty setting reads as no claims rather than an error.
    create function auth.jwt() returns jsonb
      language sql stable
      as $fn$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $fn$;
  end if;

  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'auth' and p.proname = 'uid'
  ) then
    create function auth.uid() returns uuid
      language sql stable
      as $fn$ select (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid $fn$;
  end if;
end
$$;

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  -- Only a superuser may hand out bypassrls. Without it service_role still works for everything that
  -- row level security does not filter; the server's own connection owns the tables and needs neither.
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    if (select rolsuper from pg_roles where rolname = current_user) then
      create role service_role nologin noinherit bypassrls;
    else
      create role service_role nologin noinherit;
    end if;
  end if;

  -- User-scoped queries run `set local role authenticated` on the server's own connection, which a
  -- role that is not a superuser may only do as a member of that role.
  if not pg_has_role(current_user, 'authenticated', 'member') then
    execute format('grant authenticated to %I', current_user);
  end if;
  if not pg_has_role(current_user, 'anon', 'member') then
    execute format('grant anon to %I', current_user);
  end if;
  if not pg_has_role(current_user, 'service_role', 'member') then
    execute format('grant service_role to %I', current_user);
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;

-- Tables created later in public are open to authenticated (row level security picks the rows) and
-- to service_role; anon gets nothing unless a migration grants it.
alter default privileges in schema public grant select, insert, update, delete on tables to authenticated;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant usage, select on sequences to authenticated, service_role;
