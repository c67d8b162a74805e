/**
 * Builds the admin SPA into DATA_DIR/spa ahead of the first start (run at install or after an upgrade):
 *
 *   DATA_DIR=/var/lib/farm bun run build:ui
 *
 * The server finds the build there and does not bundle anything; without it, the first start builds it once.
 */
import { readEnv } from "../env";
import { loadSpa } from "./spa";

const env = readEnv();
const started = performance.now();
const spa = await loadSpa({ cacheDir: `${env.DATA_DIR}/spa` });
const took = ((performance.now() - started) / 1000).toFixed(1);
console.error(spa.built ? `Admin UI built into ${env.DATA_DIR}/spa/${spa.key} in ${took} s` : `Admin UI already built for this version (${env.DATA_DIR}/spa/${spa.key})`);
