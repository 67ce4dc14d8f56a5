import type { DocSection } from "./types";

export const filtersAndDates: DocSection = {
  id: "filters-and-dates",
  title: "Filters and date ranges",
  body: (
    <>
      <p>
        The bar at the top of the app chooses what every view shows: the data source type, the
        project, the property and the date range. Each view shows only the filters that make sense
        for it. Choosing <em>All</em> for project or property removes that filter.
      </p>
      <h3 id="url-filters">Filters live in the address</h3>
      <p>
        The filters are part of the page address, so a bookmark, a browser tab or a link you send a
        colleague reopens exactly the same view, and the back button undoes a filter change.
      </p>
      <h3 id="date-ranges">Date ranges and comparison</h3>
      <p>
        Open the date picker and pick a preset (recent, medium and long ranges) or click a start and
        an end day in the two-month calendar, then choose <strong>Apply Range</strong>. Clicking the
        start day again clears it. <strong>Compare vs Previous Period</strong> turns on comparison
        mode, which sets the chosen range against the period of equal length just before it.
      </p>
      <h3 id="data-freshness">How far back, and how fresh</h3>
      <ul>
        <li>
          Search Console keeps <strong>16 months</strong> of performance data. Older dates return
          nothing, in Rankwell as in Search Console itself.
        </li>
        <li>
          Search Console&apos;s final data is usually two to three days behind. The most recent days
          can be shown as preliminary figures that still change until Google finalises them.
        </li>
        <li>Google Analytics can also revise the last day or two while it finishes processing.</li>
        <li>
          Search Console hides rare queries to protect searchers&apos; privacy, so a page&apos;s
          total clicks can be higher than the sum of the queries listed for it.
        </li>
      </ul>
    </>
  ),
  children: [
    { id: "url-filters", title: "Filters in the address" },
    { id: "date-ranges", title: "Date ranges and comparison" },
    { id: "data-freshness", title: "History and freshness" },
  ],
};
