// The SSRF suite: addresses of the machine itself, of cloud metadata and of private networks, in
// the spellings that fooled URL guards before, sent to every route that fetches a URL a user gives.
// The live server itself is the main target: a guard that let one through would fetch a real page.
import { errorCode } from "./classify";
import type { HttpClient } from "./http";

export type Verdict = "refused" | "fetched" | "attempted" | "unresolved";

export type SsrfCase = { tool: string; url: string; verdict: Verdict; detail: string };

export type SsrfResult = {
  cases: SsrfCase[];
  counts: Record<Verdict, number>;
  /** The fixture's own page, which every tool must fetch, or the refusals prove nothing. */
  controls: { tool: string; fetched: boolean; detail: string }[];
};

/** Attack URLs aimed at the app's own port on loopback, at metadata services and private ranges. */
export function attackUrls(appPort: number): string[] {
  const p = appPort;
  return [
    `http://127.0.0.1:${p}/api/health/`,
    `http://localhost:${p}/api/health/`,
    `http://LOCALHOST.:${p}/`,
    `http://api.localhost:${p}/`,
    `http://127.1:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://0:${p}/`,
    `http://2130706433:${p}/`,
    `http://0x7f000001:${p}/`,
    `http://017700000001:${p}/`,
    `http://0177.0.0.1:${p}/`,
    `http://0x7f.0.0.1:${p}/`,
    `http://127%2E0%2E0%2E1:${p}/`,
    `http://１２７.０.０.１:${p}/`,
    `http://[::1]:${p}/`,
    `http://[::]:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
    `http://[::127.0.0.1]:${p}/`,
    `127.0.0.1:${p}`,
    `localhost:${p}/api/health/`,
    `//127.0.0.1:${p}/`,
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:169.254.169.254]/",
    "http://[fd00:ec2::254]/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://metadata/",
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://198.18.0.1/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[fc00::1]/",
    "http://[fe80::1]/",
    "http://[64:ff9b::a00:1]/",
    "http://[2002:7f00:1::1]/",
    "file:///etc/passwd",
    `gopher://127.0.0.1:${p}/_GET`,
    "ftp://127.0.0.1/",
    `http://user:pass@127.0.0.1:${p}/`,
    "javascript:alert(1)",
    "data:text/html,<h1>hi</h1>",
  ];
}

/** Pages of the allow-listed fixture site that redirect to forbidden addresses. */
export function redirectUrls(fixtureOrigin: string): string[] {
  return ["redirect-to-loopback", "redirect-to-metadata", "redirect-to-file"].map(
    (page) => `${fixtureOrigin}/security/${page}/`,
  );
}

type Tool = {
  name: string;
  send: (url: string) => Promise<{ status: number; text: string }>;
};

// Refused before any connection: by the address guard, or already by the route's input schema.
const REFUSAL_CODES = new Set(["forbidden_address", "invalid_url", "invalid_input"]);
const REFUSAL_TEXT =
  /private or local network|not a valid URL|Only http:\/\/ and https:\/\/|user name or password|has no host name|which Rankwell cannot fetch/;

/** What happened to one URL, read from the tool's answer. */
export function verdictOf(status: number, text: string): { verdict: Verdict; detail: string } {
  const code = errorCode(text);
  if (code && REFUSAL_CODES.has(code)) return { verdict: "refused", detail: `${status} ${code}` };
  if (code === "dns_failure") return { verdict: "unresolved", detail: `${status} ${code}` };
  if (status >= 400)
    return { verdict: "attempted", detail: `${status} ${code ?? text.slice(0, 80)}` };
  // 200 answers that report a page they could not read: the backlink checker's rows, the
  // sitemap check's problem, the robots.txt tester's outcome.
  const backlink =
    /"type":"result".*?"httpStatus":(null|\d+).*?"error":(null|"(?:[^"\\]|\\.)*")/.exec(text);
  if (backlink) {
    if (backlink[1] !== "null")
      return { verdict: "fetched", detail: `page answered ${backlink[1]}` };
    const error = backlink[2] === "null" ? "" : (JSON.parse(backlink[2]!) as string);
    if (REFUSAL_TEXT.test(error)) return { verdict: "refused", detail: error.slice(0, 80) };
    if (/could not be found/.test(error))
      return { verdict: "unresolved", detail: error.slice(0, 80) };
    return { verdict: "attempted", detail: error.slice(0, 80) };
  }
  if (/"code":"refused"/.test(text)) return { verdict: "refused", detail: "200 problem: refused" };
  // The sitemap check's "unreachable" problem; the robots.txt tester's "Unreachable" outcome.
  if (/"code":"unreachable"/.test(text) || /"title":"Unreachable/.test(text))
    return { verdict: "attempted", detail: "200 but reported unreachable" };
  return { verdict: "fetched", detail: `${status} ${text.slice(0, 80)}` };
}

function tools(
  anonymous: HttpClient,
  signedIn: HttpClient,
  ref: { projectId: string; propertyId: string },
): Tool[] {
  const post = (path: string, body: (url: string) => unknown) => async (url: string) => {
    const answer = await anonymous.json("POST", path, body(url));
    return { status: answer.status, text: answer.text };
  };
  return [
    { name: "meta-tags", send: post("/api/tools/meta-tags/", (url) => ({ url })) },
    { name: "serp-preview", send: post("/api/tools/serp-preview/", (url) => ({ url })) },
    { name: "keyword-density", send: post("/api/tools/keyword-density/", (url) => ({ url })) },
    { name: "robots-txt", send: post("/api/tools/robots-txt/", (url) => ({ url })) },
    { name: "page-speed", send: post("/api/tools/page-speed/", (url) => ({ url })) },
    {
      name: "backlink-checker",
      send: post("/api/tools/backlink-checker/", (url) => ({ url: "example.com", pages: [url] })),
    },
    {
      name: "sitemap-inspect",
      send: async (url) => {
        const query = new URLSearchParams({ ...ref, url });
        const answer = await signedIn.send({ path: `/api/sitemaps/inspect/?${query}` });
        return { status: answer.status, text: answer.text };
      },
    },
  ];
}

// Pages of the fixture each tool can read: an HTML page, a robots.txt, a sitemap.
const CONTROL_PAGES: Record<string, string> = {
  "robots-txt": "/robots-txt/ok/robots.txt",
  "sitemap-inspect": "/sitemaps/pages.xml",
  "page-speed": "/security/data.json",
};

export async function runSsrf(options: {
  anonymous: HttpClient;
  signedIn: HttpClient;
  ref: { projectId: string; propertyId: string };
  appPort: number;
  fixtureOrigin: string;
}): Promise<SsrfResult> {
  const attacks = attackUrls(options.appPort);
  const redirects = redirectUrls(options.fixtureOrigin);
  const counts: Record<Verdict, number> = { refused: 0, fetched: 0, attempted: 0, unresolved: 0 };
  const cases: SsrfCase[] = [];
  const controls: SsrfResult["controls"] = [];
  for (const tool of tools(options.anonymous, options.signedIn, options.ref)) {
    const control = `${options.fixtureOrigin}${CONTROL_PAGES[tool.name] ?? "/security/final/"}`;
    const answer = await tool.send(control);
    const { verdict, detail } = verdictOf(answer.status, answer.text);
    // The page-speed control is JSON on purpose: its refusal (415 not_html) shows the page was read.
    const fetched =
      verdict === "fetched" ||
      (tool.name === "page-speed" && errorCode(answer.text) === "not_html");
    controls.push({ tool: tool.name, fetched, detail });
    // The robots.txt tester reads /robots.txt of the site it is given, never the page's own path,
    // so the fixture's redirecting pages do not apply to it.
    const urls = tool.name === "robots-txt" ? attacks : [...attacks, ...redirects];
    await Promise.all(
      urls.map(async (url) => {
        const { status, text } = await tool.send(url);
        const found = verdictOf(status, text);
        counts[found.verdict] += 1;
        cases.push({ tool: tool.name, url, ...found });
      }),
    );
  }
  return { cases, counts, controls };
}
