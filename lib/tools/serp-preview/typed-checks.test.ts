import { describe, expect, it } from "vitest";
import { serpTypedSchema } from "./schema";
import { typedProblems } from "./typed-checks";

describe("typedProblems", () => {
  it("agrees with the route's schema, message for message", () => {
    const cases = [
      { url: "example.com", title: "A title", description: "" },
      {
        url: ` a.test/${"x".repeat(2050)} `,
        title: "t".repeat(301),
        description: "d".repeat(1001),
      },
      { url: "", title: "t".repeat(300), description: "d".repeat(1000) },
    ];
    for (const values of cases) {
      const parsed = serpTypedSchema.safeParse(values);
      const expected = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      expect(typedProblems(values)).toEqual(expected);
    }
  });
});
