import { Check } from "lucide-react";
import type { FeatureContent } from "@/content/features";
import { Section } from "@/components/marketing/page-sections";
import { InlineText } from "./inline-text";

/** Why the feature exists, with a short list of what it shows beside it. */
export function FeatureOverview({ content }: { content: FeatureContent }) {
  return (
    <Section className="pb-0 md:pb-0">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">The problem</h2>
          <div className="mt-6 space-y-4 text-base leading-7">
            {content.problem.map((paragraph) => (
              <p key={paragraph} className="text-pretty">
                <InlineText text={paragraph} />
              </p>
            ))}
          </div>
        </div>
        <aside
          aria-labelledby="at-a-glance"
          className="self-start rounded-xl border bg-muted/50 p-6"
        >
          <h2 id="at-a-glance" className="font-semibold">
            At a glance
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {content.shows.map((point) => (
              <li key={point.title} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {point.title}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  );
}
