import { describe, expect, it } from "vitest";
import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { postJson, serveFixtureSiteForTests } from "@/tests/support/fixture-site";
import { POST } from "./route";

const fixture = serveFixtureSiteForTests();

const call = (body: unknown) => postJson(POST, "/api/tools/meta-tags/", body);

describe("POST /api/tools/meta-tags", () => {
  it("answers with the report of a page", async () => {
    const response = await call({ url: `${fixture.site.origin}/meta-tags/complete/` });
    expect(response.status).toBe(200);
    const report = (await response.json()) as MetaTagsReport;
    expect(report.counts.error).toBe(0);
    expect(report.titleDescription.data.title?.text).toBe("Ridge 3 Trail Running Shoe | Northpeak");
  });

  it("answers the one error shape for bad input, non-HTML and unreachable targets", async () => {
    const bad = await call({ url: "not a url" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "invalid_input", message: expect.stringContaining("url:") },
    });
    const pdf = await call({ url: `${fixture.site.origin}/meta-tags/not-html/` });
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).error.code).toBe("not_html");
    const local = await call({ url: "http://127.0.0.1:1/" });
    expect(local.status).toBe(403);
  });
});
