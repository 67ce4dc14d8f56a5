import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { writeFileSync } from "node:fs";
const [url, strategy = "mobile", headersJson, out] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"] });
try {
  const flags = { port: chrome.port, output: "json", logLevel: "error" };
  if (headersJson) flags.extraHeaders = JSON.parse(headersJson);
  const result = await lighthouse(url, flags, strategy === "desktop" ? desktopConfig : undefined);
  writeFileSync(out, JSON.stringify(result.lhr));
} finally { await chrome.kill(); }
