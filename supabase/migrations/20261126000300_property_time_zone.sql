-- A GA4 property's reporting time zone (an IANA name, from the Admin API's Property resource): GA4
-- counts the property's days in it, so its views count "today" and their presets in it too. Null
-- for Search Console sites and Business Profile locations (their days are Pacific), and for a GA4
-- property whose zone could not be read yet.
alter table public.google_properties add column time_zone text
  check (time_zone is null or char_length(time_zone) between 1 and 64);
