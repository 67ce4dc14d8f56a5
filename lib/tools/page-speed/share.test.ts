import { describe, expect, it } from "vitest";
import { readShareQuery, shareQuery } from "./share";

describe("share query", () => {
  it("round-trips a test and leaves the default strategy out", () => {
    expect(shareQuery({ url: " example.com/a?b=1 ", strategy: "mobile" })).toBe(
      "?url=example.com%2Fa%3Fb%3D1",
    );
    const query = shareQuery({ url: "https://example.com/", strategy: "desktop" });
    expect(readShareQuery(query)).toEqual({ url: "https://example.com/", strategy: "desktop" });
  });

  it("ignores unknown strategies and a missing URL", () => {
    expect(readShareQuery("?url=example.com&strategy=tablet")).toEqual({
      url: "example.com",
      strategy: "mobile",
    });
    expect(readShareQuery("?strategy=desktop")).toBeNull();
  });
});
