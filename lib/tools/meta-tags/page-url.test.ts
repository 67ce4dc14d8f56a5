import { describe, expect, it } from "vitest";
import { pageUrlProblem } from "./page-url";
import { metaTagsInputSchema } from "./schema";

describe("pageUrlProblem", () => {
  it("agrees with the route's schema, message for message", () => {
    for (const url of [
      "example.com/pricing/",
      " https://a.test ",
      "",
      "not a url",
      `a.test/${"x".repeat(2050)}`,
      "localhost:3000/",
    ]) {
      const parsed = metaTagsInputSchema.safeParse({ url });
      expect(pageUrlProblem(url), url.slice(0, 40)).toBe(
        parsed.success ? undefined : parsed.error.issues[0]?.message,
      );
    }
  });
});
