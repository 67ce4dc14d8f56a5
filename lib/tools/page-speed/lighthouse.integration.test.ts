import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { runLighthouse } from "./lighthouse";

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site.close();
});

// One real run in headless Chromium: 20-40 s on a small machine.
describe("runLighthouse", () => {
  it("measures the fixture page through the guard proxy", { timeout: 180_000 }, async () => {
    const result = await runLighthouse(`${site.origin}/page-speed/fast/`, "mobile", {
      allowHosts: [`127.0.0.1:${site.port}`],
    });
    expect(result.source).toBe("lighthouse");
    expect(result.finalUrl).toBe(`${site.origin}/page-speed/fast/`);
    expect(result.scores.map((s) => s.id)).toEqual([
      "performance",
      "accessibility",
      "best-practices",
      "seo",
    ]);
    for (const { score } of result.scores) expect(score).toBeGreaterThanOrEqual(0);
    expect(result.scores.find((s) => s.id === "seo")?.score).toBeGreaterThanOrEqual(90);
    expect(result.lab.map((m) => m.id)).toEqual(["fcp", "lcp", "tbt", "cls", "si"]);
    expect(result.lab.find((m) => m.id === "cls")?.value).toBe(0);
    expect(result.warnings).toEqual([]);
  });

  it("keeps Chromium away from private and loopback addresses", { timeout: 180_000 }, async () => {
    const result = await runLighthouse(`${site.origin}/page-speed/private-requests/`, "desktop", {
      allowHosts: [`127.0.0.1:${site.port}`],
    });
    expect(result.strategy).toBe("desktop");
    expect(result.warnings).toEqual([
      expect.stringMatching(/^Requests to private or local addresses were blocked: .*10\.0\.0\.1/),
    ]);
    expect(result.warnings[0]).toContain("127.0.0.1:8081");
  });
});
