import Link from "next/link";
import { ArrowRight } from "lucide-react";
import type { ReadyScope } from "@/lib/filters/view-scope";
import type { InsightSentence, InsightView } from "@/lib/seo/insights-writer";

export const VIEW_PATHS: Record<InsightView, { path: string; label: string }> = {
  "gsc-insights": { path: "/app/gsc-insights/", label: "GSC Insights" },
  opportunities: { path: "/app/opportunities/", label: "Opportunities" },
  cannibalization: { path: "/app/search-performance/cannibalization/", label: "Cannibalization" },
  overview: { path: "/app/", label: "the Overview" },
  "business-profile": { path: "/app/google-business-profile/", label: "Business Profile" },
};

/** A view's URL with this view's project, property, range and comparison, plus its own params. */
export function hrefOf(scope: ReadyScope, view: InsightView, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    project: scope.project.id,
    ...(scope.property ? { property: scope.property.id } : {}),
    start: scope.range.startDate,
    end: scope.range.endDate,
    ...(scope.compare ? { compare: scope.compare } : {}),
    ...(scope.fresh ? { fresh: "1" } : {}),
    ...extra,
  });
  return `${VIEW_PATHS[view].path}?${params}`;
}

/** Rankwell's own summary: each sentence with a link to the view whose figures it states. */
export function RankwellSentences({
  sentences,
  scope,
}: {
  sentences: readonly InsightSentence[];
  scope: ReadyScope;
}) {
  return (
    <ul className="grid gap-3 text-base leading-relaxed wrap-anywhere" data-writer="rankwell">
      {sentences.map((sentence) => (
        <li key={sentence.text} className="grid gap-0.5">
          <span>{sentence.text}</span>
          <Link
            prefetch={false}
            href={hrefOf(scope, sentence.view, sentence.params)}
            className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            See it in {VIEW_PATHS[sentence.view].label}
            <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
