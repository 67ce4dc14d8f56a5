// The performance audits of a run: the six lab metrics and a few of the opportunities and
// diagnostics Lighthouse reports, with savings that grow with the page's weight.
import { stringSeed, unit } from "../world/ga4-noise";
import { LAB_METRICS, type LabMetric, type LabRun, type Strategy } from "./lab";
import { kibibytes, milliseconds, seconds, text } from "./strings";

export type Audit = {
  id: string;
  title: string;
  description: string;
  score: number | null;
  scoreDisplayMode: "numeric" | "binary" | "metricSavings" | "informative";
  displayValue?: string;
  numericValue?: number;
  numericUnit?: "millisecond" | "unitless" | "byte" | "element";
  metricSavings?: Record<string, number>;
  details?: Record<string, unknown>;
};

const METRIC_TITLE: Record<LabMetric, string> = {
  "first-contentful-paint": "firstContentfulPaintMetric",
  "largest-contentful-paint": "largestContentfulPaintMetric",
  "total-blocking-time": "totalBlockingTimeMetric",
  "cumulative-layout-shift": "cumulativeLayoutShiftMetric",
  "speed-index": "speedIndexMetric",
  interactive: "interactiveMetric",
};

function metricAudit(id: LabMetric, run: LabRun): Audit {
  const value = run.values[id];
  const display =
    id === "cumulative-layout-shift"
      ? value.toFixed(3)
      : id === "total-blocking-time"
        ? milliseconds(value)
        : seconds(value);
  return {
    id,
    title: text("lib/i18n/i18n", METRIC_TITLE[id]),
    description: text(`audits/metrics/${id}`, "description"),
    score: run.scores[id],
    scoreDisplayMode: "numeric",
    displayValue: display,
    numericValue: value,
    numericUnit: id === "cumulative-layout-shift" ? "unitless" : "millisecond",
  };
}

type Resource = { url: string; totalBytes: number; wastedBytes: number; wastedMs?: number };

function opportunity(items: Resource[], overallSavingsMs: number) {
  return {
    type: "opportunity",
    headings: [
      { key: "url", valueType: "url", label: text("lib/i18n/i18n", "columnURL") },
      { key: "totalBytes", valueType: "bytes", label: text("lib/i18n/i18n", "columnTransferSize") },
      { key: "wastedBytes", valueType: "bytes", label: text("lib/i18n/i18n", "columnWastedBytes") },
    ],
    items,
    overallSavingsMs,
    overallSavingsBytes: items.reduce((n, i) => n + i.wastedBytes, 0),
    sortedBy: ["wastedBytes"],
  };
}

/** Performance audits by id, for `url` under `strategy`. */
export function performanceAudits(
  url: URL,
  run: LabRun,
  strategy: Strategy,
): Record<string, Audit> {
  const seed = stringSeed(url.href);
  const k = strategy === "mobile" ? 1 : 0.35;
  const s = run.slowness;
  const asset = (name: string, salt: number) =>
    `${url.origin}/assets/${name}.${(stringSeed(url.host) + salt).toString(36)}`;
  const bytes = (base: number, salt: number) =>
    Math.round(base * (0.4 + 1.6 * s) * (0.7 + 0.6 * unit(seed, salt)));

  const blockingMs = Math.round(k * 1500 * s * s);
  const scripts: Resource[] = [
    {
      url: asset("vendor", 1) + ".js",
      totalBytes: bytes(310_000, 1),
      wastedBytes: bytes(140_000, 2),
    },
    { url: asset("app", 2) + ".js", totalBytes: bytes(160_000, 3), wastedBytes: bytes(52_000, 4) },
  ];
  const images: Resource[] = [
    {
      url: `${url.origin}/images/hero.jpg`,
      totalBytes: bytes(420_000, 5),
      wastedBytes: bytes(230_000, 6),
    },
  ];
  const unusedMs = Math.round(k * 900 * s);
  const imageMs = Math.round(k * 600 * s);
  const saving = (
    id: string,
    file: string,
    ms: number,
    items: Resource[],
    shown: string,
  ): Audit => ({
    id,
    title: text(file, "title"),
    description: text(file, "description"),
    score: ms < 50 ? 1 : ms < 300 ? 0.5 : 0,
    scoreDisplayMode: "metricSavings",
    ...(ms >= 50 ? { displayValue: shown } : {}),
    metricSavings: { FCP: id === "render-blocking-resources" ? ms : 0, LCP: ms },
    details: opportunity(items, ms),
  });
  const domElements = Math.round(350 + 2600 * s * unit(seed, 7));
  const audits: Audit[] = [
    ...LAB_METRICS.map((m) => metricAudit(m, run)),
    {
      id: "server-response-time",
      title: text(
        "audits/server-response-time",
        run.serverResponseMs < 600 ? "title" : "failureTitle",
      ),
      description: text("audits/server-response-time", "description"),
      score: run.serverResponseMs < 600 ? 1 : 0,
      scoreDisplayMode: "binary",
      displayValue: `Root document took ${milliseconds(run.serverResponseMs)}`,
      numericValue: run.serverResponseMs,
      numericUnit: "millisecond",
    },
    saving(
      "render-blocking-resources",
      "audits/byte-efficiency/render-blocking-resources",
      blockingMs,
      [{ ...scripts[0]!, wastedMs: blockingMs }],
      `Est savings of ${milliseconds(blockingMs)}`,
    ),
    saving(
      "unused-javascript",
      "audits/byte-efficiency/unused-javascript",
      unusedMs,
      scripts,
      `Est savings of ${kibibytes(scripts[0]!.wastedBytes + scripts[1]!.wastedBytes)}`,
    ),
    saving(
      "modern-image-formats",
      "audits/byte-efficiency/modern-image-formats",
      imageMs,
      images,
      `Est savings of ${kibibytes(images[0]!.wastedBytes)}`,
    ),
    {
      id: "dom-size",
      title: text("audits/dobetterweb/dom-size", domElements < 1400 ? "title" : "failureTitle"),
      description: text("audits/dobetterweb/dom-size", "description"),
      score: domElements < 800 ? 1 : domElements < 1400 ? 0.5 : 0,
      scoreDisplayMode: "numeric",
      displayValue: `${domElements.toLocaleString("en-US")} elements`,
      numericValue: domElements,
      numericUnit: "element",
    },
  ];
  return Object.fromEntries(audits.map((a) => [a.id, a]));
}
