-- Messages from the public contact form. Only the server writes and reads them: row level security is
-- on with no policy, and the API roles hold no privileges, so neither anon nor authenticated sees a row.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  topic text not null,
  message text not null,
  created_at timestamptz not null default now()
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;
