import { Info, TriangleAlert } from "lucide-react";
import type { RobotsFile } from "@/lib/tools/robots-txt/analyse";

/** Parse warnings, the sitemaps the file lists, and its crawl-delay lines. */
export function FileNotes({ file }: { file: RobotsFile }) {
  return (
    <section
      aria-labelledby="robots-notes"
      className="grid gap-6 rounded-xl border bg-card p-4 sm:p-6"
    >
      <h2 id="robots-notes" className="text-lg font-semibold">
        What Google makes of the file
      </h2>
      <div>
        <h3 className="font-semibold">Warnings</h3>
        {file.warnings.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            None: every line is a directive Google understands.
          </p>
        ) : (
          <ul className="mt-2 grid gap-2 text-sm">
            {file.warnings.map((w, i) => (
              <li key={i} className="flex gap-2">
                {w.severity === "warning" ? (
                  <TriangleAlert
                    aria-label="Warning"
                    className="mt-0.5 size-4 shrink-0 text-warning"
                  />
                ) : (
                  <Info aria-label="Note" className="mt-0.5 size-4 shrink-0 text-primary" />
                )}
                <span>
                  {w.line !== null && <span className="font-medium">Line {w.line}: </span>}
                  {w.message}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Sitemaps</h3>
        {file.sitemaps.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            The file lists no sitemap. A Sitemap line helps every search engine find your sitemap
            without a Search Console submission.
          </p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm">
            {file.sitemaps.map((s) => (
              <li key={s.line} className="break-all">
                <span className="text-muted-foreground">Line {s.line}: </span>
                {s.absolute ? (
                  <a
                    className="text-primary underline underline-offset-4"
                    href={s.url}
                    rel="nofollow noopener noreferrer"
                    target="_blank"
                  >
                    {s.url}
                  </a>
                ) : (
                  <span>{s.url} (not an absolute URL, ignored)</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {file.crawlDelays.length > 0 && (
        <div>
          <h3 className="font-semibold">Crawl-delay</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {file.crawlDelays.map((c) => (
              <li key={c.line}>
                Line {c.line}: {c.value} seconds
                {c.agents.length > 0 && ` for ${c.agents.join(", ")}`}. Google ignores Crawl-delay
                and sets its crawl rate from how fast your server answers; Bing and Yandex wait this
                long between requests.
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
