import { Fragment } from "react";
import { splitForMiddleEllipsis, urlDisplayText } from "@/lib/format/url-display";
import { cn } from "@/lib/utils";

type UrlCellProps = {
  url: string;
  /** The property (URL prefix or sc-domain:) or origin whose URLs show as a bare path. */
  base?: string | null;
  className?: string;
};

/**
 * A URL in a table: the part that tells rows apart (the path), cut in the middle when the column is
 * narrow so the last segment stays readable, and the full URL on hover.
 */
export function UrlCell({ url, base, className }: UrlCellProps) {
  const { head, tail } = splitForMiddleEllipsis(urlDisplayText(url, base));
  return (
    <span
      data-slot="url-cell"
      title={url}
      className={cn("flex max-w-xs min-w-0 whitespace-nowrap sm:max-w-md", className)}
    >
      <span className="truncate">{head}</span>
      {tail ? <span className="shrink-0">{tail}</span> : null}
    </span>
  );
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A full URL in running text (a title, a sentence): it wraps after a slash, and inside a word only
 * when one part alone is wider than the line.
 */
export function WrappingUrl({ url, className }: { url: string; className?: string }) {
  const scheme = SCHEME.exec(url)?.[0] ?? "";
  const parts = url.slice(scheme.length).split(/(?<=\/)/);
  return (
    <span data-slot="wrapping-url" className={cn("break-words", className)}>
      {scheme}
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
