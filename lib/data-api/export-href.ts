import type { SearchConsoleDataRequest } from "./schemas/search-console";

export const SEARCH_CONSOLE_EXPORT_PATH = "/api/data/search-console/export/";

/**
 * The download link of every row of a Search Console table, in the table's sort and search: the
 * server streams the file, so the browser never holds the rows.
 */
export function searchConsoleExportHref(
  request: SearchConsoleDataRequest,
  filename: string,
): string {
  const params = new URLSearchParams({ request: JSON.stringify(request), filename });
  return `${SEARCH_CONSOLE_EXPORT_PATH}?${params}`;
}
