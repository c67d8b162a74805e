/**
 * The layering of the house (shared/STYLE.md, docs/architecture.md), checked in CI by dependency-cruiser:
 * route -> handler -> service -> db, with domain/ called from anywhere and calling nothing of the app.
 * Run: bun run check:deps
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "api/domain holds pure rules: it imports nothing of the app (no services, routes, schemas of HTTP, db, UI or CLI).",
      severity: "error",
      from: { path: "^api/domain/" },
      to: { path: "^(api/(?!domain/)|db/|cli/|admin-ui/)" },
    },
    {
      name: "services-know-no-http",
      comment: "Services are called by routes, farmctl and reports alike: they import no routes, middlewares, app or server.",
      severity: "error",
      from: { path: "^api/services/" },
      to: { path: "^api/(routes|middlewares|app\\.ts|server\\.ts|spa/)" },
    },
    {
      name: "services-use-http-schemas-for-types-only",
      comment: "A service may name an HTTP schema's type, never run it: validation rules the services need live in api/domain.",
      severity: "error",
      from: { path: "^api/services/" },
      to: { path: "^api/schemas/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "db-below-the-api",
      comment: "db/ (schema, migrations, client) imports nothing from api/ but its pure domain.",
      severity: "error",
      from: { path: "^db/", pathNot: "^db/seed-demo\\.ts$" },
      to: { path: "^api/(?!domain/)" },
    },
    {
      name: "ui-and-cli-call-the-api",
      comment: "admin-ui and farmctl reach the server through the typed client: no services, routes, middlewares or db.",
      severity: "error",
      from: { path: "^(admin-ui|cli)/" },
      to: { path: "^(api/(services|routes|middlewares|storage|pdf)/|db/)" },
    },
    {
      name: "ui-runs-no-database-schema",
      comment: "The SPA may run only the plain-zod request rules of api/schemas (task-input.schemas, field-input.schemas, input-rules); the others derive from db/schema or use @hono/zod-openapi and would bundle them (about 90 KiB gzipped). Types are free.",
      severity: "error",
      from: { path: "^admin-ui/" },
      to: { path: "^api/schemas/(?!(task-input\\.schemas|field-input\\.schemas|input-rules)\\.ts$)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "request-rules-without-database",
      comment: "api/schemas/task-input.schemas.ts, field-input.schemas.ts and input-rules.ts are bundled into the SPA: they import neither db/, drizzle nor @hono/zod-openapi (plain zod).",
      severity: "error",
      from: { path: "^api/schemas/(task-input\\.schemas|field-input\\.schemas|input-rules)\\.ts$" },
      to: { path: "(^db/|drizzle|@hono/zod-openapi|^api/schemas/common\\.ts$)" },
    },
    {
      name: "no-cycles",
      severity: "error",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^tests/|^bench/" },
    tsPreCompilationDeps: true,
  },
};
