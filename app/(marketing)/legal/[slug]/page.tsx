import { notFound } from "next/navigation";
import { getLegalDocument, LEGAL_LAST_UPDATED } from "@/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";
import { LEGAL_PAGES } from "@/lib/site";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Prose, Section } from "@/components/marketing/page-sections";
import { PageToc } from "@/components/marketing/page-toc";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return LEGAL_PAGES.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const document = getLegalDocument((await params).slug);
  if (!document) return {};
  return pageMetadata({
    title: document.metaTitle,
    description: document.description,
    path: `/legal/${document.slug}/`,
    section: "Legal",
  });
}

export default async function LegalPage({ params }: Props) {
  const document = getLegalDocument((await params).slug);
  if (!document) notFound();
  const path = `/legal/${document.slug}/`;
  return (
    <>
      <BreadcrumbHero
        trail={[{ name: document.name, path }]}
        eyebrow="Legal"
        title={document.name}
        lead={document.lead}
      >
        <p className="text-sm text-muted-foreground">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
      </BreadcrumbHero>
      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
          <PageToc entries={document.sections} className="lg:sticky lg:top-24" />
          <Prose className="[&>section:first-child>h2]:mt-0">
            {document.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                {section.body}
              </section>
            ))}
          </Prose>
        </div>
      </Section>
    </>
  );
}
