import { ImageIcon, TriangleAlert } from "lucide-react";
import { indexLabel, verdictLabel } from "@/lib/tools/backlink-checker/csv";
import type { PageResult } from "@/lib/tools/backlink-checker/types";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";

const VERDICT_VARIANT = {
  followed: "success",
  "not-linked": "outline",
  error: "destructive",
} as const;

// Body-coloured text with a warning-coloured icon and border: the tinted warning badge is too
// light for small text on a light background.
function WarningBadge({ children }: { children: React.ReactNode }) {
  return (
    <Badge variant="outline" className="border-warning/70">
      <TriangleAlert aria-hidden className="text-warning" />
      {children}
    </Badge>
  );
}

function PageCell({ page, result }: { page: string; result: PageResult | null }) {
  const moved = result?.finalUrl && result.finalUrl !== page;
  return (
    <TableCell className="max-w-72 whitespace-normal">
      <a
        href={page}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all underline-offset-4 hover:underline"
      >
        {page}
      </a>
      {moved && (
        <p className="mt-1 text-xs break-all text-muted-foreground">
          Redirects to {result.finalUrl}
        </p>
      )}
    </TableCell>
  );
}

/** One checked page: HTTP status, the link found and whether the linking page can be indexed. */
export function ResultRow({ page, result }: { page: string; result: PageResult | null }) {
  if (!result) {
    return (
      <TableRow aria-busy="true">
        <PageCell page={page} result={null} />
        <TableCell colSpan={4}>
          <span className="sr-only">Checking…</span>
          <Skeleton aria-hidden className="h-4 w-full max-w-md" />
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow>
      <PageCell page={page} result={result} />
      <TableCell className="tabular-nums">{result.httpStatus ?? "–"}</TableCell>
      <TableCell className="whitespace-normal">
        {result.verdict === "qualified" ? (
          <WarningBadge>{verdictLabel(result)}</WarningBadge>
        ) : (
          <Badge variant={VERDICT_VARIANT[result.verdict]}>{verdictLabel(result)}</Badge>
        )}
        {result.error && <p className="mt-1 max-w-64 text-xs text-destructive">{result.error}</p>}
        {result.linkCount > 1 && (
          <p className="mt-1 text-xs text-muted-foreground">
            {result.linkCount} links to your site
          </p>
        )}
      </TableCell>
      <TableCell className="max-w-64 whitespace-normal">
        {result.link ? (
          <>
            <span className="flex items-start gap-1">
              {result.link.kind === "image" && (
                <>
                  <ImageIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span className="sr-only">Image link: </span>
                </>
              )}
              {result.link.anchor || (
                <span className="text-muted-foreground italic">No anchor text</span>
              )}
            </span>
            <p className="mt-1 text-xs break-all text-muted-foreground">{result.link.href}</p>
          </>
        ) : (
          <span className="text-muted-foreground">–</span>
        )}
      </TableCell>
      <TableCell className="whitespace-normal">
        {result.indexable === null ? (
          <span className="text-muted-foreground">–</span>
        ) : result.indexable ? (
          <Badge variant="outline">{indexLabel(result)}</Badge>
        ) : (
          <WarningBadge>{indexLabel(result)}</WarningBadge>
        )}
        {result.indexIssues.length > 0 && (
          <ul className="mt-1 max-w-64 list-disc pl-4 text-xs text-muted-foreground">
            {result.indexIssues.map((issue) => (
              <li key={issue} className="break-words">
                {issue}
              </li>
            ))}
          </ul>
        )}
      </TableCell>
    </TableRow>
  );
}
