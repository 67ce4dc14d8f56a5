import { DOC_SECTIONS } from "@/content/docs";
import { pageMetadata } from "@/lib/seo/metadata";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Prose, Section } from "@/components/marketing/page-sections";
import { PageToc } from "@/components/marketing/page-toc";

export const metadata = pageMetadata({
  title: "Documentation: set up and use Rankwell",
  description:
    "Sign in with Google, connect Search Console, GA4 and Business Profile, organise projects, use filters and every view, and self-host Rankwell in three run modes.",
  path: "/docs/",
  section: "Docs",
});

export default function DocsPage() {
  return (
    <>
      <BreadcrumbHero
        trail={[{ name: "Documentation", path: "/docs/" }]}
        eyebrow="Docs"
        title="Documentation"
        lead="Everything you need to use Rankwell: signing in, connecting Google, projects, filters, each view of the app, the free tools and running Rankwell yourself."
      />
      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
          <PageToc
            entries={DOC_SECTIONS}
            className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
          />
          <Prose className="[&_h3]:scroll-mt-24 [&>section:first-child>h2]:mt-0">
            {DOC_SECTIONS.map((section) => (
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
