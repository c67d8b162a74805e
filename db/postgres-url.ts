import postgres from "postgres";

/**
 * postgres.js's connection for a DATABASE_URL, with libpq's `host` query parameter understood: it names the server
 * in place of the URL's host, and a folder (`postgres://farm@localhost/farm?host=/var/run/postgresql`) means "through
 * the Unix socket in this folder". postgres.js does not read the parameter from a URL (it would send it to the server
 * as a setting, which refuses it), so a folder becomes its `path` option, the socket file `<folder>/.s.PGSQL.<port>`
 * (port 5432 unless the URL names one), and a host name becomes the URL's host. On a machine that also runs
 * PostgreSQL, the socket spares every statement the loopback TCP stack (docs/operations.md, "PostgreSQL on the same
 * machine"). Any other URL is passed through unchanged.
 * @example postgresTarget("postgres://farm@localhost/farm?host=/var/run/postgresql")
 *   // { url: "postgres://farm@localhost/farm", path: "/var/run/postgresql/.s.PGSQL.5432" }
 */
export function postgresTarget(databaseUrl: string): { url: string; path?: string } {
  // Only a URL with the parameter is parsed here: any other goes to postgres.js exactly as given.
  if (!/[?&]host=/.test(databaseUrl)) return { url: databaseUrl };
  const url = new URL(databaseUrl);
  const host = url.searchParams.get("host");
  if (!host) return { url: databaseUrl };
  url.searchParams.delete("host");
  if (!host.startsWith("/")) {
    url.hostname = host;
    return { url: url.toString() };
  }
  return { url: url.toString(), path: `${host.replace(/\/+$/, "")}/.s.PGSQL.${url.port || "5432"}` };
}

/**
 * A postgres.js pool on a DATABASE_URL as `postgresTarget` reads it (through the Unix socket when `host` names a
 * folder): the server's pool, and the benches' own connections to the same database.
 * @example const sql = connectPostgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
 */
export function connectPostgres(databaseUrl: string, options: postgres.Options<Record<string, postgres.PostgresType>> = {}) {
  const { url, path } = postgresTarget(databaseUrl);
  return postgres(url, path ? { ...options, path } : options);
}
