import "server-only";
import { tool, zodSchema } from "ai";
import { opportunitiesOf, type AiInsightsSources } from "@/lib/ai-insights/report";
import type { AiInsightsInput } from "@/lib/ai-insights/schemas";
import { formatDelta, formatNumber } from "@/lib/format/numbers";
import { urlDisplayText } from "@/lib/format/url-display";
import { OPPORTUNITY_TYPE_IDS, OPPORTUNITY_TYPE_LABELS } from "@/lib/opportunities/limits";
import { opportunityList } from "@/lib/opportunities/report";
import { CHANGE_STEP_LABELS, type Contribution } from "@/lib/seo/click-change";
import { actionTitle } from "@/lib/seo/insights-writer";
import * as z from "@/lib/zod-mini";

// The tools a language model calls to answer questions: the analysis functions of GSC Insights and
// Opportunities, over the page's property and range. Each result carries `summary`, Rankwell's own
// sentences about it: the model may quote them, and they are the answer shown when the model's
// text fails the number check.

export type ToolResult = { summary: string[] } & Record<string, unknown>;

/** What the page shows while a tool runs, and beside the answer it fed. */
export const TOOL_LABELS = {
  explain_click_change: "Why clicks changed",
  list_opportunities: "Opportunities",
  top_movers: "Top movers",
} as const;
export type ToolName = keyof typeof TOOL_LABELS;

/** How many rows a tool returns at most: enough to answer, little to read. */
const MAX_ROWS = 10;

const DIMENSIONS = ["queries", "pages", "countries", "devices"] as const;
const DIRECTIONS = ["up", "down", "new", "gone"] as const;

const quoted = (text: string) => `\u201c${text}\u201d`;

function moverSentence(c: Contribution, label: string): string {
  return `${label}: ${formatNumber(c.previous.clicks)} → ${formatNumber(c.current.clicks)} clicks (${formatDelta(c.change)}).`;
}

/** The click change and its parts, from GSC Insights. */
function clickChange({ insights }: AiInsightsSources): ToolResult {
  const { change } = insights;
  if (!change) {
    return {
      summary: [
        "The change cannot be measured yet: the range includes days Google is still counting, or reaches past what it keeps.",
      ],
      clicks: null,
    };
  }
  return {
    summary: insights.story.map((s) => s.text),
    clicks: {
      now: change.current.clicks,
      before: change.previous.clicks,
      change: change.change,
    },
    parts: change.steps.map((s) => ({ part: CHANGE_STEP_LABELS[s.id], clicks: s.value })),
  };
}

/** The keys of one dimension that moved one way. */
function movers(
  { insights, findings }: AiInsightsSources,
  dimension: (typeof DIMENSIONS)[number],
  direction: (typeof DIRECTIONS)[number],
): ToolResult {
  const list =
    dimension === "queries" || dimension === "pages"
      ? (insights[dimension]?.[direction] ?? [])
      : insights[dimension].filter((c) =>
          direction === "up"
            ? c.change > 0 && c.status !== "new"
            : direction === "down"
              ? c.change < 0 && c.status !== "lost"
              : c.status === (direction === "new" ? "new" : "lost"),
        );
  const rows = list.slice(0, MAX_ROWS);
  const label = (key: string) =>
    dimension === "pages" ? urlDisplayText(key, findings.siteUrl) : quoted(key);
  return {
    summary:
      rows.length === 0
        ? [`No ${dimension} moved that way in this range.`]
        : rows.map((c) => moverSentence(c, label(c.key))),
    rows: rows.map((c) => ({
      key: c.key,
      clicksBefore: c.previous.clicks,
      clicksNow: c.current.clicks,
      change: c.change,
    })),
  };
}

/** The property's analysis tools over one period, whose findings the route has read already. */
export function analysisTools(
  userId: string,
  siteUrl: string,
  input: AiInsightsInput,
  sources: AiInsightsSources,
) {
  return {
    explain_click_change: tool({
      description:
        "Why clicks changed between the range and the previous period: the total change, its parts (search demand, position, CTR at the same position, new and lost queries, anonymised queries) and Rankwell's sentences about it.",
      inputSchema: zodSchema(z.object({})),
      execute: async () => clickChange(sources),
    }),
    list_opportunities: tool({
      description:
        "The open SEO opportunities of the site, largest estimated click gain first: striking distance, CTR below the curve, decaying pages, cannibalization, weaker page ranks. Optionally of one type, or matching a query or page.",
      inputSchema: zodSchema(
        z.object({
          type: z.optional(z.enum(OPPORTUNITY_TYPE_IDS).check(z.describe("Only this kind."))),
          search: z.optional(
            z
              .string()
              .check(z.maxLength(200), z.describe("Only those whose query or page contains this.")),
          ),
          limit: z._default(z.int().check(z.minimum(1), z.maximum(MAX_ROWS)), 5),
        }),
      ),
      execute: async ({ type, search, limit }) => {
        const list = await opportunityList(
          userId,
          siteUrl,
          opportunitiesOf(
            input,
            { pageSize: limit, ...(search ? { search } : {}) },
            type ? [type] : [],
          ),
        );
        return {
          summary:
            list.rows.length === 0
              ? ["No open opportunity matches."]
              : list.rows.map(
                  (o, i) =>
                    // The sitemap rules have no click estimate: "about 0 clicks" would be wrong.
                    `${i + 1}. ${actionTitle(o, siteUrl)}: ${o.gain > 0 ? `about ${formatNumber(o.gain)} clicks` : "no click estimate"} (${OPPORTUNITY_TYPE_LABELS[o.type]}). ${o.reason}`,
                ),
          total: list.total,
          rows: list.rows.map((o) => ({
            type: o.type,
            query: o.query,
            page: o.page,
            position: o.position,
            impressions: o.impressions,
            clicks: o.clicks,
            gain: o.gain,
            action: o.action,
          })),
        } satisfies ToolResult;
      },
    }),
    top_movers: tool({
      description:
        "The queries, pages, countries or devices whose clicks moved most against the previous period: up, down, new (no impressions before) or gone (none now).",
      inputSchema: zodSchema(
        z.object({ dimension: z.enum(DIMENSIONS), direction: z.enum(DIRECTIONS) }),
      ),
      execute: async ({ dimension, direction }) => movers(sources, dimension, direction),
    }),
  } satisfies Record<ToolName, unknown>;
}

/** Rankwell's own answer from what the tools returned: their sentences, in order. */
export function toolSummaries(results: readonly unknown[]): string[] {
  return results.flatMap((r) => {
    const summary = (r as { summary?: unknown } | null)?.summary;
    return Array.isArray(summary) ? summary.filter((s): s is string => typeof s === "string") : [];
  });
}
