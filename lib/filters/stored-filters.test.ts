import { describe, expect, it } from "vitest";
import {
  FILTER_CONTEXT_KEY,
  readStoredFilters,
  restoredSearch,
  storeFilters,
} from "./stored-filters";

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("stored filters", () => {
  it("remembers the choice per user", () => {
    const storage = memoryStorage();
    storeFilters(storage, "user-a", { project: PROJECT, source: "gsc" });
    storeFilters(storage, "user-b", { compare: "year" });
    expect(readStoredFilters(storage, "user-a")).toEqual({ project: PROJECT, source: "gsc" });
    expect(readStoredFilters(storage, "user-b")).toEqual({ compare: "year" });
    expect(readStoredFilters(storage, "user-c")).toBeNull();
    expect(JSON.parse(storage.items.get(FILTER_CONTEXT_KEY)!)).toEqual({
      "user-a": { project: PROJECT, source: "gsc" },
      "user-b": { compare: "year" },
    });
  });

  it("checks stored values like a URL's and survives garbage", () => {
    const tampered = memoryStorage({
      [FILTER_CONTEXT_KEY]: JSON.stringify({ u: { project: "x", source: "ga4", start: 5 } }),
    });
    expect(readStoredFilters(tampered, "u")).toEqual({ source: "ga4" });
    expect(readStoredFilters(memoryStorage({ [FILTER_CONTEXT_KEY]: "{oops" }), "u")).toBeNull();
    expect(readStoredFilters(memoryStorage({ [FILTER_CONTEXT_KEY]: "[1]" }), "u")).toBeNull();
  });

  it("does not throw when storage refuses to write", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeFilters(full, "u", { source: "gsc" })).not.toThrow();
  });
});

describe("restoredSearch", () => {
  it("restores the choice on a URL without filter params, keeping its other params", () => {
    expect(restoredSearch(new URLSearchParams("location=9"), { source: "gsc" })).toBe(
      "location=9&source=gsc",
    );
  });

  it("leaves a URL that names filters, or nothing stored, alone", () => {
    expect(restoredSearch(new URLSearchParams("project=all"), { source: "gsc" })).toBeNull();
    expect(restoredSearch(new URLSearchParams(""), null)).toBeNull();
  });
});
