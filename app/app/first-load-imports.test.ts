import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the browser's first load of a dashboard page can hold: the modules its client components
// reach through static imports (a dynamic import() becomes a chunk of its own, loaded later).
// Written by hand because the bundler's own graph needs a production build; a few regular
// expressions over our sources are enough to follow the imports that decide it.

const ROOT = path.resolve(__dirname, "../..");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Static imports and re-exports that carry values; `import type` and all-type lists are left out. */
function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  const statement = /^(?:import|export)\s+(type\s+)?([\s\S]*?)\s*from\s+"([^"]+)";/gm;
  for (const match of code.matchAll(statement)) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly || !specifier) continue;
    const braces = clause?.match(/^\{([\s\S]*)\}$/);
    const names = braces?.[1]
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (names && names.length > 0 && names.every((name) => name.startsWith("type "))) continue;
    found.push(specifier);
  }
  for (const match of code.matchAll(/^import\s+"([^"]+)";/gm)) found.push(match[1]!);
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
}

const isClient = (source: string) => /^\s*["']use client["'];/.test(source);

/** The packages and our modules a page's client components load on first load. */
function firstLoad(entries: string[]) {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string, client: boolean) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(file, "utf8");
    const inClient = client || isClient(source);
    if (inClient) modules.add(path.relative(ROOT, file));
    for (const specifier of valueImports(source)) {
      const local = resolveLocal(file, specifier);
      if (local) walk(local, inClient);
      else if (inClient && !packages.has(specifier)) {
        packages.set(specifier, path.relative(ROOT, file));
      }
    }
  };
  for (const entry of entries) walk(path.join(ROOT, entry), false);
  return { modules, packages };
}

const packageNames = (packages: Map<string, string>) =>
  [...packages.keys()].map((specifier) => {
    const parts = specifier.split("/");
    return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  });

const PAGES = {
  overview: ["app/app/layout.tsx", "app/app/page.tsx"],
  searchPerformance: ["app/app/layout.tsx", "app/app/search-performance/page.tsx"],
  cannibalization: ["app/app/layout.tsx", "app/app/search-performance/cannibalization/page.tsx"],
  gscInsights: ["app/app/layout.tsx", "app/app/gsc-insights/page.tsx"],
  opportunities: ["app/app/layout.tsx", "app/app/opportunities/page.tsx"],
  aiInsights: ["app/app/layout.tsx", "app/app/ai-insights/page.tsx"],
  analytics: ["app/app/layout.tsx", "app/app/analytics/page.tsx"],
  urlInspection: ["app/app/layout.tsx", "app/app/url-inspection/page.tsx"],
  coverage: ["app/app/layout.tsx", "app/app/coverage/page.tsx"],
  ga4Explore: ["app/app/layout.tsx", "app/app/ga4-explore/page.tsx"],
  allInOne: ["app/app/layout.tsx", "app/app/all-in-one/page.tsx"],
  authors: ["app/app/layout.tsx", "app/app/authors/page.tsx"],
  author: ["app/app/layout.tsx", "app/app/authors/[authorId]/page.tsx"],
  contentPlanning: ["app/app/layout.tsx", "app/app/content-planning/page.tsx"],
  reports: ["app/app/layout.tsx", "app/app/reports/page.tsx"],
  reportBuilder: ["app/app/layout.tsx", "app/app/reports/[reportId]/page.tsx"],
  contentCalendar: ["app/app/layout.tsx", "app/app/content-calendar/page.tsx"],
};

describe("the dashboard's first load", () => {
  it("follows static imports into client components, and not dynamic ones", () => {
    const { modules, packages } = firstLoad(PAGES.overview);
    expect(modules).toContain("components/auth/google-sign-in.ts");
    expect(modules).toContain("lib/query/auth.ts");
    expect(modules).not.toContain("lib/auth/popup.ts");
    expect(modules).not.toContain("lib/query/auth-schema.ts");
    expect(packageNames(packages)).toContain("@tanstack/react-query");
  });

  it.each(Object.entries(PAGES))(
    "of %s loads no zod: schemas load with what uses them",
    (_, entries) => {
      const { packages, modules } = firstLoad(entries);
      const zodUsers = [...modules].filter((file) =>
        valueImports(readFileSync(path.join(ROOT, file), "utf8")).includes("@/lib/zod-mini"),
      );
      expect(zodUsers).toEqual([]);
      expect(packageNames(packages)).not.toContain("zod");
    },
  );

  it.each(Object.entries(PAGES))(
    "of %s leaves out date-fns's parse and format, their pattern parser and locale",
    (_, entries) => {
      // Date keys go through parseISO and formatISO, dates for people through Intl
      // (lib/dates/format.ts).
      const users = [...firstLoad(entries).modules].filter((file) =>
        /import\s*\{[^}]*\b(parse|format)\b[^}]*\}\s*from\s*"date-fns"/.test(
          readFileSync(path.join(ROOT, file), "utf8"),
        ),
      );
      expect(users).toEqual([]);
    },
  );

  it.each(Object.entries(PAGES))("of %s loads sonner only with the first toast", (_, entries) => {
    expect(packageNames(firstLoad(entries).packages)).not.toContain("sonner");
  });

  // Each weighs a few KB and together with Floating UI, focus scopes and scroll locks about 45 KB
  // gzip: selects, popovers, menus, tooltips and sheets load on intent (components/ui/
  // load-on-intent.ts, lazy-tooltip.tsx) and show their closed state as plain HTML until then.
  const OVERLAYS = [
    "@radix-ui/react-select",
    "@radix-ui/react-popover",
    "@radix-ui/react-dropdown-menu",
    "@radix-ui/react-tooltip",
    "@radix-ui/react-dialog",
  ];
  it.each(Object.entries(PAGES))(
    "of %s loads no overlay's code before it is used",
    (_, entries) => {
      const packages = packageNames(firstLoad(entries).packages);
      expect(packages.filter((name) => OVERLAYS.includes(name))).toEqual([]);
    },
  );

  it("of a view with a table loads no CSV writer until the first export", () => {
    const { packages } = firstLoad(PAGES.cannibalization);
    expect(packageNames(packages)).not.toContain("papaparse");
  });

  it("of the content board loads drag and drop and the Markdown preview after it", () => {
    const packages = packageNames(firstLoad(PAGES.contentPlanning).packages);
    expect(packages).not.toContain("@dnd-kit/core");
    expect(packages).not.toContain("@dnd-kit/sortable");
    expect(packages).not.toContain("react-markdown");
  });

  it("of the content calendar loads drag and drop and the Move to dialog after the grid", () => {
    const { packages, modules } = firstLoad(PAGES.contentCalendar);
    expect(packageNames(packages)).not.toContain("@dnd-kit/core");
    expect(modules).not.toContain("app/app/content-calendar/_components/move-dialog.tsx");
    expect(modules).toContain("app/app/content-calendar/_components/calendar-grid.tsx");
  });
});
