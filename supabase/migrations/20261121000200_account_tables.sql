-- The signed-in product's tables (spec §3). Every row belongs to one auth user, directly or through
-- its project, and disappears with that user.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text,
  avatar_url text,
  created_at timestamptz not null default now(),
  is_primary_account boolean not null default false
);

-- access_token and refresh_token hold ciphertext: the app encrypts them before writing.
create table public.google_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  access_token text not null,
  refresh_token text,
  expires_at timestamptz,
  scopes text,
  updated_at timestamptz not null default now()
);

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  brand_terms text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index projects_user_id_created_at_idx on public.projects (user_id, created_at desc);

create table public.data_sources (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  property_uri text not null,
  type text not null check (type in ('gsc', 'ga4', 'gmb')),
  property_name text,
  created_at timestamptz not null default now(),
  -- Leads with project_id, so it also serves "data sources of a project" without a second index.
  unique (project_id, type, property_uri)
);

create table public.google_properties (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  property_name text not null,
  property_uri text not null,
  property_type text not null check (property_type in ('gsc', 'ga4', 'gmb')),
  verified boolean,
  permission_level text,
  site_url text,
  synced_at timestamptz not null default now(),
  unique (user_id, property_type, property_uri)
);
create index google_properties_user_id_property_name_idx on public.google_properties (user_id, property_name);

create table public.gmb_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  account_name text not null,
  account_display_name text,
  type text,
  synced_at timestamptz not null default now(),
  unique (user_id, account_name)
);

create table public.gmb_locations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  account_id uuid not null references public.gmb_accounts (id) on delete cascade,
  location_id text not null,
  location_name text not null,
  title text,
  address jsonb,
  website_uri text,
  synced_at timestamptz not null default now(),
  -- The sync upserts on it; it also indexes the foreign key for cascading deletes.
  unique (account_id, location_name)
);
create index gmb_locations_user_id_location_name_idx on public.gmb_locations (user_id, location_name);

create table public.property_gmb_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  property_id uuid not null references public.google_properties (id) on delete cascade,
  location_id uuid not null references public.gmb_locations (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (property_id, location_id)
);
create index property_gmb_connections_user_id_idx on public.property_gmb_connections (user_id);
create index property_gmb_connections_location_id_idx on public.property_gmb_connections (location_id);
