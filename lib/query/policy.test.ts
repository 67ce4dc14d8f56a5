import {
  gbpLocationsQueryPolicy,
  googlePropertiesQueryPolicy,
  projectsQueryPolicy,
  retryOnceUnlessDenied,
} from "./query-policy";

describe("query policies (spec §9)", () => {
  it("projects: stale after 30 s, one retry, none on 401 or 403", () => {
    expect(projectsQueryPolicy.staleTime).toBe(30_000);
    expect(retryOnceUnlessDenied(0, { status: 500 })).toBe(true);
    expect(retryOnceUnlessDenied(1, { status: 500 })).toBe(false);
    expect(retryOnceUnlessDenied(0, { status: 401 })).toBe(false);
    expect(retryOnceUnlessDenied(0, { status: 403 })).toBe(false);
  });

  it("properties: stale after 5 minutes, no refetch on focus", () => {
    expect(googlePropertiesQueryPolicy).toEqual({
      staleTime: 300_000,
      refetchOnWindowFocus: false,
    });
  });

  it("business profile locations: cached 5 minutes", () => {
    expect(gbpLocationsQueryPolicy.staleTime).toBe(300_000);
  });
});
