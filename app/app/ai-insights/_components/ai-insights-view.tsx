"use client";

import { useMemo } from "react";
import Link from "next/link";
import { FinalBadge } from "@/components/data-state/fresh-badge";
import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetState } from "@/components/data-state/widget-state";
import { useAiInsightsQuery } from "@/hooks/queries/use-ai-insights-query";
import { aiInsightsRequest } from "@/lib/ai-insights/requests";
import type { AiInsightsRequest } from "@/lib/ai-insights/schemas";
import type { AiInsightsResponse } from "@/lib/ai-insights/types";
import { viewBrandTerms } from "@/lib/cannibalization/requests";
import { formatDateRange } from "@/lib/dates/format";
import type { ReadyScope } from "@/lib/filters/view-scope";
import { formatNumber } from "@/lib/format/numbers";
import { hrefOf, RankwellSentences } from "./insight-links";
import { ChatSetup, ModelChat } from "./model-chat";
import { ModelSummary } from "./model-summary";

function Written({
  data,
  scope,
  request,
  model,
}: {
  data: AiInsightsResponse;
  scope: ReadyScope;
  request: AiInsightsRequest;
  model: string | null;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <WidgetCard
        id="ai-insights-summary"
        title="The period in brief"
        description={
          model
            ? `${formatDateRange(scope.range)}. A language model writes it from Rankwell's findings; Rankwell's own text stands when a figure does not check out.`
            : `${formatDateRange(scope.range)}. Written by Rankwell from your data: every figure comes from the linked view; no language model is configured.`
        }
      >
        {model ? (
          <ModelSummary model={model} request={request} sentences={data.summary} scope={scope} />
        ) : (
          <RankwellSentences sentences={data.summary} scope={scope} />
        )}
      </WidgetCard>
      <WidgetCard
        id="ai-insights-actions"
        title="What to do first"
        description="By the clicks each should bring, with no more than two of one kind before the others."
      >
        {data.actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing to act on stands out in this range. Try a longer range, or lower a threshold on
            the Opportunities page.
          </p>
        ) : (
          <ol className="grid gap-4">
            {data.actions.map((action) => (
              <li
                key={`${action.rank}-${action.title}`}
                className="grid grid-cols-[2rem_minmax(0,1fr)] gap-2 wrap-anywhere"
              >
                <span
                  aria-hidden
                  className="flex size-7 items-center justify-center rounded-full bg-muted text-sm font-semibold"
                >
                  {action.rank}
                </span>
                <div className="grid min-w-0 gap-1">
                  <Link
                    prefetch={false}
                    href={hrefOf(scope, action.view, action.params)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {action.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">{action.detail}</p>
                  <p className="text-sm font-medium text-success tabular-nums">
                    {action.gain > 0
                      ? `About +${formatNumber(action.gain)} clicks over the range`
                      : "Under a click so far"}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </WidgetCard>
      <WidgetCard
        id="ai-insights-chat"
        title="Ask about your data"
        description="Answers from the same analyses as the views, looked up for your question."
      >
        {model ? <ModelChat model={model} request={request} /> : <ChatSetup />}
      </WidgetCard>
    </div>
  );
}

function Ready({ scope, model }: { scope: PropertyScope; model: string | null }) {
  const { property } = scope;
  const projectTerms = scope.project.brand_terms;
  const brandTerms = useMemo(
    () => viewBrandTerms(projectTerms, property.property_uri),
    [projectTerms, property.property_uri],
  );
  const request = aiInsightsRequest(
    { projectId: scope.project.id, propertyId: property.id },
    scope.range,
    scope.compare,
    scope.fresh,
    brandTerms,
  );
  const query = useAiInsightsQuery(request);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{formatDateRange(scope.range)}</span>
        {scope.fresh ? null : <FinalBadge />}
      </div>
      <QueryWidget query={query} label="AI insights" skeleton="table" rows={6}>
        {(data) => <Written data={data} scope={scope} request={request} model={model} />}
      </QueryWidget>
    </div>
  );
}

/**
 * The period's summary and action list for the filter's project, property and range, and questions
 * about them when a language model (`model`, its name) is configured.
 */
export function AiInsightsView({ model }: { model: string | null }) {
  return (
    <ScopedView
      source="gsc"
      skeleton={<ViewSkeleton />}
      noSource={{
        title: "No Search Console property to write about",
        description:
          "AI Insights is written from a Search Console property's findings. Connect one to a project, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} model={model} />}
    </ScopedView>
  );
}

export function ViewSkeleton() {
  return (
    <WidgetState status="loading" label="your Search Console property" skeleton="table" rows={6} />
  );
}
