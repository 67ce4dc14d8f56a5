import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import { PUBLIC_PAGES, UNLISTED_PAGES } from "@/lib/site";
import { THEME_SCRIPT } from "@/lib/theme";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, signInWithGoogle, uniqueEmail } from "./support/sign-in";
import { syncedPropertyUri } from "./support/synced-properties";

type Headers = Record<string, string>;

/** The policy's directives by name, each with its sources. */
const directives = (policy = "") =>
  new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));

const nonceOf = (policy = "") => /'nonce-([^']+)'/.exec(policy)?.[1];

function expectCommonHeaders(headers: Headers) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  for (const feature of ["camera", "microphone", "geolocation"])
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  expect(directives(headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
  // The test server is plain HTTP: HSTS is for production builds of an HTTPS site only.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/**
 * Every Content-Security-Policy (or Permissions-Policy) complaint in the context's pages, popups
 * included: the `securitypolicyviolation` event and Chromium's console line.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const found: string[] = [];
  await context.exposeBinding("reportCspViolation", ({ page }, text: string) => {
    found.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}`);
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
      found.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return found;
}

/** Every executable <script> of the HTML either carries the nonce or is the hashed theme script. */
async function expectScriptsAllowed(response: Response | null) {
  const nonce = nonceOf(response?.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  const html = (await response?.text()) ?? "";
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = ""]) => !/\btype="(application\/ld\+json|text\/plain)"/.test(attributes),
  );
  expect(scripts.length).toBeGreaterThan(2);
  for (const [tag, attributes = "", body] of scripts) {
    if (body === THEME_SCRIPT) continue;
    expect(attributes, tag.slice(0, 120)).toContain(`nonce="${nonce}"`);
  }
}

test("a prerendered page, a tool and an API answer carry the security headers", async ({
  request,
}) => {
  for (const path of ["/pricing/", "/tools/meta-tags/"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expectCommonHeaders(headers);
    const policy = directives(headers["content-security-policy"]);
    // Prerendered HTML holds no nonce: inline scripts are allowed, handlers and eval are not.
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    // Still served from the build, not rendered for this request (Next may repeat the header).
    expect(headers["x-nextjs-prerender"]).toMatch(/^1(, 1)*$/);
  }

  const api = await request.get("/api/health/");
  expectCommonHeaders(api.headers());
  expect(api.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
});

test("a signed-in app page gets a fresh nonce, and Next puts it on every script", async ({
  page,
}, testInfo) => {
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });

  const first = await page.goto("/app/settings/");
  expectCommonHeaders(first?.headers() ?? {});
  await expectScriptsAllowed(first);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");

  const again = await page.goto("/app/settings/");
  const nonces = [first, again].map((r) => nonceOf(r?.headers()["content-security-policy"]));
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("the per-request policy blocks a script injected without the nonce", async ({ page }) => {
  const violations = await watchViolations(page.context());
  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Rankwell");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join("\n")).toContain("script-src");
});

test("a stored dark theme applies before any bundle runs on a per-request page too", async ({
  page,
}) => {
  const violations = await watchViolations(page.context());
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.route("**/_next/static/**/*.js", () => {});
  await page.goto("/app/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(violations).toEqual([]);
});

const publicPaths = [...PUBLIC_PAGES, ...UNLISTED_PAGES]
  .map((p) => p.path)
  .concat(["/this-page-does-not-exist/"]);

for (const path of publicPaths) {
  test(`${path} logs no Content Security Policy violation`, async ({ page }) => {
    const violations = await watchViolations(page.context());
    await page.goto(path, { waitUntil: "networkidle" });
    // Hydrated: the theme toggle works (next-themes adds a <style> while it switches).
    await page.getByTestId("theme-toggle").first().click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(violations).toEqual([]);
  });
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.waitForLoadState("networkidle");
}

test("signing in and the app's views with data log no Content Security Policy violation", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page.context());
  // From the prerendered home page into the app, as visitors come.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Rankwell");
  const chooser = page
    .context()
    .waitForEvent("response", (r) => r.url().includes("/o/oauth2/v2/auth"));
  // Through the popup: its pages and the app's answers to it are what this test watches.
  await signInWithGoogle(page, { email: uniqueEmail(testInfo) });
  // The emulator's account chooser keeps its own, stricter policy: the proxy leaves it alone.
  const chooserHeaders = (await chooser).headers();
  expect(chooserHeaders["content-security-policy"]).toMatch(/^default-src 'none'; /);
  expect(chooserHeaders["referrer-policy"]).toBe("no-referrer");
  expect(chooserHeaders["x-content-type-options"]).toBe("nosniff");

  const ga4 = await syncedPropertyUri(page, "ga4", /greenleaf\.example - GA4/);
  const gmb = await syncedPropertyUri(page, "gmb", /^Greenleaf/);
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
    { type: "ga4", uri: ga4 },
    { type: "gmb", uri: gmb },
  ]);
  await visit(page, `/app/?project=${projectId}`, "Overview");
  await expect(
    page.getByRole("figure", { name: "Clicks and impressions over time" }).locator("svg").first(),
  ).toBeVisible({ timeout: 30_000 });
  await visit(page, "/app/search-performance/", "Search Performance");
  await visit(page, "/app/search-performance/cannibalization/", "Cannibalization");
  await visit(page, "/app/search-performance/sitemaps/", "Sitemaps");
  await visit(page, "/app/google-business-profile/", "Google Business Profiles");
  await visit(page, "/app/settings/", "Settings");
  expect(violations).toEqual([]);
});
