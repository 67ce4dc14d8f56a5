-- Supabase Realtime sends postgres_changes only for tables in its publication. Other databases
-- have no such publication and skip this; they stream changes through LISTEN/NOTIFY instead.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.projects, public.google_properties, public.google_tokens;
  end if;
end
$$;
