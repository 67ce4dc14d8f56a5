import {
  brandTermsSchema,
  dataSourceInputSchema,
  isNoProject,
  projectInputSchema,
  projectUpdateSchema,
  recordIdSchema,
} from "./schemas";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("projectInputSchema", () => {
  it("trims the name and accepts 1 to 100 characters", () => {
    expect(projectInputSchema.parse({ name: "  Client blog  " })).toEqual({ name: "Client blog" });
    expect(projectInputSchema.safeParse({ name: "x".repeat(100) }).success).toBe(true);
  });

  it("rejects a blank, missing or too long name with a readable message", () => {
    expect(projectInputSchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe(
      "Please enter a project name.",
    );
    expect(projectInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Please enter a project name.",
    );
    expect(projectInputSchema.safeParse({ name: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      "Project names can be at most 100 characters.",
    );
  });
});

describe("brandTermsSchema", () => {
  it("trims the terms and drops repeats in any case, keeping the first spelling", () => {
    expect(
      brandTermsSchema.parse([" GreenLeaf ", "green leaf", "greenleaf", "GREEN LEAF"]),
    ).toEqual(["GreenLeaf", "green leaf"]);
    expect(brandTermsSchema.parse([])).toEqual([]);
  });

  it("accepts ten terms of up to 100 characters, counted after repeats are dropped", () => {
    const ten = Array.from({ length: 10 }, (_, i) => `term ${i}`);
    expect(brandTermsSchema.safeParse(ten).success).toBe(true);
    expect(brandTermsSchema.safeParse([...ten, "TERM 0"]).success).toBe(true);
    expect(brandTermsSchema.safeParse(["x".repeat(100)]).success).toBe(true);
  });

  it("rejects an eleventh term, a blank or too long term and a non-list with a readable message", () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `term ${i}`);
    expect(firstMessage(brandTermsSchema.safeParse(eleven))).toBe(
      "A project can have at most 10 brand terms.",
    );
    expect(firstMessage(brandTermsSchema.safeParse(["ok", "  "]))).toBe(
      "Brand terms cannot be empty.",
    );
    expect(firstMessage(brandTermsSchema.safeParse(["x".repeat(101)]))).toBe(
      "Brand terms can be at most 100 characters each.",
    );
    expect(firstMessage(brandTermsSchema.safeParse("greenleaf"))).toBe(
      "Brand terms must be a list of words.",
    );
    expect(firstMessage(brandTermsSchema.safeParse([42]))).toBe("Each brand term must be text.");
  });
});

describe("projectUpdateSchema", () => {
  it("takes a name, brand terms or both, and leaves out what was not sent", () => {
    expect(projectUpdateSchema.parse({ name: " Blog " })).toEqual({ name: "Blog" });
    expect(projectUpdateSchema.parse({ brand_terms: ["blog"] })).toEqual({ brand_terms: ["blog"] });
    expect(projectUpdateSchema.parse({ name: "Blog", brand_terms: [] })).toEqual({
      name: "Blog",
      brand_terms: [],
    });
  });

  it("rejects a change with neither", () => {
    expect(firstMessage(projectUpdateSchema.safeParse({ other: 1 }))).toBe(
      "Send a new name or new brand terms for the project.",
    );
  });
});

describe("dataSourceInputSchema", () => {
  it("accepts the three types with a property URI", () => {
    for (const type of ["gsc", "ga4", "gmb"]) {
      expect(
        dataSourceInputSchema.safeParse({ type, property_uri: "sc-domain:example.com" }).success,
      ).toBe(true);
    }
  });

  it("rejects other types and an empty URI", () => {
    expect(dataSourceInputSchema.safeParse({ type: "bing", property_uri: "x" }).success).toBe(
      false,
    );
    expect(dataSourceInputSchema.safeParse({ type: "gsc", property_uri: " " }).success).toBe(false);
  });
});

describe("ids", () => {
  it("accepts UUID versions 1 to 5 only", () => {
    expect(recordIdSchema.safeParse("6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b").success).toBe(true);
    expect(recordIdSchema.safeParse("not-a-uuid").success).toBe(false);
    expect(recordIdSchema.safeParse("6f1d2c3b-4a59-7e8f-9a7b-1c2d3e4f5a6b").success).toBe(false);
  });

  it("treat 'all' and an empty id as no project", () => {
    expect(isNoProject("all")).toBe(true);
    expect(isNoProject("")).toBe(true);
    expect(isNoProject("6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b")).toBe(false);
  });
});
