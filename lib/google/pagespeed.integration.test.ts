import {
  startEmulatorSession,
  type EmulatorSession,
} from "@/tests/support/google-emulator-session";
import { pageSpeed } from "./pagespeed";

// PageSpeed Insights over real HTTP against the emulator: the same client code as against Google.
let session: EmulatorSession;
beforeAll(async () => {
  session = await startEmulatorSession();
});
afterAll(() => session.close());

describe("PageSpeed Insights against the emulator", () => {
  it("runs every category for a page and reads the answer", async () => {
    const psi = pageSpeed({ apiKey: "", roots: session.ctx.roots });
    const result = await psi.run("https://www.greenleaf.example/", "mobile");
    const { categories, audits } = result.lighthouseResult;
    expect(Object.keys(categories).sort()).toEqual([
      "accessibility",
      "best-practices",
      "performance",
      "seo",
    ]);
    for (const category of Object.values(categories)) {
      expect(category.score === null || (category.score >= 0 && category.score <= 1)).toBe(true);
    }
    expect(audits["largest-contentful-paint"]?.numericValue).toBeGreaterThan(0);
  });

  it("passes Lighthouse's reason on when the page cannot be loaded", async () => {
    const psi = pageSpeed({ roots: session.ctx.roots, retry: { sleep: async () => {} } });
    await expect(psi.run("https://unreachable.invalid/", "desktop", ["seo"])).rejects.toMatchObject(
      {
        kind: "invalid_request",
        status: 400,
        message: expect.stringContaining("FAILED_DOCUMENT_REQUEST"),
      },
    );
  });
});
