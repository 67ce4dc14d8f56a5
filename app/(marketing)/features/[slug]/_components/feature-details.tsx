import type { FeatureContent } from "@/content/features";
import { Section } from "@/components/marketing/page-sections";
import { InlineText } from "./inline-text";

/** What Rankwell shows for the feature, then how each number is computed. */
export function FeatureDetails({ content }: { content: FeatureContent }) {
  return (
    <>
      <Section title="What Rankwell shows">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.shows.map((point) => (
            <li key={point.title} className="rounded-xl border bg-card p-6">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">
                <InlineText text={point.body} />
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <div className="border-y bg-muted/40">
        <Section
          title="How it is computed"
          intro="Straight from Google's APIs, with the arithmetic done the way it should be. Nothing is estimated unless it says so."
        >
          <dl className="grid gap-x-10 gap-y-8 md:grid-cols-2">
            {content.method.map((point) => (
              <div key={point.title} className="border-l-2 border-primary pl-5">
                <dt className="font-semibold">{point.title}</dt>
                <dd className="mt-2 text-sm leading-6 text-pretty text-muted-foreground">
                  <InlineText text={point.body} />
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      </div>
    </>
  );
}
