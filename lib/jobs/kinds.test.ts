import { describe, expect, it } from "vitest";
import { isActiveJobState, jobPercent, JOB_STATES } from "./kinds";

describe("jobPercent", () => {
  it("is 100 for a completed job, whatever its counts", () => {
    expect(jobPercent({ state: "completed", done: 0, total: null })).toBe(100);
    expect(jobPercent({ state: "completed", done: 2, total: 8 })).toBe(100);
  });

  it("is null while the total is unknown or zero", () => {
    expect(jobPercent({ state: "running", done: 4, total: null })).toBeNull();
    expect(jobPercent({ state: "queued", done: 0, total: 0 })).toBeNull();
  });

  it("rounds to a whole percent", () => {
    expect(jobPercent({ state: "running", done: 3, total: 8 })).toBe(38);
    expect(jobPercent({ state: "running", done: 1, total: 3 })).toBe(33);
    expect(jobPercent({ state: "failed", done: 0, total: 5 })).toBe(0);
  });

  it("never passes 100 when more was done than counted", () => {
    expect(jobPercent({ state: "running", done: 9, total: 8 })).toBe(100);
  });
});

describe("isActiveJobState", () => {
  it("holds for the states a job can still leave", () => {
    expect(JOB_STATES.filter(isActiveJobState)).toEqual(["queued", "running", "retrying"]);
  });
});
