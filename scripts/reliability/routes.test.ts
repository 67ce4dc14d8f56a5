import { exportedMethods, fillPattern, listApiRoutes, routeOf } from "./routes";

describe("the API route list", () => {
  it("reads every kind of method export", () => {
    const source = [
      "export const GET = apiRoute(async () => ok());",
      "export async function POST() {}",
      "const handler = 1;",
      "export { handler as PUT, handler as DELETE };",
      "export const dynamic = 'force-dynamic';",
    ].join("\n");
    expect(exportedMethods(source)).toEqual(["GET", "POST", "PUT", "DELETE"]);
  });

  it("turns a file path into its URL pattern and dynamic segments", () => {
    const route = routeOf("api/projects/[projectId]/data-sources/[dataSourceId]/route.ts", "");
    expect(route.pattern).toBe("/api/projects/[projectId]/data-sources/[dataSourceId]/");
    expect(route.segments).toEqual([
      { name: "projectId", catchAll: false },
      { name: "dataSourceId", catchAll: false },
    ]);
    expect(routeOf("api/[...unknown]/route.ts", "").segments).toEqual([
      { name: "unknown", catchAll: true },
    ]);
  });

  it("fills the segments in order", () => {
    expect(fillPattern("/api/projects/[projectId]/data-sources/[dataSourceId]/", ["a", "b"])).toBe(
      "/api/projects/a/data-sources/b/",
    );
    expect(fillPattern("/api/[...unknown]/", ["x/y"])).toBe("/api/x/y/");
  });

  it("finds the app's route handlers with their methods", () => {
    const routes = listApiRoutes();
    const byPattern = new Map(routes.map((r) => [r.pattern, r.methods]));
    expect(routes.length).toBeGreaterThan(30);
    expect(byPattern.get("/api/projects/")).toEqual(["GET", "POST"]);
    expect(byPattern.get("/api/projects/[projectId]/")).toEqual(["PATCH", "DELETE"]);
    expect(byPattern.get("/api/auth/sign-out/")).toEqual(["POST"]);
    expect(routes.every((r) => r.methods.length > 0)).toBe(true);
  });
});
