// `npm run deps:folders`: the folders of lib/ that import at runtime, through any chain of folders,
// one that imports them back (production code only: a test may reach across folders). Not yet part
// of the lint: the cycles left are the zoning still to do (docs/architecture.md, §3).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: "./.dependency-cruiser.cjs",
  forbidden: [
    {
      name: "no-folder-cycle",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/" },
      to: { circular: true },
    },
  ],
  options: {
    // Runtime imports only: an import of types is erased at build time.
    tsPreCompilationDeps: false,
    exclude: { path: "^(node_modules|\\.next|test-results|tests)/|\\.test\\.tsx?$" },
  },
};
