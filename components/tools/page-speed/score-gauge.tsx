import type { CategoryScore } from "@/lib/tools/page-speed/result";
import { rateScore } from "@/lib/tools/page-speed/thresholds";
import { RATING_LABEL, RATING_TEXT } from "./rating";
import { cn } from "@/lib/utils";

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A Lighthouse category score as a ring coloured by its band, with the number in the middle. */
export function ScoreGauge({ category }: { category: CategoryScore }) {
  const { score } = category;
  const rating = score === null ? null : rateScore(score);
  return (
    <figure className="flex flex-col items-center gap-2 text-center">
      <div className="relative size-24">
        <svg viewBox="0 0 100 100" className="size-24 -rotate-90" aria-hidden>
          <circle cx="50" cy="50" r={RADIUS} className="stroke-muted" strokeWidth="8" fill="none" />
          {score !== null && rating && (
            <circle
              cx="50"
              cy="50"
              r={RADIUS}
              className={cn("stroke-current", RATING_TEXT[rating])}
              strokeWidth="8"
              fill="none"
              strokeLinecap="round"
              strokeDasharray={`${(score / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            />
          )}
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-2xl font-bold tabular-nums">
          {score ?? "–"}
        </span>
      </div>
      <figcaption className="text-sm">
        <span className="font-medium">{category.title}</span>
        <span className="sr-only">
          : {score === null ? "not measured" : `${score} out of 100, ${RATING_LABEL[rating!]}`}
        </span>
      </figcaption>
    </figure>
  );
}
