import "server-only";
import { z } from "zod";

// The only reader of process.env (architecture §1): every setting is parsed here, once, with zod.
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // The public origin users open. Needed with real Google sign-in (Google sends users back to it);
  // embedded mode works without it on whatever port it is started (see siteUrl, selfOrigin).
  SITE_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.url().optional(),
  ),
  // The port the server listens on: Next sets it when it starts (next start -p 4000 → 4000).
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATABASE_URL: optionalString,
  // Where the embedded database keeps its files (default .data/pglite); one process per directory.
  PGLITE_DATA_DIR: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  NEXT_PUBLIC_SUPABASE_URL: optionalString,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalString,
  AUTH_SECRET: optionalString,
  TOKEN_ENCRYPTION_KEY: optionalString,
  PAGESPEED_API_KEY: optionalString,
  CHROMIUM_PATH: optionalString,
  // Comma-separated host[:port] list that the safe fetcher may reach even on loopback or private
  // addresses. Off by default; the test suite sets it for its fixture site on 127.0.0.1.
  SAFE_FETCH_ALLOW_HOSTS: optionalString,
  TOOLS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // How many proxies in front of the app append to X-Forwarded-For; 0 = none, so no forwarding
  // header can be trusted (lib/security/client-ip.ts).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  // Set to "1" by Vercel on its servers, which then set x-vercel-forwarded-for themselves.
  VERCEL: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  // Where background jobs run: "in-process" starts their workers with the server, "off" leaves them to
  // a separate `npm run worker` (Postgres modes only: PGlite allows one process).
  JOB_WORKERS: z.enum(["in-process", "off"]).default("in-process"),
  // Where alert emails go: an SMTP server (smtp://user:pass@host:587, smtps://… for TLS). Without it
  // the mail is kept in the app's outbox, shown under Settings → Alerts.
  SMTP_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.url({ protocol: /^smtps?$/ }).optional(),
  ),
  // An optional language model for AI Insights: any OpenAI-compatible endpoint (a hosted one, a local
  // Ollama at http://127.0.0.1:11434/v1, or the emulator's /emulator/google/openai/v1). Without
  // AI_BASE_URL and AI_MODEL, Rankwell writes the text itself from the findings.
  AI_BASE_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  // The sender of alert emails.
  MAIL_FROM: optionalString,
  // The bearer secret a scheduler (Vercel Cron) sends to GET /api/cron/alerts/; the route is off without it.
  CRON_SECRET: optionalString,
  // Embedded mode lets anyone sign in as any address, so it answers only on loopback unless the
  // operator says, with this, that it is a public demo (which then says so on every screen).
  RANKWELL_PUBLIC_DEMO: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.stringbool().default(false),
  ),
});

// Supabase Auth signs users in, but Rankwell refreshes their Google tokens itself on the server and
// keeps its tables in the project's Postgres, so Supabase mode needs those settings too.
const SUPABASE_MODE_REQUIRES = {
  DATABASE_URL: "the connection string of the Supabase project's Postgres",
  GOOGLE_CLIENT_ID:
    "the client ID of the Google OAuth client configured in the Supabase Google provider, so the server can refresh Google tokens",
  GOOGLE_CLIENT_SECRET:
    "the client secret of the Google OAuth client configured in the Supabase Google provider, so the server can refresh Google tokens",
} as const;

const validatedSchema = schema.superRefine((e, ctx) => {
  if (!e.SITE_URL && runMode(e) !== "embedded") {
    ctx.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message:
        "required with Google sign-in (self-hosted or Supabase mode): the public origin users open, like https://rankwell.example.com. Google sends them back to SITE_URL/auth-callback, which must be an authorised redirect URI of the OAuth client",
    });
  }
  if (!e.AI_BASE_URL !== !e.AI_MODEL) {
    const missing = e.AI_BASE_URL ? "AI_MODEL" : "AI_BASE_URL";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message:
        "set both AI_BASE_URL and AI_MODEL to use a language model (AI_API_KEY when the endpoint needs one), or neither",
    });
  }
  const url = e.NEXT_PUBLIC_SUPABASE_URL;
  const key = e.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url !== !key) {
    const missing = url ? "NEXT_PUBLIC_SUPABASE_ANON_KEY" : "NEXT_PUBLIC_SUPABASE_URL";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message:
        "set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY for Supabase mode, or neither",
    });
  }
  if (url && !URL.canParse(url)) {
    ctx.addIssue({
      code: "custom",
      path: ["NEXT_PUBLIC_SUPABASE_URL"],
      message: "must be a URL, like https://<project-ref>.supabase.co",
    });
  }
  if (!url || !key) return;
  for (const [name, what] of Object.entries(SUPABASE_MODE_REQUIRES)) {
    if (!e[name as keyof typeof SUPABASE_MODE_REQUIRES]) {
      ctx.addIssue({ code: "custom", path: [name], message: `required in Supabase mode: ${what}` });
    }
  }
});

export type Env = z.infer<typeof schema>;
export type RunMode = "embedded" | "self-hosted" | "supabase";

/** Parses a set of environment variables (process.env by default). */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = validatedSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  return result.data;
}

export const env: Env = parseEnv();

export function runMode(
  e: Pick<
    Env,
    | "NEXT_PUBLIC_SUPABASE_URL"
    | "NEXT_PUBLIC_SUPABASE_ANON_KEY"
    | "GOOGLE_CLIENT_ID"
    | "GOOGLE_CLIENT_SECRET"
  > = env,
): RunMode {
  if (e.NEXT_PUBLIC_SUPABASE_URL && e.NEXT_PUBLIC_SUPABASE_ANON_KEY) return "supabase";
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) return "self-hosted";
  return "embedded";
}

/** Embedded mode, served to others on purpose: the screens say that data is synthetic and sign-in open. */
export function isPublicDemo(e: Env = env): boolean {
  return runMode(e) === "embedded" && e.RANKWELL_PUBLIC_DEMO;
}

/** Embedded mode without the public-demo setting: the server answers on loopback only. */
export function servesLoopbackOnly(e: Env = env): boolean {
  return runMode(e) === "embedded" && !e.RANKWELL_PUBLIC_DEMO;
}

/** SITE_URL as set, without a trailing slash; undefined when it is not set (embedded mode only). */
export const configuredSiteUrl: string | undefined = env.SITE_URL?.replace(/\/+$/, "");

/** This server on this machine: the loopback address and the port it listens on. */
export function selfOrigin(e: Pick<Env, "PORT"> = env): string {
  return `http://127.0.0.1:${e.PORT ?? 3000}`;
}

/**
 * The public origin for canonical URLs, the sitemap and share images: SITE_URL, or without it
 * (embedded mode) localhost on the port the server listens on. Code that answers a request and
 * needs the origin the browser used takes it from the request instead (lib/routing/public-origin.ts).
 */
export const siteUrl: string = configuredSiteUrl ?? `http://localhost:${env.PORT ?? 3000}`;
