import { describe, expect, it } from "vitest";
import { latestSearch } from "./search-writes";

const GBP = "/app/google-business-profile/";

describe("latestSearch", () => {
  it("builds on a write the router has not rendered yet", () => {
    const write = { path: GBP, from: "", to: "location=7" };
    expect(latestSearch(write, GBP, "")).toBe("location=7");
  });

  it("follows the page once the write, or any later change, is rendered", () => {
    const write = { path: GBP, from: "", to: "location=7" };
    expect(latestSearch(write, GBP, "location=7")).toBe("location=7");
    expect(latestSearch(write, GBP, "location=8&start=2025-01-01")).toBe(
      "location=8&start=2025-01-01",
    );
  });

  it("ignores a write made on another view, or none at all", () => {
    expect(latestSearch({ path: "/app/reports/", from: "", to: "source=gsc" }, GBP, "")).toBe("");
    expect(latestSearch(null, GBP, "compare=previous")).toBe("compare=previous");
  });
});
