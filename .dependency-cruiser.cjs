// The dependency rule `npm test` runs (`npm run deps`): the layers of src/ as README's Layout lists
// them, no cycles between folders or modules, and the browser's code (islands, client) importing
// nothing that only the server runs.

// The layers, lowest first. A folder imports its own files and folders in LOWER layers only: never
// a folder in its own layer or above. A strict order has no cycles between top-level folders, so
// this also catches the cycles that run through sub-folders (jobs → pages/admin → … → jobs).
const layers = [
  ["config"], // settings and facts: no imports of their own
  ["lib"], // code the browser runs too
  ["content"], // the words, typed
  ["islands"], // the browser's React
  ["client"], // the browser's entry scripts
  ["env.ts", "manifest.ts", "trace"], // the Worker's binding types; the built assets' names; trace ids, logs, background work
  ["attribution", "calendar", "seo"], // pure helpers on content: lead sources, dates and bookings, structured data
  ["db"], // storage: schema and queries
  ["auth", "photos", "push", "payments"], // sign-in, the photo bucket, lead alerts, Stripe (issue 46): each on top of db
  ["use-cases"], // what the business does (submit a request, write a quote, complete a job): plain functions, no Hono
  ["components", "middleware", "og", "jobs"], // page sections, request middleware, share images, scheduled work
  ["pages"], // one component per screen
  ["routes"], // route modules
  ["renderer.tsx", "errors.tsx"], // the document shell, the last-resort error page
  ["index.tsx"], // the Worker (the benchmarks' and browser tests' entries wrap it from test/)
];

const escapeDots = (name) => name.replace(/\./g, "\\.");
// "db" matches src/db/…; "env.ts" matches the file src/env.ts.
const pathOf = (names) => `^src/(${names.map(escapeDots).join("|")})(/|$)`;

const layerRules = layers.flatMap((layer, rank) =>
  layer.map((name) => ({
    name: `layer-${name}`,
    comment: `src/${name} may import only from lower layers (.dependency-cruiser.cjs, README's Layout)`,
    severity: "error",
    from: { path: pathOf([name]) },
    to: {
      path: pathOf(layers.slice(rank).flat()),
      pathNot: pathOf([name]),
    },
  })),
);

module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      comment: "Two folders (at any depth) import each other, directly or through others.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular",
      comment: "Two modules import each other, directly or through others.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "browser-imports-no-server-code",
      comment:
        "islands/ and client/ are bundled for the browser: they import islands, client, lib, content and config only (tsconfig.browser.json checks the same files).",
      severity: "error",
      from: { path: "^src/(islands|client)/" },
      to: { path: "^src/", pathNot: "^src/(islands|client|lib|content|config)/" },
    },
    {
      name: "use-cases-know-no-http-framework",
      comment:
        "src/use-cases/ takes its dependencies and a typed input and returns a typed outcome, so routes, the queue consumer, cron jobs and tests call the same code: it never imports hono.",
      severity: "error",
      from: { path: "^src/use-cases/" },
      to: { path: "(^|/)node_modules/hono/" },
    },
    {
      name: "every-folder-has-a-layer",
      comment: "A new folder or top-level file in src/ gets its place in `layers` (and in README's Layout).",
      severity: "error",
      from: { path: "^src/", pathNot: [pathOf(layers.flat()), "^src/styles/"] },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      comment: "An import the resolver cannot find would slip past every rule above (public/build/ is the asset build's output).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^cloudflare:", "/public/build/"] },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type imports count: a type-only cycle is still a cycle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
