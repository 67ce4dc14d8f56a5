"use client";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A timestamp in the reader's own time zone; the server's render may differ, so React lets it go. */
export function FormattedDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const date = new Date(value);
  return (
    <time dateTime={value} suppressHydrationWarning>
      {(withTime ? DATE_TIME : DATE).format(date)}
    </time>
  );
}
