// What each check prints, and the rows it adds to the figures table.
import type { CrashResult } from "./crash";
import { count, ms, type Figure } from "./figures";
import { reproduction, type FuzzFinding, type FuzzResult } from "./fuzz";
import { SECURITY_HEADERS, type HeadersResult } from "./headers";
import type { LoadResult } from "./load";
import type { SsrfResult } from "./ssrf";

type Record = (figure: Figure) => void;

export function reportHeaders(headers: HeadersResult, strict: boolean, record: Record) {
  for (const row of headers.rows) {
    const cells = SECURITY_HEADERS.map((h) => `${h}: ${row.found[h] ?? "MISSING"}`);
    console.log(`${row.label} (${row.path}, HTTP ${row.status})\n  ${cells.join("\n  ")}`);
  }
  const checked = SECURITY_HEADERS.length - 1;
  record({
    check: "security headers",
    figure: headers.missing
      ? `${headers.missing} missing (of ${headers.rows.length * checked})`
      : "all present",
    target: strict ? "none missing" : "printed",
    ok: strict ? headers.missing === 0 : null,
  });
  record({ check: "HSTS", figure: "production over https only", target: "—", ok: null });
}

export function reportSsrf(ssrf: SsrfResult, record: Record) {
  for (const c of ssrf.controls)
    console.log(`control ${c.tool}: ${c.fetched ? "fetched" : "NOT fetched"} (${c.detail})`);
  for (const c of ssrf.cases.filter((c) => c.verdict !== "refused"))
    console.log(`${c.verdict.toUpperCase()} ${c.tool} ${c.url} → ${c.detail}`);
  const { refused, fetched, attempted, unresolved } = ssrf.counts;
  console.log(`${ssrf.cases.length} attack requests: ${refused} refused`);
  record({
    check: "SSRF attack URLs",
    figure: `${count(refused)} refused, ${fetched} fetched, ${attempted} attempted, ${unresolved} unresolved (of ${ssrf.cases.length})`,
    target: "0 fetched, 0 attempted",
    ok: fetched === 0 && attempted === 0,
  });
  const controls = ssrf.controls.filter((c) => c.fetched).length;
  record({
    check: "SSRF controls (fixture page read)",
    figure: `${controls} of ${ssrf.controls.length} tools`,
    target: "all",
    ok: controls === ssrf.controls.length,
  });
}

export function reportFuzz(fuzz: FuzzResult, origin: string, record: Record) {
  const c = fuzz.counts;
  console.log(
    `${count(fuzz.sent)} requests to ${fuzz.handlers} handlers in ${fuzz.routes} route files in ${ms(fuzz.ms)}: ` +
      `2xx ${c["2xx"]}, 3xx ${c["3xx"]}, 4xx ${c["4xx"]}, 5xx ${c["5xx"]}, upstream ${c.upstream}, no answer ${c["no answer"]}`,
  );
  const show = (title: string, list: FuzzFinding[], limit = 25) => {
    if (!list.length) return;
    console.log(`${title} (${list.length}):`);
    for (const f of list.slice(0, limit))
      console.log(
        `  ${f.status ?? "—"} ${f.request.method} ${f.request.pattern}\n    ${reproduction(f, origin)}\n    → ${f.answer.slice(0, 160)}`,
      );
    if (list.length > limit) console.log(`  … and ${list.length - limit} more`);
  };
  show("5xx answers", fuzz.faults);
  show("no answer (connection closed twice, or 30 s)", fuzz.noAnswer, 10);
  if (fuzz.retried)
    console.log(`${fuzz.retried} requests answered on a fresh connection after a closed one`);
  show("upstream failures (502/503/504 with a typed code)", fuzz.upstream, 5);
  show("error answers not in the { error: { code, message } } shape", fuzz.outOfShape, 10);
  const handlers = new Set(fuzz.faults.map((f) => `${f.request.method} ${f.request.pattern}`));
  if (handlers.size) console.log(`5xx on: ${[...handlers].join(", ")}`);
  record({
    check: "fuzz: 5xx",
    figure: `${c["5xx"]} of ${count(fuzz.sent)}${handlers.size ? ` (on ${handlers.size} handlers)` : ""}`,
    target: "0",
    ok: c["5xx"] === 0,
  });
  record({
    check: "fuzz: answers by class",
    figure: `2xx ${c["2xx"]} / 3xx ${c["3xx"]} / 4xx ${c["4xx"]} / upstream ${c.upstream}`,
    target: "—",
    ok: null,
  });
  record({
    check: "fuzz: no answer",
    figure: String(c["no answer"]),
    target: "0",
    ok: c["no answer"] === 0,
  });
  record({
    check: "fuzz: errors out of shape",
    figure: String(fuzz.outOfShape.length),
    target: "—",
    ok: null,
  });
}

export function reportLoad(load: LoadResult, record: Record) {
  for (const a of load.alone) console.log(`alone, warm: ${a.label.padEnd(42)} ${ms(a.ms)}`);
  const w = load.warmUp;
  console.log(
    `warm-up, latencies not counted: the run's first ${w.seconds} s, ${count(w.requests)} requests, ` +
      `p50 ${w.p50} ms, p99 ${w.p99} ms, max ${w.max} ms`,
  );
  console.log(
    `${load.connections} connections for ${load.seconds} s over ${load.kinds} dashboard requests: ` +
      `${count(load.requests)} requests, ${load.rps.toFixed(1)} req/s, p50 ${load.p50} ms, p90 ${load.p90} ms, p99 ${load.p99} ms, max ${load.max} ms, ` +
      `errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}`,
  );
  record({
    check: `load: errors (${load.connections} users, ${load.seconds} s)`,
    figure: `${load.errors} errors, ${load.non2xx} non-2xx of ${count(load.requests)}`,
    target: "0",
    ok: load.errors === 0 && load.non2xx === 0,
  });
  record({ check: "load: p50", figure: `${load.p50} ms`, target: "—", ok: null });
  record({
    check: `load: warm-up p99 (first ${w.seconds} s)`,
    figure: `${w.p99} ms`,
    target: "—",
    ok: null,
  });
  record({
    check: "load: p99",
    figure: `${load.p99} ms`,
    target: "≤ 500 ms",
    ok: load.p99 <= 500,
    // A target for this machine, not a gate: the run fails on errors, not on a slow p99.
    gate: false,
  });
  record({
    check: "load: throughput",
    figure: `${load.rps.toFixed(1)} req/s`,
    target: "—",
    ok: null,
  });
}

export function reportCrash(crash: CrashResult, record: Record) {
  console.log(
    `${crash.acknowledged} acknowledged writes, ${crash.unanswered} cut off by the kill; ` +
      `lost ${crash.lost}${crash.lost ? ` (${crash.lostIds.slice(0, 5).join(", ")})` : ""}; healthy again after ${ms(crash.startupMs)}`,
  );
  record({
    check: "kill -9: acknowledged rows lost",
    figure: `${crash.lost} of ${crash.acknowledged}`,
    target: "0",
    ok: crash.lost === 0,
  });
  record({ check: "kill -9: back to healthy", figure: ms(crash.startupMs), target: "—", ok: null });
}
