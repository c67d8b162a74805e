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
      from: { path: "^db/" },
      to: { path: "^api/(?!domain/)" },
    },
    {
      name: "ui-and-cli-through-the-client",
      comment: "admin-ui and farmctl reach the server through one entry point, api/client (index.ts: the typed client, the API's types and report shapes; rules.ts: the pure rules they may run), never by another path into api/ or db/. docs/decisions/one-way-in.md.",
      severity: "error",
      from: { path: "^(admin-ui|cli)/" },
      to: { path: "^(api/|db/)", pathNot: "^api/client/(index|rules)\\.ts$" },
    },
    {
      name: "ui-runs-no-database-schema",
      comment: "The SPA runs values only from api/client/rules.ts (pure domain and plain-zod request rules); api/client/index.ts also re-exports what derives from db/schema or uses @hono/zod-openapi and would bundle them (about 90 KiB gzipped). Types are free.",
      severity: "error",
      from: { path: "^admin-ui/" },
      to: { path: "^api/client/index\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "client-rules-are-plain",
      comment: "api/client/rules.ts is bundled into the SPA: it re-exports pure domain (api/domain), the plain-zod request rules and the report catalog (plain data) only.",
      severity: "error",
      from: { path: "^api/client/rules\\.ts$" },
      to: { pathNot: "^api/(domain/|schemas/(task-input\\.schemas|field-input\\.schemas|input-rules)\\.ts$|reports/(catalog|report-info|[^/]+/[^/]+\\.info)\\.ts$)" },
    },
    {
      name: "client-rules-reach-no-database",
      comment: "Nor does anything it reaches, however far: no db/, drizzle or @hono/zod-openapi in the SPA's code.",
      severity: "error",
      from: { path: "^api/client/rules\\.ts$" },
      to: { path: "(^db/|drizzle|@hono/zod-openapi)", reachable: true },
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
