import { Info } from "lucide-react";
import type { FeatureContent } from "@/content/features";
import { Section } from "@/components/marketing/page-sections";
import { InlineText } from "./inline-text";

/** The steps to use the feature, and the limits worth knowing before relying on it. */
export function FeatureUsage({ content }: { content: FeatureContent }) {
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">How to use it</h2>
          <ol className="mt-8 space-y-6">
            {content.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <p className="pt-1 text-pretty">
                  <InlineText text={step} />
                </p>
              </li>
            ))}
          </ol>
        </div>
        <div className="self-start rounded-xl border p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Info aria-hidden className="size-5 text-primary" />
            Limits worth knowing
          </h2>
          <ul className="mt-4 list-disc space-y-3 pl-5 text-sm leading-6 text-muted-foreground">
            {content.limits.map((limit) => (
              <li key={limit}>
                <InlineText text={limit} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
