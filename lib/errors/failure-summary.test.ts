import { describe, expect, it } from "vitest";
import { failureSummary } from "./failure-summary";

describe("failureSummary", () => {
  it("names each error of the cause chain with its code, and the first stack frames", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 10.0.0.3:5432"), {
      code: "ECONNREFUSED",
    });
    const summary = failureSummary(new TypeError("failed for ada@example.com", { cause }));
    const [chain, ...frames] = summary.split("\n");
    expect(chain).toBe("TypeError ← Error [ECONNREFUSED]");
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((line) => line.trim().startsWith("at "))).toBe(true);
    expect(summary).not.toContain("ada@example.com");
    expect(summary).not.toContain("10.0.0.3");
  });

  it("shows a SQLSTATE as such and leaves out codes and names that could carry text", () => {
    const pg = { name: "error", code: "23505", message: "Key (email)=(ada@example.com) exists" };
    expect(failureSummary(pg)).toBe("error [SQLSTATE 23505]");
    expect(failureSummary({ name: "has spaces: ada", code: "a b" })).toBe("Object");
    expect(failureSummary("ada@example.com")).toBe("string");
    expect(failureSummary(null)).toBe("");
  });
});
