import type { ProjectDto } from "@/lib/projects/types";
import { resolveViewScope } from "./view-scope";

const source = (id: string, type: "gsc" | "ga4" | "gmb", property_uri: string) =>
  ({
    id,
    type,
    property_uri,
    project_id: "p",
    property_name: null,
  }) as ProjectDto["dataSources"][number];
const project = (id: string, dataSources: ProjectDto["dataSources"]) =>
  ({ id, name: id, dataSources, dataSourceCount: dataSources.length }) as ProjectDto;

const PREFIX = source("s1", "gsc", "https://www.greenleaf.example/");
const DOMAIN = source("s2", "gsc", "sc-domain:greenleaf.example");
const GA4 = source("s3", "ga4", "properties/1");
const today = new Date(2026, 1, 10);
const P1 = "11111111-1111-4111-8111-111111111111";
const P2 = "22222222-2222-4222-8222-222222222222";

describe("resolveViewScope", () => {
  const projects = [project(P1, [GA4]), project(P2, [PREFIX, DOMAIN])];

  it("takes the newest project with a source of the view's type and its domain property", () => {
    const scope = resolveViewScope({ params: {}, projects, source: "gsc", today });
    expect(scope).toMatchObject({
      status: "ready",
      project: { id: P2 },
      property: { id: "s2" },
      projectIsDefault: true,
      range: { startDate: "2026-01-13", endDate: "2026-02-09" },
      compare: null,
      previousRange: null,
    });
  });

  it("keeps the URL's project and property, and the comparison period", () => {
    const scope = resolveViewScope({
      params: {
        project: P2,
        property: "s1",
        start: "2026-01-05",
        end: "2026-02-01",
        compare: "previous",
      },
      projects,
      source: "gsc",
      today,
    });
    expect(scope).toMatchObject({
      property: { id: "s1" },
      projectIsDefault: false,
      previousRange: { startDate: "2025-12-08", endDate: "2026-01-04" },
    });
  });

  it("reads fresh=1 as fresh days included, final data only by default, and gives the coverage", () => {
    const base = { projects, source: "gsc" as const, today };
    const final = resolveViewScope({ ...base, params: { project: P2, compare: "previous" } });
    expect(final).toMatchObject({ fresh: false, coverage: { status: "full", days: 28 } });
    const fresh = resolveViewScope({
      ...base,
      params: { project: P2, compare: "previous", fresh: "1" },
    });
    expect(fresh).toMatchObject({ fresh: true, coverage: { status: "fresh", days: 28 } });
    const off = resolveViewScope({ ...base, params: { project: P2 } });
    expect(off).toMatchObject({ coverage: { status: "off" } });
  });

  it("marks a comparison period older than 16 months as partial", () => {
    const scope = resolveViewScope({
      params: { project: P2, start: "2025-02-10", end: "2026-02-09", compare: "previous" },
      projects,
      source: "gsc",
      today,
    });
    expect(scope).toMatchObject({
      previousRange: { startDate: "2024-02-05", endDate: "2025-02-03" },
      coverage: { status: "partial", reason: "retention", days: 365, coveredDays: 117 },
    });
  });

  it("says when the chosen project has no source of the view's type", () => {
    expect(resolveViewScope({ params: { project: P1 }, projects, source: "gsc", today })).toEqual({
      status: "no-source",
      project: projects[0],
    });
  });

  it("says when there is no project at all", () => {
    expect(resolveViewScope({ params: {}, projects: [], source: "gsc", today })).toEqual({
      status: "no-project",
    });
  });

  it("reads any source on a project-wide view, with no property", () => {
    const scope = resolveViewScope({ params: { project: P1 }, projects, source: null, today });
    expect(scope).toMatchObject({ status: "ready", project: { id: P1 }, property: null });
  });
});

describe("a GA4 view's day", () => {
  // 23:30 Pacific on Feb 9: Google's day is Feb 9, Tokyo's already Feb 10.
  const now = new Date("2026-02-10T07:30:00Z");
  const googleDay = new Date(2026, 1, 9);
  const tokyo = { ...GA4, time_zone: "Asia/Tokyo" } as ProjectDto["dataSources"][number];

  it("counts the default range from the property's own day", () => {
    const scope = resolveViewScope({
      params: {},
      projects: [project(P1, [tokyo])],
      source: "ga4",
      today: googleDay,
      now,
    });
    expect(scope).toMatchObject({
      status: "ready",
      rangeIsDefault: true,
      today: new Date(2026, 1, 10),
      range: { startDate: "2026-01-13", endDate: "2026-02-09" },
    });
  });

  it("counts Google's day for a property without a known zone, and on other views", () => {
    const unknown = resolveViewScope({
      params: {},
      projects: [project(P1, [GA4])],
      source: "ga4",
      today: googleDay,
      now,
    });
    expect(unknown).toMatchObject({ range: { endDate: "2026-02-08" }, today: googleDay });
    const projectWide = resolveViewScope({
      params: {},
      projects: [project(P1, [tokyo])],
      source: null,
      today: googleDay,
      now,
    });
    expect(projectWide).toMatchObject({ range: { endDate: "2026-02-08" }, today: googleDay });
  });

  it("keeps the URL's range as it is, and says so", () => {
    const scope = resolveViewScope({
      params: { start: "2026-01-05", end: "2026-02-01" },
      projects: [project(P1, [tokyo])],
      source: "ga4",
      today: googleDay,
      now,
    });
    expect(scope).toMatchObject({
      rangeIsDefault: false,
      range: { startDate: "2026-01-05", endDate: "2026-02-01" },
    });
  });
});
