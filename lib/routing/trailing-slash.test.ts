import { describe, expect, it } from "vitest";
import { SLASHED_PREFIXES, trailingSlashRedirect } from "./trailing-slash";

const base = "https://rankwell.test";

describe("trailingSlashRedirect", () => {
  it.each(SLASHED_PREFIXES)("adds the slash to %s", (prefix) => {
    expect(trailingSlashRedirect(`${base}${prefix}`)).toBe(`${base}${prefix}/`);
  });

  it.each(SLASHED_PREFIXES)("adds the slash below %s and keeps the query", (prefix) => {
    expect(trailingSlashRedirect(`${base}${prefix}/deeper/page?x=1&y=two`)).toBe(
      `${base}${prefix}/deeper/page/?x=1&y=two`,
    );
  });

  it.each([
    ["/tools/meta-tags", "/tools/meta-tags/"],
    ["/legal/privacy?ref=footer", "/legal/privacy/?ref=footer"],
    ["/app/search-performance/sitemaps#top", "/app/search-performance/sitemaps/#top"],
    ["/features?", "/features/?"],
  ])("redirects %s to %s", (from, to) => {
    expect(trailingSlashRedirect(`${base}${from}`)).toBe(`${base}${to}`);
  });

  it.each([
    ["the root", "/"],
    ["the root with a query", "/?utm_source=x"],
    ["an API path", "/api/x"],
    ["a nested API path", "/api/tools/robots-txt"],
    ["an already slashed path", "/features/"],
    ["an already slashed path with a query", "/docs/?q=1"],
    ["an unknown path", "/unknown"],
    ["a path that only shares letters with a prefix", "/apple"],
    ["a path that only shares letters with a prefix", "/toolsmith"],
    ["a file at the root", "/robots.txt"],
    ["the auth callback", "/auth-callback"],
  ])("leaves %s alone (%s)", (_label, path) => {
    expect(trailingSlashRedirect(`${base}${path}`)).toBeNull();
  });
});
