// `npm run deps:folders`: the folders of lib/ that import, through any chain of folders, one that
// imports them back (production code only: a test may reach across folders). Not yet part of the
// lint: the cycles left are the zoning still to do (docs/architecture.md, "Layers").
const base = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
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
    ...base.options,
    exclude: { path: "^(node_modules|\\.next|test-results|tests)/|\\.test\\.tsx?$" },
  },
};
