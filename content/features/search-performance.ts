import type { FeatureContent } from "./types";

export const searchPerformance: FeatureContent = {
  slug: "search-performance",
  title: "Search Performance: GSC Queries, Pages, Filters",
  description:
    "Every Search Console query, page, country and device with regex filters, branded vs non-branded split and a previous-period comparison. CTR computed correctly.",
  appPath: "/app/search-performance/",
  lead: "Clicks, impressions, CTR and average position for every query, page, country, device and search appearance in your Search Console properties, with the filters and comparisons the Performance report leaves out.",
  problem: [
    "Search Console's Performance report shows at most 1,000 rows per table and lets you filter each dimension once. Anything more, and the data goes into a spreadsheet, where it is easy to get the averages wrong: the mean of the CTRs of a hundred rows is a number Google never measured.",
    "For an agency that is the same export, the same pivot table and the same mistakes, once per property and once per month.",
  ],
  shows: [
    {
      title: "Totals and a daily trend",
      body: "Clicks, impressions, CTR and average position for the date range, drawn day by day, with the previous period beside them when comparison is on.",
    },
    {
      title: "Five ways to slice",
      body: "Tables of queries, pages, countries, devices and search appearance. Open a query to see the pages that ranked for it, or a page to see its queries.",
    },
    {
      title: "Filters that go further",
      body: "Contains, does not contain, equals and regular expressions, to include or to exclude, on queries and pages, combined with country, device and search appearance filters.",
    },
    {
      title: "Comparison with the previous period",
      body: "Choose 'Compare vs Previous Period' in the date picker and every total and row shows its change against the period of the same length just before.",
    },
    {
      title: "Branded vs non-branded",
      body: "Describe your brand once as a pattern, for example `rankwell|rank well`, and split every chart and table into branded and non-branded traffic.",
    },
    {
      title: "Every search type",
      body: "Web, image, video and news results, Discover and Google News, each one read separately because Google reports them separately.",
    },
  ],
  method: [
    {
      title: "CTR is recomputed from sums",
      body: "For any group of rows, CTR is total clicks divided by total impressions. Rankwell never averages the CTRs of rows.",
    },
    {
      title: "Position is weighted by impressions",
      body: "Average position is the sum of position × impressions divided by total impressions, so a query seen 10 times at position 2 does not pull the average as hard as one seen 10,000 times at position 9.",
    },
    {
      title: "Hidden queries are shown as a gap",
      body: "Google leaves anonymized queries out of query rows but keeps them in the totals. Rankwell reads the property totals separately and shows the difference as hidden queries, instead of a table that silently adds up to less.",
    },
    {
      title: "All the rows Google returns",
      body: "Rows are requested 25,000 at a time and paged until Google has nothing more to give, so large sites are not cut at the first page of results.",
    },
    {
      title: "Google's dates",
      body: "Search Console counts days in Pacific Time. Final data arrives two to three days late; days that are still incomplete are marked as such.",
    },
  ],
  steps: [
    "Pick a project and a property in the filter bar, then a date range or one of the presets.",
    "Turn on 'Compare vs Previous Period' in the date picker to see what moved.",
    "Narrow the view with a filter, for example the page regex `^https://www\\.example\\.com/blog/` to look at the blog alone.",
    "Sort queries by their change in clicks or impressions to find what gained and what lost.",
    "Open a query to see which pages rank for it. More than one? Continue in Cannibalization.",
  ],
  limits: [
    "Search Console keeps about 16 months of data, so comparisons cannot reach further back than that.",
    "The API returns at most 50,000 rows per day and search type, the top rows by clicks. The long tail beyond them still counts in the totals but has no row of its own.",
    "Anonymized queries never appear as rows anywhere; Rankwell can show how much they weigh, not what they are.",
  ],
  related: ["cannibalization", "opportunities", "sitemaps"],
};
