// A small HTTP client for the reliability checks: one origin, a cookie jar, no redirects followed.

export type HttpRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Abort after this many ms (default 30 s). */
  timeoutMs?: number;
};

export type HttpAnswer = {
  status: number;
  headers: Headers;
  /** The body as text; for event streams only what the first read brought. */
  text: string;
  ms: number;
};

/** Cookies set by the server, sent back on every request (name → value; an empty value drops it). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Reads every Set-Cookie header of an answer. */
  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const pair = line.split(";", 1)[0] ?? "";
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0(?:;|$)/i.test(line) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export class HttpClient {
  constructor(
    readonly origin: string,
    readonly jar: CookieJar | null = new CookieJar(),
  ) {}

  async send({ method = "GET", path, headers = {}, body, timeoutMs = 30_000 }: HttpRequest) {
    const started = performance.now();
    const cookie = this.jar?.header();
    const response = await fetch(new URL(path, this.origin), {
      method,
      headers: { origin: this.origin, ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : (body as BodyInit),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    this.jar?.store(response.headers);
    const text = await readText(response);
    return {
      status: response.status,
      headers: response.headers,
      text,
      ms: performance.now() - started,
    };
  }

  /** A JSON request; the answer's body is parsed when it is JSON. */
  async json<T = unknown>(method: string, path: string, payload?: unknown) {
    const answer = await this.send({
      method,
      path,
      headers: payload === undefined ? {} : { "content-type": "application/json" },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    let data: T | undefined;
    try {
      data = JSON.parse(answer.text) as T;
    } catch {
      data = undefined;
    }
    return { ...answer, data };
  }
}

// Event streams never end on their own: the first chunk says enough about the answer.
async function readText(response: Response): Promise<string> {
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    return response.text();
  }
  const reader = response.body?.getReader();
  if (!reader) return "";
  const first = await Promise.race([
    reader.read(),
    new Promise<{ value?: undefined }>((resolve) => setTimeout(() => resolve({}), 1000)),
  ]);
  await reader.cancel().catch(() => undefined);
  return first.value ? new TextDecoder().decode(first.value) : "";
}

/** Throws with the answer's status and body when it is not the expected one. */
export function expectStatus(
  answer: { status: number; text: string },
  what: string,
  ...ok: number[]
) {
  if (!ok.includes(answer.status)) {
    throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  }
}
