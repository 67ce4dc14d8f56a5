import type { LegalSection } from "@/lib/marketing/legal";

/** "On this page" links to a legal document's sections. */
export function LegalToc({ sections }: { sections: Pick<LegalSection, "id" | "title">[] }) {
  return (
    <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24">
      <h2 id="legal-toc-title" className="text-sm font-semibold">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 border-l text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-muted-foreground hover:text-foreground hover:border-foreground -ml-px block border-l border-transparent pl-4"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
