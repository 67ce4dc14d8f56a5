import { describe, expect, it } from "vitest";
import {
  authorHref,
  authorIdFromSegment,
  authorsHref,
  DEFAULT_AUTHOR_DETAIL_STATE,
  DEFAULT_AUTHORS_STATE,
  parseAuthorDetailState,
  parseAuthorsState,
  withAuthorDetailState,
  withAuthorsState,
} from "./url-state";

const params = (text: string) => new URLSearchParams(text);

describe("the authors list's URL state", () => {
  it("reads the defaults from an empty address", () => {
    expect(parseAuthorsState(params(""))).toEqual(DEFAULT_AUTHORS_STATE);
  });

  it("reads sort, order, search, page and size", () => {
    expect(parseAuthorsState(params("sort=name&desc=0&q=jane&page=3&size=50"))).toEqual({
      sort: "name",
      desc: false,
      search: "jane",
      pageIndex: 2,
      pageSize: 50,
    });
  });

  it("drops what it cannot use instead of throwing", () => {
    expect(
      parseAuthorsState(params("sort=%3Cscript%3E&page=-4&size=7&q=" + "x".repeat(400))),
    ).toEqual({ ...DEFAULT_AUTHORS_STATE, search: "x".repeat(200) });
    expect(parseAuthorsState(params("page=1.5&size=abc")).pageIndex).toBe(0);
    expect(parseAuthorsState(params("page=100001")).pageIndex).toBe(0);
  });

  it("writes only what differs from the defaults and keeps the filters", () => {
    const base = params("project=p1&start=2026-01-01&end=2026-01-28");
    expect(withAuthorsState(base, DEFAULT_AUTHORS_STATE).toString()).toBe(base.toString());
    const written = withAuthorsState(base, {
      ...DEFAULT_AUTHORS_STATE,
      sort: "lastPublished",
      desc: false,
      pageIndex: 1,
    });
    expect(written.get("project")).toBe("p1");
    expect(parseAuthorsState(written)).toEqual({
      ...DEFAULT_AUTHORS_STATE,
      sort: "lastPublished",
      desc: false,
      pageIndex: 1,
    });
    // Back to the default: the parameter leaves the address.
    expect(withAuthorsState(written, DEFAULT_AUTHORS_STATE).has("sort")).toBe(false);
  });
});

describe("an author's page URL state", () => {
  it("keeps the pages and queries tables apart", () => {
    const state = parseAuthorDetailState(params("psort=published&pdesc=0&qq=shoes&qpage=2"));
    expect(state.pages).toEqual({
      ...DEFAULT_AUTHOR_DETAIL_STATE.pages,
      sort: "published",
      desc: false,
    });
    expect(state.queries).toEqual({
      ...DEFAULT_AUTHOR_DETAIL_STATE.queries,
      search: "shoes",
      pageIndex: 1,
    });
  });

  it("takes a sort only where the table has it", () => {
    // Queries have no publish date; pages have no query column.
    const state = parseAuthorDetailState(params("qsort=published&psort=query"));
    expect(state.queries.sort).toBe("clicks");
    expect(state.pages.sort).toBe("clicks");
  });

  it("writes and reads back the same state", () => {
    const state = {
      pages: { ...DEFAULT_AUTHOR_DETAIL_STATE.pages, search: "guide", pageSize: 100 },
      queries: { ...DEFAULT_AUTHOR_DETAIL_STATE.queries, sort: "query" as const, desc: false },
    };
    const written = withAuthorDetailState(params("project=p1"), state);
    expect(written.toString()).toBe("project=p1&pq=guide&psize=100&qsort=query&qdesc=0");
    expect(parseAuthorDetailState(written)).toEqual(state);
  });
});

describe("links between the list and an author", () => {
  const search = params("project=p1&property=s1&start=2026-01-01&sort=name&page=2&pq=x");

  it("carries the filters and leaves the tables' state behind", () => {
    expect(authorHref("jane-doe", search)).toBe(
      "/app/authors/jane-doe/?project=p1&property=s1&start=2026-01-01",
    );
    expect(authorsHref(search)).toBe("/app/authors/?project=p1&property=s1&start=2026-01-01");
    expect(authorsHref(params(""))).toBe("/app/authors/");
  });

  it("encodes an id with letters outside ASCII", () => {
    expect(authorHref("zoë-müller", params(""))).toBe("/app/authors/zo%C3%AB-m%C3%BCller/");
  });

  it("reads an id from its path segment, encoded or not", () => {
    expect(authorIdFromSegment("zo%C3%AB-m%C3%BCller")).toBe("zoë-müller");
    expect(authorIdFromSegment("jane-doe")).toBe("jane-doe");
    expect(authorIdFromSegment("%E0%A4%A")).toBeNull();
    expect(authorIdFromSegment("")).toBeNull();
    expect(authorIdFromSegment("a%2Fb")).toBeNull();
    expect(authorIdFromSegment("x".repeat(201))).toBeNull();
  });
});
