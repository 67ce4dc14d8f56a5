// npm run check:reliability [-- --short] [--strict-headers] [--seed=N] [--only=fuzz,ssrf,...]
// Against a production build on loopback: the bad-input fuzz, the SSRF suite, the security
// headers, a load run, kill -9 during writes, and the time back to healthy. RELIABILITY_SHORT=1
// is the same as --short (every check, smaller: for CI).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runCrash } from "./crash";
import { dashboardRequests } from "./dashboard-requests";
import { failsRun, figuresTable, ms, type Figure } from "./figures";
import { startFixture, type Fixture } from "./fixture";
import { runFuzz } from "./fuzz";
import { fuzzTemplates } from "./fuzz-templates";
import { runHeaders } from "./headers";
import { HttpClient } from "./http";
import { runLoad } from "./load";
import { greenleafProject } from "./project";
import { reportCrash, reportFuzz, reportHeaders, reportLoad, reportSsrf } from "./report";
import { ensureBuild, freePort, killAll, startServer, type RunningServer } from "./server";
import { signIn, startedSignIn } from "./sign-in";
import { runSsrf } from "./ssrf";

const CHECKS = ["headers", "ssrf", "fuzz", "load", "crash"] as const;
type Check = (typeof CHECKS)[number];

const { values } = parseArgs({
  options: {
    short: { type: "boolean", default: process.env.RELIABILITY_SHORT === "1" },
    "strict-headers": { type: "boolean", default: false },
    seed: { type: "string" },
    only: { type: "string" },
    ports: { type: "string", default: "3360-3369" },
  },
});

const short = values.short;
const plan = {
  fuzzRequests: short ? 1_000 : 4_000,
  loadConnections: 50,
  loadSeconds: short ? 10 : 60,
  loadWarmUpSeconds: short ? 10 : 20,
  crashWriters: 8,
  crashKillAfter: short ? 40 : 150,
};
const seed = values.seed ? Number(values.seed) : Date.now() % 1_000_000;
const only = new Set((values.only?.split(",") ?? CHECKS) as Check[]);
const [low, high] = values.ports.split("-").map(Number) as [number, number];
const portRange = Array.from({ length: high - low + 1 }, (_, i) => low + i);

const figures: Figure[] = [];
let failed = false;
const record = (figure: Figure) => {
  figures.push(figure);
  if (failsRun(figure)) failed = true;
};

const dataRoot = mkdtempSync(path.join(os.tmpdir(), "rankwell-reliability-"));
let fixture: Fixture | undefined;
let server: RunningServer | undefined;

function cleanUp() {
  killAll();
  void fixture?.close();
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function section<T>(check: Check, run: () => Promise<T>): Promise<T | undefined> {
  if (!only.has(check)) return undefined;
  console.log(`\n== ${check}`);
  try {
    return await run();
  } catch (error) {
    console.error(`${check} could not run:`, error);
    record({
      check,
      figure: `could not run: ${(error as Error).message.slice(0, 80)}`,
      target: "runs",
      ok: false,
    });
    return undefined;
  }
}

async function main() {
  console.log(`Reliability checks (${short ? "short" : "full"} run, fuzz seed ${seed})`);
  ensureBuild();
  // The fixture's "redirect to loopback" page points one port above its own: the app sits there.
  let fixturePort = 0;
  for (const port of portRange.slice(0, -1)) {
    const candidate = await freePort([port]).catch(() => 0);
    if (candidate && (await freePort([port + 1]).catch(() => 0))) {
      fixturePort = candidate;
      break;
    }
  }
  if (!fixturePort) throw new Error(`No two free ports side by side in ${values.ports}`);
  const appPort = fixturePort + 1;
  fixture = await startFixture(fixturePort);
  const serverOptions = {
    port: appPort,
    dataDir: path.join(dataRoot, "pglite"),
    logFile: path.join(dataRoot, "server.log"),
    allowHosts: `127.0.0.1:${fixturePort}`,
  };
  server = await startServer(serverOptions);
  const origin = server.origin;
  record({
    check: "startup (fresh data folder)",
    figure: ms(server.startupMs),
    target: "—",
    ok: null,
  });
  console.log(
    `Server on ${origin} healthy after ${ms(server.startupMs)}; fixture site on ${fixture.origin}`,
  );

  const stamp = Date.now().toString(36);
  const user = await signIn(origin, `load-${stamp}@reliability.rankwell.dev`);
  const project = await greenleafProject(user.client);
  const requests = dashboardRequests(project.projects, project.projectId, project.propertyId);
  const anonymous = new HttpClient(origin, null);

  const headers = await section("headers", () => runHeaders(anonymous, user.client));
  if (headers) reportHeaders(headers, values["strict-headers"], record);

  const ssrf = await section("ssrf", () =>
    runSsrf({
      anonymous,
      signedIn: user.client,
      ref: { projectId: project.projectId, propertyId: project.propertyId },
      appPort,
      fixtureOrigin: fixture!.origin,
    }),
  );
  if (ssrf) reportSsrf(ssrf, record);

  const fuzz = await section("fuzz", async () => {
    const fuzzUser = await signIn(origin, `fuzz-${stamp}@reliability.rankwell.dev`);
    const own = await greenleafProject(fuzzUser.client, "Fuzz");
    const result = await runFuzz({
      origin,
      sessionCookie: fuzzUser.client.jar!.header(),
      templates: fuzzTemplates({
        projectId: own.projectId,
        propertyId: own.propertyId,
        userId: fuzzUser.userId,
        fixtureOrigin: fixture!.origin,
        dashboard: dashboardRequests(own.projects, own.projectId, own.propertyId),
        signInRoundTrip: await startedSignIn(origin),
      }),
      // Its own ids and the load user's (which it must not reach).
      realIds: [own.projectId, own.propertyId, project.projectId, project.propertyId],
      total: plan.fuzzRequests,
      seed,
      concurrency: 6,
    });
    return result;
  });
  if (fuzz) reportFuzz(fuzz, origin, record);

  const load = await section("load", () =>
    runLoad({
      client: user.client,
      requests,
      connections: plan.loadConnections,
      seconds: plan.loadSeconds,
      warmUpSeconds: plan.loadWarmUpSeconds,
    }),
  );
  if (load) reportLoad(load, record);

  const crash = await section("crash", async () => {
    const writer = await signIn(origin, `crash-${stamp}@reliability.rankwell.dev`);
    const { result, server: restarted } = await runCrash({
      client: writer.client,
      server: server!,
      restart: () => startServer(serverOptions),
      writers: plan.crashWriters,
      killAfter: plan.crashKillAfter,
    });
    server = restarted;
    return result;
  });
  if (crash) reportCrash(crash, record);

  await server.stop();
}

main()
  .catch((error) => {
    console.error(error);
    failed = true;
  })
  .finally(async () => {
    cleanUp();
    console.log(`\n${figuresTable(figures)}`);
    if (failed) console.log(`\nThe server's log and data are kept in ${dataRoot}`);
    else rmSync(dataRoot, { recursive: true, force: true });
    process.exit(failed ? 1 : 0);
  });
