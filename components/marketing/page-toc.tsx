type TocEntry = { id: string; title: string; children?: TocEntry[] };

/** "On this page": anchor links to the sections of a long page, optionally one level deep. */
export function PageToc({ entries, className }: { entries: TocEntry[]; className?: string }) {
  return (
    <nav aria-labelledby="page-toc-title" className={className}>
      <h2 id="page-toc-title" className="text-sm font-semibold">
        On this page
      </h2>
      <TocList entries={entries} className="mt-3 border-l" />
    </nav>
  );
}

function TocList({ entries, className }: { entries: TocEntry[]; className?: string }) {
  return (
    <ol className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="-ml-px block border-l border-transparent py-1 pl-4 text-sm text-muted-foreground hover:border-foreground hover:text-foreground"
          >
            {entry.title}
          </a>
          {entry.children && <TocList entries={entry.children} className="ml-4 hidden lg:block" />}
        </li>
      ))}
    </ol>
  );
}
