import { ApiError } from "@/lib/api/errors";
import { assertGa4RequestPatterns } from "./patterns";

const regex = (fieldName: string, value: string) => ({
  filter: { fieldName, stringFilter: { matchType: "PARTIAL_REGEXP" as const, value } },
});

describe("RE2 patterns of a GA4 request", () => {
  it("passes patterns RE2 compiles, in both filters", () => {
    expect(() =>
      assertGa4RequestPatterns({
        dimensionFilter: { andGroup: { expressions: [regex("pagePath", "^/blog/[a-z]+$")] } },
        metricFilter: regex("sessions", "^1"),
      }),
    ).not.toThrow();
    expect(() => assertGa4RequestPatterns({})).not.toThrow();
  });

  it("refuses lookaround in the metric filter as in the dimension filter, naming which", () => {
    const refusal = (request: Parameters<typeof assertGa4RequestPatterns>[0]) => {
      try {
        assertGa4RequestPatterns(request);
      } catch (error) {
        return error;
      }
      return null;
    };
    const metric = refusal({ metricFilter: { notExpression: regex("sessions", "(?=1)") } });
    expect(metric).toBeInstanceOf(ApiError);
    expect(metric).toMatchObject({ status: 400, code: "invalid_input" });
    expect((metric as ApiError).message).toMatch(
      /^request\.metricFilter: Invalid regular expression/,
    );
    const dimension = refusal({ dimensionFilter: regex("pagePath", "(a)\\1") });
    expect((dimension as ApiError).message).toMatch(/^request\.dimensionFilter: /);
  });
});
