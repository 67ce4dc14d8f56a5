-- A content item that fixes a cannibalization issue (lib/content/cannibalization-result.ts): the
-- query several pages compete for, the page chosen to keep it, what is done about the others, and
-- the day it was done, from which the primary page's share of the query is measured.

alter table public.content_items
  add column cannibal_query text check (
    cannibal_query is null or char_length(cannibal_query) between 1 and 200
  ),
  add column primary_url text check (
    primary_url is null or (char_length(primary_url) <= 2048 and primary_url ~* '^https?://[^\s/]+')
  ),
  add column cannibal_action text check (
    cannibal_action is null or cannibal_action in ('consolidate_redirect', 'differentiate', 'relink')
  ),
  add column action_date date;

-- When a published item's URL was handed to URL Inspection (three days after its publish date,
-- lib/content/index-check.ts); cleared when the item is published again, so it is checked again.
alter table public.content_items add column index_check_queued_at timestamptz;
create index content_items_index_check_idx on public.content_items (user_id, publish_date)
  where status = 'published' and index_check_queued_at is null;
