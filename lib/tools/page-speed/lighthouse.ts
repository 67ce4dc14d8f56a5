import "server-only";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import { env } from "@/lib/env";
import { allowHostsFromEnv } from "@/lib/security/address-guard";
import { ToolError } from "@/lib/tools/tool-route";
import { startGuardProxy } from "./guard-proxy";
import { parseLighthouse } from "./parse-lighthouse";
import type { PageSpeedResult, Strategy } from "./result";

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// A page that has not loaded after this long is reported as such; the whole run has a hard cap.
const MAX_WAIT_FOR_LOAD_MS = 45_000;
const RUN_TIMEOUT_MS = 120_000;

export type LighthouseOptions = { allowHosts?: string[] };

/** One Lighthouse run in a fresh headless Chromium, every request of which passes the guard proxy. */
export async function runLighthouse(
  url: string,
  strategy: Strategy,
  options: LighthouseOptions = {},
): Promise<PageSpeedResult> {
  const proxy = await startGuardProxy(options.allowHosts ?? allowHostsFromEnv());
  const userDataDir = await mkdtemp(join(tmpdir(), "rankwell-lighthouse-"));
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    chrome = await launch({
      chromePath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        ...CHROMIUM_FLAGS,
        `--proxy-server=${proxy.url}`,
        "--proxy-bypass-list=<-loopback>",
      ],
      userDataDir,
      logLevel: "silent",
      handleSIGINT: false,
    });
    const running = chrome;
    timer = setTimeout(() => running.kill(), RUN_TIMEOUT_MS);
    const { default: lighthouse, desktopConfig } = await import("lighthouse");
    const outcome = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
      },
      strategy === "desktop" ? desktopConfig : undefined,
    );
    if (!outcome) throw new ToolError(502, "lighthouse_failed", "Lighthouse returned no result.");
    const result = parseLighthouse(outcome.lhr, { source: "lighthouse", strategy });
    const refused = [...proxy.refused];
    if (refused.length > 0) {
      const hosts = refused.slice(0, 3).join(", ") + (refused.length > 3 ? "…" : "");
      result.warnings.push(`Requests to private or local addresses were blocked: ${hosts}.`);
    }
    return result;
  } finally {
    clearTimeout(timer);
    await chrome?.kill();
    await proxy.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
