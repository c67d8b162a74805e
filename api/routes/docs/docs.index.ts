import { dirname, join } from "node:path";
import { Hono } from "hono";
import { type AccessDeclaration, PUBLIC, allow } from "../../lib/route-access";

/** The interactive API reference, with Swagger UI's assets served from node_modules: the farm LAN has no internet. */
const assetsDir = dirname(Bun.resolveSync("swagger-ui-dist/package.json", import.meta.dir));
const ASSETS = new Set(["swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "favicon-32x32.png"]);

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Farm cost manager API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-ui-init.js"></script>
</body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#ui", withCredentials: true });`;

// One route for every asset, the page's own script among them: a fixed path beside `:file` at the same place is the
// one pattern Hono's RegExpRouter refuses, and one refused route puts the whole API on its TrieRouter (hundreds of
// times slower to match, and tests/api/openapi.test.ts "routing").
const docs = new Hono()
  .get("/docs", (c) => c.html(page))
  .get("/docs/assets/:file", async (c) => {
    const name = c.req.param("file");
    if (name === "swagger-ui-init.js") return c.body(init, 200, { "content-type": "text/javascript" });
    if (!ASSETS.has(name)) return c.json({ message: "Not found", code: "NOT_FOUND" }, 404);
    return new Response(Bun.file(join(assetsDir, name)), { headers: { "cache-control": "public, max-age=86400" } });
  });

/** The reference and the OpenAPI document are public, like the sign-in page: they hold no farm data. */
export const docsAccess: Record<string, AccessDeclaration> = {
  "GET /api/openapi.json": allow(PUBLIC),
  "GET /api/docs": allow(PUBLIC),
  "GET /api/docs/assets/{file}": allow(PUBLIC),
};

export default docs;
