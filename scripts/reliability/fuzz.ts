// The bad-input fuzz: generated requests to every method of every API route, signed in and out.
import fc from "fast-check";
import { classify, outOfShape, type AnswerClass } from "./classify";
import {
  bodyArbitrary,
  contentType,
  forwardedFor,
  queryArbitrary,
  segmentArbitrary,
  type Body,
} from "./fuzz-inputs";
import type { Template } from "./fuzz-templates";
import { fillPattern, HTTP_METHODS, listApiRoutes, type ApiRoute } from "./routes";

export type FuzzOptions = {
  origin: string;
  /** The Cookie header of the fuzz's own signed-in user. */
  sessionCookie: string;
  templates: Map<string, Template>;
  realIds: string[];
  total: number;
  seed: number;
  concurrency: number;
};

export type FuzzRequest = {
  /** The handler the request was generated for ("POST /api/projects/"). */
  route: string;
  pattern: string;
  /** Cookies the route's template needs (the sign-in round trip's). */
  cookie?: string;
  method: string;
  path: string;
  contentType: string | undefined;
  body: Body;
  signedIn: boolean;
  forwardedFor: string;
};

export type FuzzFinding = { request: FuzzRequest; status: number | null; answer: string };

export type FuzzResult = {
  routes: number;
  handlers: number;
  sent: number;
  counts: Record<AnswerClass, number>;
  faults: FuzzFinding[];
  upstream: FuzzFinding[];
  noAnswer: FuzzFinding[];
  outOfShape: FuzzFinding[];
  /** Requests whose reused connection was closed under them, answered on a fresh one. */
  retried: number;
  ms: number;
};

// Deleting the account ends the fuzz user's session for good, so that route goes last.
const LAST = "/api/account/";

function requestArbitrary(route: ApiRoute, method: string, options: FuzzOptions) {
  const template = options.templates.get(`${method} ${route.pattern}`);
  const hasBody = !["GET", "HEAD"].includes(method);
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(method) },
        fc.constantFrom(...HTTP_METHODS),
      ),
      segments: fc.tuple(...route.segments.map(() => segmentArbitrary(options.realIds))),
      query: queryArbitrary(template?.query),
      body: hasBody
        ? bodyArbitrary(template?.body)
        : fc.constant<Body>({ text: undefined, kind: "no body" }),
      contentType: hasBody ? contentType : fc.constant(undefined),
      signedIn: fc.boolean(),
      forwardedFor,
    })
    .map((r): FuzzRequest => ({
      route: `${method} ${route.pattern}`,
      pattern: route.pattern,
      cookie: template?.cookie,
      method: r.method,
      path: `${fillPattern(route.pattern, r.segments)}${r.query}`,
      contentType: r.contentType,
      // fetch sends no body with GET or HEAD.
      body: ["GET", "HEAD"].includes(r.method) ? { text: undefined, kind: "no body" } : r.body,
      signedIn: r.signedIn,
      forwardedFor: r.forwardedFor,
    }));
}

/** Every request of the run, generated up front from the seed (so a run can be repeated). */
export function generateRequests(options: FuzzOptions, routes = listApiRoutes()): FuzzRequest[] {
  const handlers = routes
    .flatMap((route) => route.methods.map((method) => ({ route, method })))
    .sort((a, b) => Number(a.route.pattern === LAST) - Number(b.route.pattern === LAST));
  // Handlers with a real request to mutate get twice the share: their requests reach deeper.
  const weight = ({ route, method }: (typeof handlers)[number]) =>
    options.templates.has(`${method} ${route.pattern}`) ? 2 : 1;
  const totalWeight = handlers.reduce((n, h) => n + weight(h), 0);
  return handlers.flatMap((handler, i) =>
    fc.sample(requestArbitrary(handler.route, handler.method, options), {
      numRuns: Math.ceil((options.total * weight(handler)) / totalWeight),
      seed: options.seed + i,
    }),
  );
}

type Sent = { status: number | null; text: string; retried: boolean };

/**
 * Sends one request. A connection the server closed under a reused keep-alive socket is tried
 * once more on a fresh one, so a race of idle sockets is told apart from a request that kills it.
 */
export async function send(options: SendOptions, request: FuzzRequest): Promise<Sent> {
  const first = await sendOnce(options, request);
  if (!closedUnder(first)) return first;
  const second = await sendOnce(options, request, true);
  if (!closedUnder(second) || request.body.text === undefined) return { ...second, retried: true };
  // Node's HTTP server refuses a request head over its 16 KiB limit with a 431 and closes the socket
  // at once; a client still writing a large body then sees only the reset, never the answer. The
  // head alone tells that refusal apart from a request that kills the connection: only a 431 counts.
  const head = await sendOnce(
    options,
    { ...request, body: { text: undefined, kind: "no body" } },
    true,
  );
  return head.status === 431 ? { ...head, retried: true } : { ...second, retried: true };
}

const closedUnder = (sent: Sent) =>
  sent.status === null && /other side closed|ECONNRESET|EPIPE/.test(sent.text);

type SendOptions = Pick<FuzzOptions, "origin" | "sessionCookie">;

async function sendOnce(options: SendOptions, request: FuzzRequest, fresh = false): Promise<Sent> {
  const headers: Record<string, string> = {
    origin: options.origin,
    "x-forwarded-for": request.forwardedFor,
  };
  if (request.contentType) headers["content-type"] = request.contentType;
  const cookies = [request.signedIn ? options.sessionCookie : "", request.cookie ?? ""].filter(
    Boolean,
  );
  if (cookies.length) headers.cookie = cookies.join("; ");
  if (fresh) headers.connection = "close";
  try {
    const response = await fetch(`${options.origin}${request.path}`, {
      method: request.method,
      headers,
      body: request.body.text as BodyInit | undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, text: await readCapped(response), retried: false };
  } catch (error) {
    return { status: null, text: String((error as Error).cause ?? error), retried: false };
  }
}

// CSV exports and event streams can be long or endless: the first 64 KiB tell enough.
async function readCapped(response: Response, cap = 64 * 1024): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = (response.headers.get("content-type") ?? "").includes("event-stream");
  while (size < cap) {
    const next = stream
      ? await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), 500)),
        ])
      : await reader.read();
    if (!next || next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).toString("utf8");
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const routes = listApiRoutes();
  const requests = generateRequests(options, routes);
  const counts: Record<AnswerClass, number> = {
    "2xx": 0,
    "3xx": 0,
    "4xx": 0,
    "5xx": 0,
    upstream: 0,
    "no answer": 0,
  };
  const result: FuzzResult = {
    routes: routes.length,
    handlers: routes.reduce((n, r) => n + r.methods.length, 0),
    sent: 0,
    counts,
    faults: [],
    upstream: [],
    noAnswer: [],
    outOfShape: [],
    retried: 0,
    ms: 0,
  };
  const started = performance.now();
  let next = 0;
  // The account deletion runs after everything else, so no request loses its session to it.
  const lastStart = requests.findIndex((r) => r.route.endsWith(LAST));
  const worker = async (until: number) => {
    while (next < until) {
      const request = requests[next++]!;
      const { status, text, retried } = await send(options, request);
      if (retried) result.retried += 1;
      const kind = classify(status, text);
      counts[kind] += 1;
      result.sent += 1;
      const finding = { request, status, answer: text.slice(0, 300) };
      if (kind === "5xx") result.faults.push(finding);
      if (kind === "upstream") result.upstream.push(finding);
      if (kind === "no answer") result.noAnswer.push(finding);
      if (outOfShape(request.method, request.path, status, text)) result.outOfShape.push(finding);
    }
  };
  const phase = async (until: number) =>
    Promise.all(Array.from({ length: options.concurrency }, () => worker(until)));
  await phase(lastStart < 0 ? requests.length : lastStart);
  await phase(requests.length);
  result.ms = performance.now() - started;
  return result;
}

/** A short curl line that repeats the request (body cut to 160 characters). */
export function reproduction({ request }: FuzzFinding, origin: string): string {
  const body = request.body.text;
  const shown =
    body === undefined
      ? ""
      : typeof body === "string"
        ? JSON.stringify(body.length > 160 ? `${body.slice(0, 160)}…(${body.length} chars)` : body)
        : `<${body.length} bytes>`;
  const path = request.path.length > 200 ? `${request.path.slice(0, 200)}…` : request.path;
  return [
    `curl -X ${request.method} '${origin}${path}'`,
    request.contentType ? `-H 'content-type: ${request.contentType}'` : "",
    request.signedIn ? "[signed in]" : "[signed out]",
    body === undefined ? "" : `--data ${shown} (${request.body.kind})`,
  ]
    .filter(Boolean)
    .join(" ");
}
