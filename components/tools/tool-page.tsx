import { siteUrl } from "@/lib/env";
import { faqPageLd, webApplicationLd, type Faq } from "@/lib/seo/json-ld";
import { TOOLS, type ToolSlug } from "@/lib/site";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld";
import { Prose } from "@/components/marketing/page-sections";

/**
 * The static frame of a free tool page (style rule 10): heading, the client widget, an explainer
 * written for people and search engines, the FAQ, and WebApplication + FAQPage JSON-LD.
 */
export function ToolPage({
  slug,
  lead,
  widget,
  explainer,
  faqs,
}: {
  slug: ToolSlug;
  lead: string;
  widget: React.ReactNode;
  explainer: React.ReactNode;
  faqs: Faq[];
}) {
  const tool = TOOLS.find((t) => t.slug === slug);
  if (!tool) throw new Error(`Unknown tool ${slug}`);
  const path = `/tools/${slug}/`;
  return (
    <>
      <JsonLdScript
        data={[
          webApplicationLd(siteUrl, { name: tool.name, description: lead, path }),
          faqPageLd(faqs),
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <Breadcrumbs
          trail={[
            { name: "Free SEO Tools", path: "/tools/" },
            { name: tool.name, path },
          ]}
        />
        <h1 className="mt-6 text-3xl font-bold tracking-tight md:text-4xl">{tool.name}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{lead}</p>
      </div>
      <section aria-label={`${tool.name} tool`} className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {widget}
      </section>
      <section className="mx-auto max-w-6xl border-t px-4 py-12 sm:px-6">
        <Prose>
          {explainer}
          <h2>Frequently asked questions</h2>
          <dl>
            {faqs.map((faq) => (
              <div key={faq.question} className="mt-6">
                <dt className="font-semibold">{faq.question}</dt>
                <dd className="mt-2 text-muted-foreground">{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </Prose>
      </section>
    </>
  );
}
