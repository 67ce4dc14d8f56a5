export const RUN_MODES = [
  {
    name: "Embedded",
    when: "No settings at all (the default)",
    database: "PGlite, in the app process, files under .data/",
    google: "Built-in Google emulator with demo accounts",
  },
  {
    name: "Self-hosted",
    when: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set",
    database: "PGlite, or any Postgres through DATABASE_URL",
    google: "Your Google OAuth client and the real Google APIs",
  },
  {
    name: "Supabase",
    when: "NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are set",
    database: "The Supabase project's Postgres through DATABASE_URL",
    google: "Supabase Auth with the Google provider and the real Google APIs; deploys to Vercel",
  },
] as const;

/** Every setting the app reads from its environment. */
export const SETTINGS = [
  {
    name: "SITE_URL",
    modes: "All",
    purpose:
      "The public address of the site, used for canonical links, the sitemap, share images and the Google sign-in redirect. Required in self-hosted and Supabase mode; embedded mode works without it on any port.",
  },
  {
    name: "GOOGLE_CLIENT_ID",
    modes: "Self-hosted",
    purpose: "Your Google OAuth client ID. Together with the secret, switches on self-hosted mode.",
  },
  {
    name: "GOOGLE_CLIENT_SECRET",
    modes: "Self-hosted",
    purpose: "Your Google OAuth client secret.",
  },
  {
    name: "DATABASE_URL",
    modes: "Self-hosted (optional), Supabase",
    purpose: "A Postgres connection string. Without it, PGlite keeps the data under .data/.",
  },
  { name: "AUTH_SECRET", modes: "Self-hosted", purpose: "Signs the session cookie." },
  {
    name: "TOKEN_ENCRYPTION_KEY",
    modes: "Self-hosted, Supabase",
    purpose: "Encrypts stored Google tokens with AES-256-GCM.",
  },
  {
    name: "NEXT_PUBLIC_SUPABASE_URL",
    modes: "Supabase",
    purpose: "Your Supabase project URL. Together with the anon key, switches on Supabase mode.",
  },
  {
    name: "NEXT_PUBLIC_SUPABASE_ANON_KEY",
    modes: "Supabase",
    purpose: "Your Supabase project's public anonymous key.",
  },
  {
    name: "PAGESPEED_API_KEY",
    modes: "Optional",
    purpose: "A Google API key for the PageSpeed Insights API, used by the Page Speed tool.",
  },
  {
    name: "CHROMIUM_PATH",
    modes: "Optional",
    purpose: "Path of a Chromium binary for running Lighthouse on the server.",
  },
  {
    name: "TOOLS_RATE_LIMIT_PER_MINUTE",
    modes: "Optional",
    purpose: "How many free-tool checks one visitor may run per minute. Default 30.",
  },
] as const;
