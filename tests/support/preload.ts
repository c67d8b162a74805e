import { ENGINE, pgliteTemplate } from "./harness";

// Build the migrated PGlite template before any suite's beforeAll runs (hooks have a 5-second limit).
if (ENGINE === "pglite") await pgliteTemplate();
