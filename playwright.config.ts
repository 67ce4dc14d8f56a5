import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium: no browser download is possible on these machines. The tests drive its headless
// shell (Debian's chromium-headless-shell, the build Playwright itself runs headless) where the machine
// has it: the same engine without the full browser's frame, so each page costs less CPU and the suite
// runs about a third faster on two cores. The app's own Chromium (CHROMIUM_PATH: the page-speed tool,
// report PDFs) is not this one.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = {
  executablePath:
    process.env.E2E_CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL)
      ? HEADLESS_SHELL
      : (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ["./tests/e2e/support/retry-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  // A view's first HTML waits for its figures, computed on the server; sign-in flows add a popup.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records a screencast of every action, which took half the suite's CPU when kept for
    // every test; it is recorded for the retry of a failed test only (`--trace on` for all).
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  projects: [
    // Signs the analyst in once; the data views' tests start from that session (support/roles.ts).
    { name: "setup", testMatch: "**/*.setup.ts", use: { launchOptions: chromium } },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // A production build, as users get it. E2E_SKIP_BUILD=1 reuses an existing .next build.
      // Idle connections stay open for two minutes (Node closes them after 5 s): the tests' own API
      // client keeps its sockets for reuse, and one reused just as the server closed it failed the
      // request with ECONNRESET.
      // Each run starts from an empty database (a server already running is reused as it is).
      command: `rm -rf .data/e2e-pglite-${PORT} .data/e2e-pglite-${PORT}.lock && ${process.env.E2E_SKIP_BUILD ? "" : "npm run build && "}npx next start -H 127.0.0.1 -p ${PORT} --keepAliveTimeout 120000`,
      // Ready once the database is open and migrated, so the first sign-in does not pay for it.
      url: `${baseURL}/api/health/`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        SITE_URL: baseURL,
        // Its own database, so a developer's running server (which holds .data/pglite) is no obstacle.
        PGLITE_DATA_DIR: `.data/e2e-pglite-${PORT}`,
        // Lets the free tools reach the fixture site that the tests serve on loopback.
        SAFE_FETCH_ALLOW_HOSTS: `127.0.0.1:${FIXTURE_PORT}`,
        // AI Insights' language model: the emulator's OpenAI-compatible endpoint on this server.
        AI_BASE_URL: `${baseURL}/emulator/google/openai/v1`,
        AI_API_KEY: "e2e",
        AI_MODEL: "rankwell-emulator",
      },
      stdout: "pipe",
    },
    {
      command: `npx tsx tests/fixtures/site/server.ts --port ${FIXTURE_PORT}`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
