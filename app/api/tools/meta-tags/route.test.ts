import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { POST } from "./route";

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  env.SAFE_FETCH_ALLOW_HOSTS = `127.0.0.1:${site.port}`;
});
afterAll(async () => {
  env.SAFE_FETCH_ALLOW_HOSTS = undefined;
  await site.close();
});

const call = (body: unknown) =>
  POST(
    new Request("http://localhost/api/tools/meta-tags/", {
      method: "POST",
      body: JSON.stringify(body),
    }),
  );

describe("POST /api/tools/meta-tags", () => {
  it("answers with the report of a page", async () => {
    const response = await call({ url: `${site.origin}/meta-tags/complete/` });
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
    const pdf = await call({ url: `${site.origin}/meta-tags/not-html/` });
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).error.code).toBe("not_html");
    const local = await call({ url: "http://127.0.0.1:1/" });
    expect(local.status).toBe(403);
  });
});
