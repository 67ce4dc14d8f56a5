import { TriangleAlert } from "lucide-react";
import type { PageSpeedResult } from "@/lib/tools/page-speed/result";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { MetricList } from "./metric-list";
import { OpportunityList } from "./opportunity-list";
import { ScoreGauge } from "./score-gauge";

function measuredAt(result: PageSpeedResult): string {
  const time = new Date(result.fetchTime);
  return Number.isNaN(time.getTime())
    ? ""
    : time.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}

function FieldSection({ result }: { result: PageSpeedResult }) {
  if (result.field) {
    const scope =
      result.field.scope === "url"
        ? "this URL"
        : "the whole origin (too few visits to this URL alone)";
    return (
      <>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          75th percentile of real Chrome users over the last 28 days, for {scope}.
        </p>
        <MetricList metrics={result.field.metrics} />
      </>
    );
  }
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      {result.source === "psi"
        ? "The Chrome UX Report has not collected enough real-user visits to this page or its origin."
        : "Real-user data, including Interaction to Next Paint, comes from the Chrome UX Report through Google's PageSpeed Insights API. This Rankwell server runs Lighthouse itself, so only lab data is shown."}
    </p>
  );
}

/** Scores, lab metrics, field data and the top opportunities of one test. */
export function PageSpeedResults({ result, cached }: { result: PageSpeedResult; cached: boolean }) {
  const device = result.strategy === "mobile" ? "Mobile" : "Desktop";
  const engine = result.source === "psi" ? "PageSpeed Insights" : "Lighthouse";
  return (
    <section aria-labelledby="ps-results" className="mt-10 grid gap-10">
      <div>
        <h2 id="ps-results" className="text-xl font-semibold tracking-tight">
          {device} results
        </h2>
        <p className="mt-1 text-sm break-all text-muted-foreground">{result.finalUrl}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {engine} {result.lighthouseVersion}, measured {measuredAt(result)}
          {cached && " (kept for 10 minutes, so repeated tests of the same page return this run)"}
        </p>
      </div>
      {result.warnings.length > 0 && (
        <Alert>
          <TriangleAlert aria-hidden />
          <AlertTitle>Lighthouse reported</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {result.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid grid-cols-2 gap-6 sm:grid-cols-4">
        {result.scores.map((category) => (
          <ScoreGauge key={category.id} category={category} />
        ))}
      </div>
      <div>
        <h3 className="font-semibold">Lab metrics</h3>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          One load of the page on a simulated{" "}
          {result.strategy === "mobile"
            ? "mid-range phone and slow 4G connection"
            : "desktop computer and fast connection"}
          . Lab values vary a little from run to run.
        </p>
        <MetricList metrics={result.lab} />
      </div>
      <div>
        <h3 className="font-semibold">Field data: Core Web Vitals of real visits</h3>
        <FieldSection result={result} />
      </div>
      <div>
        <h3 className="mb-4 font-semibold">Top opportunities</h3>
        <OpportunityList opportunities={result.opportunities} />
      </div>
    </section>
  );
}
