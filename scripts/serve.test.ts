import { spawnSync } from "node:child_process";

// The launcher itself, as `npm start` runs it: with real Google sign-in configured and no SITE_URL
// it must refuse to start and say what to set, before any server listens.
describe("npm start without SITE_URL", () => {
  it("refuses to start in self-hosted mode, naming SITE_URL and what it is for", () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GOOGLE_CLIENT_ID: "123-abc.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "GOCSPX-secret",
      NODE_ENV: "production",
    };
    delete env.SITE_URL;
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "scripts/serve.ts", "start", "-p", "3195"],
      { env, encoding: "utf8", timeout: 60_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SITE_URL: required with Google sign-in/);
    expect(result.stderr).toMatch(/auth-callback/);
    expect(result.stdout).not.toMatch(/Ready|started server/i);
  }, 60_000);
});
