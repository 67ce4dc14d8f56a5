-- The data sources of one project as its user sees them, in one statement: every data request of the
-- dashboard asks this first, and a transaction for it (begin, the role and claims, the select, commit)
-- is four round trips. The function takes the `authenticated` role with the user's claims before it
-- reads, so row level security still decides which rows come back, exactly as in withUser. Both
-- settings are transaction-local: called on its own, the statement is its own transaction and they end
-- with it. It lives in `private`, outside the schemas Supabase's API exposes, and only the server's
-- own connection may call it: a caller who could would choose whose rows to read.
create schema if not exists private;

create function private.project_data_sources_as_user(user_uuid uuid, project_uuid uuid)
  returns setof public.data_sources
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
begin
  if user_uuid is null or project_uuid is null then
    raise exception 'project_data_sources_as_user: user_uuid and project_uuid are required' using errcode = '22004';
  end if;
  perform set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_build_object('sub', user_uuid::text, 'role', 'authenticated')::text, true);
  return query
    select d.* from public.data_sources d where d.project_id = project_uuid order by d.created_at;
end
$$;

revoke all on function private.project_data_sources_as_user(uuid, uuid) from public, anon, authenticated;
