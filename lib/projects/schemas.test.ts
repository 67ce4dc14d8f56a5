import { dataSourceInputSchema, isNoProject, projectInputSchema, recordIdSchema } from "./schemas";

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
