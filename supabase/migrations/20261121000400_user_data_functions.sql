-- delete_user_data: the RPC behind account deletion (spec §4, §7). A signed-in caller may erase only
-- their own rows; the server (its own connection, or service_role) may erase any user's rows.
create function public.delete_user_data(user_uuid uuid) returns void
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

revoke execute on function public.delete_user_data(uuid) from public, anon;
grant execute on function public.delete_user_data(uuid) to authenticated, service_role;

-- Change events for the realtime stream outside Supabase (architecture §2): LISTEN rankwell_changes.
-- The payload names the table, the operation and the owning user, so a listener can route it to that
-- user's connection without reading the row.
create function public.notify_rankwell_change() returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  changed record;
begin
  if tg_op = 'DELETE' then
    changed := old;
  else
    changed := new;
  end if;
  perform pg_notify(
    'rankwell_changes',
    json_build_object('table', tg_table_name, 'op', tg_op, 'id', changed.id, 'user_id', changed.user_id)::text
  );
  return null;
end
$$;

create trigger projects_notify_change
  after insert or update or delete on public.projects
  for each row execute function public.notify_rankwell_change();

create trigger google_properties_notify_change
  after insert or update or delete on public.google_properties
  for each row execute function public.notify_rankwell_change();

create trigger google_tokens_notify_change
  after insert or update or delete on public.google_tokens
  for each row execute function public.notify_rankwell_change();
