import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { signInWithGoogle, uniqueEmail } from "./support/sign-in";

// The product as `npm start -- -p <port>` starts it with no settings at all: embedded mode must sign
// in on that port, with the consent page and the redirect on the origin the browser used.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const ORIGIN = `http://localhost:${PORT}`;

let server: ChildProcess | undefined;

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DATA_DIR: `.data/e2e-pglite-${PORT}`,
  };
  delete env.SITE_URL;
  delete env.PORT;
  // The same launcher as `npm start`, on the build the other specs use.
  server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=react-server",
      "scripts/serve.ts",
      "start",
      "-p",
      String(PORT),
    ],
    { env, stdio: "ignore", detached: true },
  );
  await waitForHealth(`http://127.0.0.1:${PORT}/api/health/`, 110_000);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("started on another port with no SITE_URL, the product signs in there", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await page.goto("/app/");
  const popupUrl = page.waitForEvent("popup").then(async (popup) => {
    await popup.waitForURL(/\/o\/oauth2\/v2\/auth/);
    return popup.url();
  });
  const account = await signInWithGoogle(page, { email: uniqueEmail(testInfo) });
  expect(new URL(await popupUrl).origin).toBe(ORIGIN);
  await expect(page.getByText("Successfully signed in!")).toBeVisible();
  await expect(page.getByRole("button", { name: `Account menu: ${account.name}` })).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/app/`);
  await context.close();
});
