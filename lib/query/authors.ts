import type {
  AuthorCrawlStatus,
  AuthorDetailRequest,
  AuthorDetailResponse,
  AuthorImportResult,
  AuthorListRequest,
  AuthorListResponse,
  AuthorPageRow,
  AuthorQueryRow,
  AuthorRuleDto,
  AuthorSummary,
  AuthorTablePage,
  AuthorTableRequest,
} from "@/lib/authors/api-types";
import { request } from "./request";

// The browser's side of the Authors routes (lib/authors/api-types.ts lists them).

const exportHref = (path: string, input: unknown) =>
  `${path}?${new URLSearchParams({ request: JSON.stringify(input) })}`;

export const fetchAuthorList = (input: AuthorListRequest) =>
  request<AuthorListResponse>("/api/data/authors/", { method: "POST", body: input });

/** The CSV of every author of the search (a link: the browser never holds the rows). */
export const authorListExportHref = (input: AuthorListRequest) =>
  exportHref("/api/data/authors/export/", input);

export const fetchAuthorDetail = (input: AuthorDetailRequest) =>
  request<AuthorDetailResponse>("/api/data/authors/detail/", { method: "POST", body: input });

export const fetchAuthorPages = (input: AuthorTableRequest) =>
  request<AuthorTablePage<AuthorPageRow>>("/api/data/authors/pages/", {
    method: "POST",
    body: input,
  });

export const authorPagesExportHref = (input: AuthorTableRequest) =>
  exportHref("/api/data/authors/pages/export/", input);

export const fetchAuthorQueries = (input: AuthorTableRequest) =>
  request<AuthorTablePage<AuthorQueryRow>>("/api/data/authors/queries/", {
    method: "POST",
    body: input,
  });

export const authorQueriesExportHref = (input: AuthorTableRequest) =>
  exportHref("/api/data/authors/queries/export/", input);

export const fetchAuthorCrawl = (projectId: string) =>
  request<AuthorCrawlStatus>("/api/authors/crawl/", { searchParams: { projectId } });

export const startAuthorCrawlRequest = (projectId: string) =>
  request<{ jobId: string }>("/api/authors/crawl/", { method: "POST", body: { projectId } });

export const fetchAuthorRules = (projectId: string) =>
  request<{ rules: AuthorRuleDto[] }>("/api/authors/rules/", { searchParams: { projectId } }).then(
    (answer) => answer.rules,
  );

export type AuthorRuleInput = { projectId: string; pattern: string; author: string };

export const createAuthorRuleRequest = (input: AuthorRuleInput) =>
  request<{ rule: AuthorRuleDto }>("/api/authors/rules/", { method: "POST", body: input }).then(
    (answer) => answer.rule,
  );

export const deleteAuthorRuleRequest = (projectId: string, ruleId: string) =>
  request<{ deleted: true }>(`/api/authors/rules/${encodeURIComponent(ruleId)}/`, {
    method: "DELETE",
    searchParams: { projectId },
  });

export const importAuthorsRequest = (input: { projectId: string; csv: string }) =>
  request<AuthorImportResult>("/api/authors/import/", { method: "POST", body: input });

export type PageAuthorInput = { projectId: string; url: string; author: string | null };

export const setPageAuthorRequest = (input: PageAuthorInput) =>
  request<{ url: string; author: string | null }>("/api/authors/pages/", {
    method: "PUT",
    body: input,
  });

export type MergeInput = { projectId: string; fromId: string; intoId: string };

export const mergeAuthorsRequest = (input: MergeInput) =>
  request<{ author: AuthorSummary }>("/api/authors/merge/", { method: "POST", body: input }).then(
    (answer) => answer.author,
  );

export type RenameInput = { projectId: string; authorId: string; name: string };

export const renameAuthorRequest = ({ projectId, authorId, name }: RenameInput) =>
  request<{ author: AuthorSummary }>(`/api/authors/${encodeURIComponent(authorId)}/`, {
    method: "PATCH",
    body: { projectId, name },
  }).then((answer) => answer.author);
