// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { replaceQuery } from "./replace-query";

describe("replaceQuery", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  it("replaces the current entry with the path and query, adding the trailing slash", () => {
    const replaceState = vi.spyOn(window.history, "replaceState");
    const before = window.history.length;
    replaceQuery("/app/search-performance", "project=p1&tab=pages");
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/app/search-performance/");
    expect(window.location.search).toBe("?project=p1&tab=pages");
    expect(window.history.length).toBe(before);
  });

  it("drops the question mark when no query is left", () => {
    window.history.replaceState(null, "", "/app/?project=p1");
    replaceQuery("/app/", "");
    expect(`${window.location.pathname}${window.location.search}`).toBe("/app/");
  });
});
