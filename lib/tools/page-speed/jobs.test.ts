import { describe, expect, it } from "vitest";
import lhr from "@/tests/fixtures/google/lighthouse-mobile.json";
import { JobBook, ResultCache, type Job } from "./jobs";
import { parseLighthouse } from "./parse-lighthouse";

const result = parseLighthouse(lhr, { source: "lighthouse", strategy: "mobile" });
const job = (id: string, key: string, status: Job["status"] = "queued"): Job => ({
  id,
  key,
  status,
  createdAt: 0,
});

describe("JobBook", () => {
  it("numbers queued jobs in the order they were added", () => {
    const book = new JobBook(1000);
    const [a, b, c] = [job("a", "k1", "running"), job("b", "k2"), job("c", "k3")];
    [a, b, c].forEach((j) => book.add(j));
    expect(book.view(a)).toEqual({ status: "running", jobId: "a" });
    expect(book.view(b)).toEqual({ status: "queued", jobId: "b", position: 1 });
    expect(book.view(c)).toEqual({ status: "queued", jobId: "c", position: 2 });
    expect(book.queuedCount()).toBe(2);
    b.status = "running";
    expect(book.view(c)).toEqual({ status: "queued", jobId: "c", position: 1 });
  });

  it("finds the job under way for the same key, not a finished one", () => {
    const book = new JobBook(1000);
    book.add({ ...job("old", "k"), status: "done", result, finishedAt: 5 });
    expect(book.active("k")).toBeUndefined();
    book.add(job("new", "k"));
    expect(book.active("k")?.id).toBe("new");
  });

  it("reports failures and forgets finished jobs after a while", () => {
    const book = new JobBook(1000);
    const failed: Job = {
      ...job("f", "k", "failed"),
      error: { code: "x", message: "Nope" },
      finishedAt: 0,
    };
    book.add(failed);
    expect(book.view(failed)).toEqual({
      status: "failed",
      jobId: "f",
      error: { code: "x", message: "Nope" },
    });
    book.sweep(999);
    expect(book.get("f")).toBeDefined();
    book.sweep(1001);
    expect(book.get("f")).toBeUndefined();
  });
});

describe("ResultCache", () => {
  it("keeps results for its lifetime and drops the oldest when full", () => {
    const cache = new ResultCache(600_000, 2);
    cache.set("a", result, 0);
    expect(cache.get("a", 599_999)).toBe(result);
    expect(cache.get("a", 600_000)).toBeUndefined();
    cache.set("a", result, 0);
    cache.set("b", result, 0);
    cache.set("c", result, 0);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("c", 1)).toBe(result);
  });
});
