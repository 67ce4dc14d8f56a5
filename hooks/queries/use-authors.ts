import { useEffect, useRef } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AuthorDetailRequest,
  AuthorListRequest,
  AuthorTableRequest,
} from "@/lib/authors/api-types";
import { crawlActive } from "@/lib/authors-view/format";
import { errorStatus } from "@/lib/errors/error-text";
import {
  createAuthorRuleRequest,
  deleteAuthorRuleRequest,
  fetchAuthorCrawl,
  fetchAuthorDetail,
  fetchAuthorList,
  fetchAuthorPages,
  fetchAuthorQueries,
  fetchAuthorRules,
  importAuthorsRequest,
  mergeAuthorsRequest,
  renameAuthorRequest,
  setPageAuthorRequest,
  startAuthorCrawlRequest,
} from "@/lib/query/authors";
import { authorKeys, jobKeys } from "@/lib/query/keys";
import { toastFailure, toastSuccess } from "./mutation-feedback";

// The Authors views' queries and mutations. A crawl, rule, import, edit, merge or rename can change
// who wrote any page, so each success invalidates every query of the project's authors.

/** How often the crawl's status is asked while it runs. */
export const CRAWL_POLL_MS = 1500;

/** One page of the project's authors; another page, sort or search keeps the last on screen. */
export function useAuthorList(request: AuthorListRequest, enabled = true) {
  return useQuery({
    queryKey: authorKeys.list(request),
    queryFn: () => fetchAuthorList(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One author's totals, trend, movers and publishing; an unknown author answers 404 at once. */
export function useAuthorDetail(request: AuthorDetailRequest) {
  return useQuery({
    queryKey: authorKeys.detail(request),
    queryFn: () => fetchAuthorDetail(request),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 2 && (errorStatus(error) ?? 500) >= 500,
  });
}

export function useAuthorPages(request: AuthorTableRequest) {
  return useQuery({
    queryKey: authorKeys.pages(request),
    queryFn: () => fetchAuthorPages(request),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 2 && (errorStatus(error) ?? 500) >= 500,
  });
}

export function useAuthorQueries(request: AuthorTableRequest) {
  return useQuery({
    queryKey: authorKeys.queries(request),
    queryFn: () => fetchAuthorQueries(request),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 2 && (errorStatus(error) ?? 500) >= 500,
  });
}

/**
 * The project's newest author crawl, asked again while it is queued or running. When it ends, the
 * authors' figures are read again: the crawl decided who wrote the pages.
 */
export function useAuthorCrawl(projectId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: authorKeys.crawl(projectId),
    queryFn: () => fetchAuthorCrawl(projectId),
    refetchInterval: (q) => (crawlActive(q.state.data) ? CRAWL_POLL_MS : false),
  });
  const wasActive = useRef(crawlActive(query.data));
  const active = crawlActive(query.data);
  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({
        queryKey: authorKeys.project(projectId),
        predicate: (q) => q.queryKey[2] !== "crawl",
      });
    }
    wasActive.current = active;
  }, [active, projectId, queryClient]);
  return query;
}

/** Starts a crawl of the project's site (asking again while one runs answers the same job). */
export function useStartAuthorCrawl(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAuthorCrawlRequest(projectId),
    onSuccess: () => {
      toastSuccess("Author crawl started. The figures update when it finishes.");
      void queryClient.invalidateQueries({ queryKey: authorKeys.crawl(projectId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: toastFailure,
  });
}

/** The project's rules, in the order they apply; asked once the rules are opened. */
export function useAuthorRules(projectId: string, enabled = true) {
  return useQuery({
    queryKey: authorKeys.rules(projectId),
    queryFn: () => fetchAuthorRules(projectId),
    enabled,
  });
}

/**
 * A refusal the form can show beside its field (the server's validation message, a 404 or 409);
 * everything else (sign-in, rate limits, the network) goes to the toast queue.
 */
export function isFormError(error: unknown): error is Error {
  const status = errorStatus(error);
  return (
    error instanceof Error &&
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 401 &&
    status !== 403 &&
    status !== 429
  );
}

const formFailure = (error: unknown) => {
  if (!isFormError(error)) toastFailure(error);
};

function useProjectInvalidation(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authorKeys.project(projectId) });
}

export function useCreateAuthorRule(projectId: string) {
  const invalidate = useProjectInvalidation(projectId);
  return useMutation({
    mutationFn: (input: { pattern: string; author: string }) =>
      createAuthorRuleRequest({ projectId, ...input }),
    onSuccess: (rule) => {
      toastSuccess(`Rule added: ${rule.pattern} is written by ${rule.authorName}.`);
      void invalidate();
    },
    onError: formFailure,
  });
}

export function useDeleteAuthorRule(projectId: string) {
  const invalidate = useProjectInvalidation(projectId);
  return useMutation({
    mutationFn: (ruleId: string) => deleteAuthorRuleRequest(projectId, ruleId),
    onSuccess: () => {
      toastSuccess("Rule deleted.");
      void invalidate();
    },
    onError: toastFailure,
  });
}

export function useImportAuthors(projectId: string) {
  const invalidate = useProjectInvalidation(projectId);
  return useMutation({
    mutationFn: (csv: string) => importAuthorsRequest({ projectId, csv }),
    onSuccess: (result) => {
      if (result.imported > 0) void invalidate();
    },
    onError: formFailure,
  });
}

export function useSetPageAuthor(projectId: string) {
  const invalidate = useProjectInvalidation(projectId);
  return useMutation({
    mutationFn: (input: { url: string; author: string | null }) =>
      setPageAuthorRequest({ projectId, ...input }),
    onSuccess: (answer) => {
      toastSuccess(
        answer.author
          ? `Saved: ${answer.author} wrote this page.`
          : "Saved: the page has no author.",
      );
      void invalidate();
    },
    onError: formFailure,
  });
}

export function useMergeAuthors(projectId: string) {
  const invalidate = useProjectInvalidation(projectId);
  return useMutation({
    mutationFn: (input: { fromId: string; intoId: string }) =>
      mergeAuthorsRequest({ projectId, ...input }),
    onSuccess: (author) => {
      toastSuccess(`Merged into ${author.name}.`);
      void invalidate();
    },
    onError: formFailure,
  });
}

export function useRenameAuthor(projectId: string) {
  const invalidate = useProjectInvalidation(projectId);
  return useMutation({
    mutationFn: (input: { authorId: string; name: string }) =>
      renameAuthorRequest({ projectId, ...input }),
    onSuccess: (author) => {
      toastSuccess(`Renamed to ${author.name}.`);
      void invalidate();
    },
    onError: formFailure,
  });
}
