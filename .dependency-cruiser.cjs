// The dependency rule, checked by `npm run lint` (depcruise). Production code is everything but the
// tests, the test helpers, the scripts and the Google emulator (a test double the app mounts in
// embedded mode only, at app/emulator/).
const TEST = "(^tests/|\\.test\\.tsx?$|\\.spec\\.ts$)";
const FEATURES =
  "^lib/(ai|ai-insights|alerts|all-in-one|analytics|authors|authors-view|business-profile|cannibalization|contact|content|content-calendar|content-planning|coverage|explore|google-sync|gsc-insights|opportunities|overview|projects|reports|search-performance|seo|sitemaps|tools|url-inspection)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-emulator-in-production",
      comment:
        "Production code does not import the Google emulator; only its mount (app/emulator/) does.",
      severity: "error",
      from: { pathNot: [TEST, "^scripts/", "^google-emulator/", "^app/emulator/"] },
      to: { path: "^google-emulator/" },
    },
    {
      name: "no-test-helpers-in-production",
      severity: "error",
      from: { pathNot: [TEST, "^scripts/", "^google-emulator/"] },
      to: { path: "^tests/" },
    },
    {
      name: "boot-only-from-start-up",
      comment:
        "The job handlers and the workers' start are imported by start-up code and tests only.",
      severity: "error",
      from: { pathNot: [TEST, "^lib/boot/", "^instrumentation\\.ts$", "^scripts/"] },
      to: { path: "^lib/boot/" },
    },
    {
      name: "foundations-import-no-feature",
      comment:
        "The database, the jobs, the API kit, auth, errors and the other foundations know no feature.",
      severity: "error",
      from: {
        path: "^lib/(api|db|errors|jobs|realtime|routing|security|notifications|dates|format|csv|tables)/",
        pathNot: TEST,
      },
      to: { path: FEATURES, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "lib-imports-no-ui",
      comment: "lib/ holds the logic; pages, components and hooks use it, never the reverse.",
      severity: "error",
      from: { path: "^lib/", pathNot: TEST },
      to: { path: "^(app|components|hooks)/" },
    },
    {
      name: "no-runtime-cycle",
      comment: "No circle of runtime imports (an import of types only does not count).",
      severity: "error",
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
