// Every route handler of the API, read from the file tree: app/api/**/route.ts and the HTTP
// methods each one exports.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ApiRoute = {
  /** The URL pattern, e.g. /api/projects/[projectId]/ */
  pattern: string;
  /** Its dynamic segments in order; a catch-all is marked with `catchAll`. */
  segments: { name: string; catchAll: boolean }[];
  methods: HttpMethod[];
};

/** The methods a route module exports: `export const GET`, `export async function POST`, `export { x as PUT }`. */
export function exportedMethods(source: string): HttpMethod[] {
  const found = new Set<HttpMethod>();
  const direct = /export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g;
  for (const match of source.matchAll(direct)) found.add(match[1] as HttpMethod);
  for (const block of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of block[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) found.add(name as HttpMethod);
    }
  }
  return HTTP_METHODS.filter((m) => found.has(m));
}

/** The URL pattern of a route file given relative to app/, e.g. api/projects/[projectId]/route.ts. */
export function routeOf(relativeFile: string, source: string): ApiRoute {
  const parts = relativeFile
    .split(/[\\/]/)
    .slice(0, -1)
    .filter((p) => !/^\(.*\)$/.test(p));
  const segments = parts
    .filter((p) => p.startsWith("["))
    .map((p) => ({ name: p.replace(/^\[+(?:\.\.\.)?|\]+$/g, ""), catchAll: p.includes("...") }));
  return { pattern: `/${parts.join("/")}/`, segments, methods: exportedMethods(source) };
}

/** Every API route of the app in `appDir`, sorted by pattern. */
export function listApiRoutes(appDir = "app"): ApiRoute[] {
  const files = readdirSync(path.join(appDir, "api"), { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.join("api", f));
  return files
    .map((file) => routeOf(file, readFileSync(path.join(appDir, file), "utf8")))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The pattern with its dynamic segments replaced, in order, by already URL-safe values. */
export function fillPattern(pattern: string, values: string[]): string {
  let i = 0;
  return pattern.replace(/\[+(?:\.\.\.)?[^\]]+\]+/g, () => values[i++] ?? "x");
}
