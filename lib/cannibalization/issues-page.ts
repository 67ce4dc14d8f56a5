import { TABLE_DEFAULT_PAGE_SIZE } from "@/lib/data-api/table-page";
import type { IssuesPage } from "./schemas";

// Without zod: the browser's first load asks for this page; ./schemas checks it on the server.

/** The list as the view opens it: most severe first. */
export const FIRST_ISSUES_PAGE: IssuesPage = {
  sort: "severity",
  desc: true,
  pageIndex: 0,
  pageSize: TABLE_DEFAULT_PAGE_SIZE,
};
