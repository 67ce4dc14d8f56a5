// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { AuthorCrawlStatus, AuthorListRequest } from "@/lib/authors/api-types";
import { authorKeys } from "@/lib/query/keys";
import { makeQueryClient } from "@/lib/query/policy";
import { ApiRequestError } from "@/lib/query/request";
import { isFormError, useAuthorCrawl, useCreateAuthorRule } from "./use-authors";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;

const crawl = (patch: Partial<AuthorCrawlStatus>): AuthorCrawlStatus => ({
  state: "running",
  jobId: "job-1",
  done: 10,
  total: 40,
  finishedAt: null,
  pagesCrawled: 10,
  pagesWithAuthor: 6,
  blockedByRobots: 1,
  failed: 0,
  error: null,
  ...patch,
});

const listRequest = {
  projectId: PROJECT,
  propertyId: "source-1",
  startDate: "2026-01-05",
  endDate: "2026-02-01",
  compare: null,
  table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 },
} satisfies AuthorListRequest;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function wrapper({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = makeQueryClient();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  client.clear();
});

describe("the author crawl's status", () => {
  it("is asked again while the crawl runs, and the authors are read again when it ends", async () => {
    const answers = [
      crawl({ done: 10 }),
      crawl({ done: 30 }),
      crawl({ state: "completed", done: 40 }),
    ];
    fetchMock.mockImplementation(async () =>
      json(answers.shift() ?? crawl({ state: "completed" })),
    );
    // A list already on screen, and another project's, which must stay as it is.
    client.setQueryData(authorKeys.list(listRequest), { rows: [] });
    client.setQueryData(authorKeys.list({ ...listRequest, projectId: "other" }), { rows: [] });

    const { result } = renderHook(() => useAuthorCrawl(PROJECT), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe("completed"), { timeout: 8000 });
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/authors/crawl/?projectId=${PROJECT}`);
    await waitFor(() =>
      expect(client.getQueryState(authorKeys.list(listRequest))?.isInvalidated).toBe(true),
    );
    expect(
      client.getQueryState(authorKeys.list({ ...listRequest, projectId: "other" }))?.isInvalidated,
    ).toBe(false);
  }, 15_000);

  it("is not asked again once the crawl has finished", async () => {
    fetchMock.mockImplementation(async () => json(crawl({ state: "completed" })));
    const { result } = renderHook(() => useAuthorCrawl(PROJECT), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe("completed"));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(authorKeys.crawl(PROJECT))?.isInvalidated).toBe(false);
  }, 10_000);
});

describe("adding a rule", () => {
  it("invalidates every query of the project's authors", async () => {
    client.setQueryData(authorKeys.list(listRequest), { rows: [] });
    client.setQueryData(authorKeys.rules(PROJECT), []);
    fetchMock.mockResolvedValue(
      json(
        {
          rule: {
            id: "r1",
            pattern: "/blog/jane/**",
            authorId: "jane-doe",
            authorName: "Jane Doe",
            position: 1,
            matches: 4,
          },
        },
        201,
      ),
    );
    const { result } = renderHook(() => useCreateAuthorRule(PROJECT), { wrapper });
    await act(() => result.current.mutateAsync({ pattern: "/blog/jane/**", author: "Jane Doe" }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/authors/rules/");
    expect(JSON.parse(String(init?.body))).toEqual({
      projectId: PROJECT,
      pattern: "/blog/jane/**",
      author: "Jane Doe",
    });
    expect(client.getQueryState(authorKeys.list(listRequest))?.isInvalidated).toBe(true);
    expect(client.getQueryState(authorKeys.rules(PROJECT))?.isInvalidated).toBe(true);
  });
});

describe("a form's errors", () => {
  it("shows the server's refusal beside the field, and leaves the rest to the toasts", () => {
    expect(isFormError(new ApiRequestError(400, "invalid_input", "pattern: Bad"))).toBe(true);
    expect(isFormError(new ApiRequestError(404, "not_found", "No author"))).toBe(true);
    expect(isFormError(new ApiRequestError(401, "unauthorized", "Sign in"))).toBe(false);
    expect(isFormError(new ApiRequestError(429, "rate_limited", "Slow down"))).toBe(false);
    expect(isFormError(new ApiRequestError(500, "internal", "Oops"))).toBe(false);
    expect(isFormError(new ApiRequestError(undefined, "network_error", "Offline"))).toBe(false);
  });
});
