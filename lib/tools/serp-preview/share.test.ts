import { describe, expect, it } from "vitest";
import { readSerpQuery, serpQuery } from "./share";

describe("serp preview share links", () => {
  it("round-trips typed values", () => {
    const values = {
      url: "https://rankwell.app/tools/",
      title: "Free SEO tools & checks | Rankwell",
      description: "Six tools, no sign-up.",
    };
    expect(readSerpQuery(serpQuery(values))).toEqual({ ...values, fetch: false });
  });

  it("fetches when the link carries only a URL", () => {
    expect(readSerpQuery("?url=example.com%2Fpricing%2F")).toEqual({
      url: "example.com/pricing/",
      title: "",
      description: "",
      fetch: true,
    });
  });

  it("returns null without parameters and leaves empty fields out of the link", () => {
    expect(readSerpQuery("")).toBeNull();
    expect(serpQuery({ url: " ", title: "", description: "" })).toBe("");
    expect(serpQuery({ url: "", title: "Only a title", description: "" })).toBe(
      "?title=Only+a+title",
    );
  });
});
