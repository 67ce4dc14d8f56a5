/** The file name of a project's calendar: letters, digits and dashes. */
export function calendarFileName(projectName: string): string {
  const slug = projectName
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return `content-calendar${slug ? `-${slug}` : ""}.ics`;
}

/** The headers of an iCalendar answer: a download, or (a feed) the calendar itself. */
export function calendarHeaders(projectName: string, { download = true } = {}): HeadersInit {
  const disposition = download ? "attachment" : "inline";
  return {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `${disposition}; filename="${calendarFileName(projectName)}"`,
    "Cache-Control": "private, no-store",
    // A feed's address is its secret: not for search engines, not for referrers.
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  };
}
