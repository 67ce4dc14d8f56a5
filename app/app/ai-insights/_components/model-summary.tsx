"use client";

import { useEffect } from "react";
import { useModelAnswer } from "@/hooks/use-model-answer";
import type { AiInsightsRequest } from "@/lib/ai-insights/schemas";
import type { ReadyScope } from "@/lib/filters/view-scope";
import type { InsightSentence } from "@/lib/seo/insights-writer";
import { ReplacedNote, Writing } from "./answer-parts";
import { hrefOf, RankwellSentences } from "./insight-links";
import Link from "next/link";

/**
 * The summary written by the configured model, streamed. Until its first checked words arrive, and
 * whenever it is refused or fails, Rankwell's own sentences are the summary.
 */
export function ModelSummary({
  model,
  request,
  sentences,
  scope,
}: {
  model: string;
  request: AiInsightsRequest;
  sentences: readonly InsightSentence[];
  scope: ReadyScope;
}) {
  const { answer, ask, stop } = useModelAnswer();
  const key = JSON.stringify(request);
  useEffect(() => {
    void ask("/api/ai/summary/", JSON.parse(key));
  }, [ask, key]);

  const own = !answer.text || answer.status === "rejected" || answer.status === "error";
  return (
    <div className="grid gap-4">
      {answer.status === "streaming" ? <Writing model={model} onStop={stop} /> : null}
      <ReplacedNote answer={answer} model={model} />
      {own ? (
        <RankwellSentences sentences={sentences} scope={scope} />
      ) : (
        <div className="grid gap-2">
          <p
            className="text-base leading-relaxed wrap-anywhere whitespace-pre-line"
            data-testid="model-summary"
            data-status={answer.status}
            aria-live="polite"
          >
            {answer.text}
          </p>
          <p className="text-sm text-muted-foreground">
            {answer.status === "stopped" ? "Stopped. " : ""}
            Written by {model} from your findings; Rankwell checked that every figure is one of
            them. The figures are in{" "}
            <Link
              prefetch={false}
              href={hrefOf(scope, "gsc-insights")}
              className="text-primary underline underline-offset-4"
            >
              GSC Insights
            </Link>{" "}
            and{" "}
            <Link
              prefetch={false}
              href={hrefOf(scope, "opportunities")}
              className="text-primary underline underline-offset-4"
            >
              Opportunities
            </Link>
            .
          </p>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              Rankwell&apos;s own summary, each sentence linked to its view
            </summary>
            <div className="pt-3">
              <RankwellSentences sentences={sentences} scope={scope} />
            </div>
          </details>
        </div>
      )}
    </div>
  );
}
