import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Links and generated URLs carry the trailing slash; proxy.ts alone decides which paths redirect
  // (spec §2), so Next's own redirect must stay off or it would also touch /api/ and unknown paths.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Lighthouse drives Chromium from the server and PGlite loads its WebAssembly and data files from
  // its package folder at run time; bundling either breaks those paths.
  // Piscina starts its threads from a file in its package folder, which bundling would move.
  serverExternalPackages: ["lighthouse", "chrome-launcher", "@electric-sql/pglite", "piscina"],
  // The tools' worker threads load this bundle (scripts/build-tool-worker.mjs) from disk at run
  // time; no import names it, so a deployment's file tracing must be told to keep it.
  outputFileTracingIncludes: { "/api/tools/**": ["./.workers/tool-tasks.cjs"] },
  // Browsers ask for /favicon.ico on their own; answer with the SVG icon rather than a 404.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
  typescript: {
    // `npm run typecheck` checks every file (tests too) before the build in CI; checking again here
    // only doubles the build time on a 2-core machine.
    ignoreBuildErrors: true,
  },
};

export default nextConfig;
