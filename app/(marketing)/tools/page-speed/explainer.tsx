import { METRICS, formatMetric, type MetricId } from "@/lib/tools/page-speed/thresholds";
import { ScrollTable } from "@/components/marketing/scroll-table";

const ROWS: { id: MetricId; measures: string; where: string }[] = [
  {
    id: "lcp",
    measures: "when the largest image or text block in view has rendered",
    where: "Lab and field",
  },
  {
    id: "cls",
    measures: "how much visible content moves unexpectedly while the page is open",
    where: "Lab and field",
  },
  {
    id: "inp",
    measures: "how quickly the page responds to taps, clicks and key presses",
    where: "Field only",
  },
  { id: "fcp", measures: "when the first text or image appears", where: "Lab and field" },
  {
    id: "tbt",
    measures: "how long the main thread is blocked between first paint and interactive",
    where: "Lab only",
  },
  { id: "si", measures: "how quickly the visible part of the page fills in", where: "Lab only" },
];

/** The text under the tool: what it measures, how to read it, how Rankwell runs it, and its limits. */
export function PageSpeedExplainer() {
  return (
    <>
      <h2>What the Page Speed test measures</h2>
      <p>
        Rankwell loads your page with Lighthouse, the open-source auditing engine that also powers
        Google&apos;s PageSpeed Insights and the Lighthouse panel of Chrome DevTools. You get four
        scores out of 100 (Performance, Accessibility, Best Practices and SEO), the loading metrics
        behind the performance score, and the changes Lighthouse estimates would save the most time.
        Choose Mobile to emulate a mid-range phone on a slow 4G connection, or Desktop for a desktop
        computer on a fast connection.
      </p>
      <h2>How to read the results</h2>
      <p>
        Scores of 90 to 100 are good, 50 to 89 need improvement and 0 to 49 are poor. Each metric is
        rated against the thresholds Google publishes:
      </p>
      <ScrollTable label="Google's thresholds for each metric">
        <table>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">What it measures</th>
              <th scope="col">Good</th>
              <th scope="col">Poor</th>
              <th scope="col">Data</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {METRICS[row.id].name} ({METRICS[row.id].acronym})
                </th>
                <td>{row.measures}</td>
                <td>≤ {formatMetric(row.id, METRICS[row.id].good)}</td>
                <td>&gt; {formatMetric(row.id, METRICS[row.id].poor)}</td>
                <td>{row.where}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p>
        Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift are the Core
        Web Vitals. <strong>Lab data</strong> comes from one controlled load of the page and is what
        you can debug. <strong>Field data</strong> comes from the Chrome UX Report: the 75th
        percentile of what real Chrome users experienced over 28 days, which is what Google&apos;s
        ranking systems look at. A lab test cannot click on the page, so it has no INP; Total
        Blocking Time is its closest stand-in.
      </p>
      <h2>How Rankwell runs the test</h2>
      <ol>
        <li>
          <strong>The page is checked first.</strong> Rankwell fetches it once to make sure it is a
          public HTML page that answers without an HTTP error, so a typo fails in a second rather
          than after a full Lighthouse run.
        </li>
        <li>
          <strong>One test at a time.</strong> Each test gets a fresh headless Chromium with an
          empty profile, and tests run one after another so that they do not slow each other down
          and skew the numbers. While you wait, the tool shows your place in the line.
        </li>
        <li>
          <strong>Lighthouse 12 with its default settings:</strong> simulated throttling for the
          mobile and desktop presets, all four categories. Every request the browser makes passes a
          guard that refuses private and local network addresses.
        </li>
        <li>
          <strong>Results are kept for 10 minutes</strong> per page and device, so sharing a result
          link or testing the same page again shows the same run instead of starting a new one.
        </li>
        <li>
          <strong>With a PageSpeed Insights API key</strong>, a self-hosted Rankwell asks
          Google&apos;s PageSpeed Insights instead, which adds field data from the Chrome UX Report.
        </li>
      </ol>
      <h2>Limits</h2>
      <ul>
        <li>
          Lab results vary from run to run and between machines. Compare runs of the same tool, and
          look at trends rather than a single score.
        </li>
        <li>
          The same metric thresholds are used for both devices; Lighthouse itself grades the desktop
          performance score on stricter curves.
        </li>
        <li>
          Only public pages can be tested. Pages behind a sign-in, and requests to private networks,
          cannot be reached.
        </li>
        <li>
          Field data exists only for pages and sites with enough Chrome traffic; new or quiet pages
          have none.
        </li>
      </ul>
    </>
  );
}
