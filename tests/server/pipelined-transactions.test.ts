/**
 * Transactions on PostgreSQL send BEGIN with their first statement and, through `commitWith`, COMMIT behind their
 * last (db/pipelined-transactions.ts). What a user relies on: a write is still all or nothing, whatever statement
 * fails; and a task create reaches the database in fewer round trips. A small TCP relay between the app and the
 * machine's PostgreSQL counts what the app writes to the socket.
 */
import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Socket, TCPSocketListener } from "bun";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { rm } from "node:fs/promises";
import { createApp } from "../../api/app";
import { temporaryStorage } from "../../api/storage";
import { createUser } from "../../api/services/users.service";
import { type DbHandle, openDatabase } from "../../db/client";
import { commitWith } from "../../db/pipelined-transactions";
import { unavailableCode } from "../../api/lib/db-errors";
import { insertFarm } from "../../db/generate-farm";
import { freshDatabase } from "../support/harness";

/** Relays one PostgreSQL connection per client connection and counts the client's writes (one chunk each: the app waits for each answer). */
function relay(target: URL) {
  let writes = 0;
  type Pair = { upstream?: Socket<undefined>; pending: Uint8Array[] };
  const listener: TCPSocketListener<Pair> = Bun.listen<Pair>({
    hostname: "127.0.0.1",
    port: 0,
    socket: {
      async open(client) {
        client.data = { pending: [] };
        client.data.upstream = await Bun.connect({
          hostname: target.hostname,
          port: Number(target.port || 5432),
          socket: {
            data: (_s, chunk) => {
              client.write(chunk);
            },
            close: () => {
              client.end();
            },
          },
        });
        for (const chunk of client.data.pending) client.data.upstream.write(chunk);
      },
      data(client, chunk) {
        writes++;
        if (client.data.upstream) client.data.upstream.write(chunk);
        else client.data.pending.push(chunk);
      },
      close: (client) => {
        client.data.upstream?.end();
      },
    },
  });
  const url = new URL(target);
  url.host = `127.0.0.1:${listener.port}`;
  return {
    url: url.toString(),
    /** The client's writes since the last call. */
    take: () => {
      const n = writes;
      writes = 0;
      return n;
    },
    stop: () => listener.stop(true),
  };
}

let base: DbHandle & { url?: string };
let wire: ReturnType<typeof relay>;
let handle: DbHandle;

beforeAll(async () => {
  base = await freshDatabase("postgres");
  await base.db.execute(sql`create table probe (n integer primary key)`);
  wire = relay(new URL(base.url!));
  handle = await openDatabase({ databaseUrl: wire.url, poolSize: 2 });
  await handle.db.execute(sql`select 1`); // connected, types read
});

afterAll(async () => {
  await handle?.close();
  wire?.stop();
  await base?.close();
});

/** drizzle's `execute` answers rows on PostgreSQL. */
const rows = (result: unknown) => result as Array<Record<string, unknown>>;
const probe = async () => rows(await base.db.execute(sql`select n from probe order by n`)).map((r) => Number(r.n));
const clear = () => base.db.execute(sql`delete from probe`);

describe("a transaction on PostgreSQL", () => {
  test("commits what its statements wrote, BEGIN travelling with the first and COMMIT behind the last", async () => {
    await clear();
    wire.take();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      await tx.execute(sql`insert into probe values (2)`);
      await commitWith(tx, () => tx.execute(sql`insert into probe values (3)`));
    });
    expect(wire.take()).toBe(3);
    expect(await probe()).toEqual([1, 2, 3]);
  });

  test("keeps nothing when the statement COMMIT was sent behind fails", async () => {
    await clear();
    const write = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      await commitWith(tx, () => tx.execute(sql`insert into probe values (1)`)); // the same key again
    });
    expect(write).rejects.toThrow();
    await write.catch(() => {});
    expect(await probe()).toEqual([]);
  });

  test("keeps nothing when a statement failed, even if the code caught its error", async () => {
    await clear();
    const write = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (5)`);
      await tx.execute(sql`select 1 / 0`).catch(() => {});
    });
    expect(write).rejects.toThrow(/division by zero/);
    await write.catch(() => {});
    expect(await probe()).toEqual([]);
  });

  test("keeps nothing when the code throws after its statements", async () => {
    await clear();
    const write = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (6)`);
      throw new Error("refused");
    });
    expect(write).rejects.toThrow("refused");
    await write.catch(() => {});
    expect(await probe()).toEqual([]);
  });

  test("a savepoint that fails is undone alone; the rest commits", async () => {
    await clear();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (7)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into probe values (8)`);
          await inner.execute(sql`insert into probe values (7)`);
        })
        .catch(() => {});
      await tx.execute(sql`insert into probe values (9)`);
    });
    expect(await probe()).toEqual([7, 9]);
  });

  test("a transaction that sends no statement sends nothing at all", async () => {
    wire.take();
    await handle.db.transaction(async () => {});
    await handle.db.transaction(async () => {
      throw new Error("refused before any read");
    }).catch(() => {});
    expect(wire.take()).toBe(0);
  });

  test("a statement after COMMIT was sent is refused", async () => {
    await clear();
    const write = handle.db.transaction(async (tx) => {
      await commitWith(tx, () => tx.execute(sql`insert into probe values (10)`));
      await tx.execute(sql`insert into probe values (11)`);
    });
    const error = await write.then(() => null, (err: Error & { cause?: Error }) => err);
    expect(error?.cause?.message ?? error?.message).toMatch(/after its transaction's COMMIT/);
    expect(await probe()).toEqual([10]);
  });

  test("failed transactions give their connection back to the pool", async () => {
    for (let i = 0; i < 6; i++) {
      await handle.db
        .transaction(async (tx) => {
          await commitWith(tx, () => tx.execute(sql`select 1 / 0`));
        })
        .catch(() => {});
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error("x");
      }).catch(() => {});
    }
    const [row] = rows(await handle.db.execute(sql`select 1 as one`));
    expect(Number(row!.one)).toBe(1);
  });

  test("a COMMIT PostgreSQL refuses (a deferred check) fails the write, keeps nothing, and gives the connection back", async () => {
    await base.db.execute(sql`create table deferred_probe (n integer unique deferrable initially deferred)`);
    const rowsLeft = async () => rows(await base.db.execute(sql`select n from deferred_probe`)).length;
    // More refused commits than the pool has connections: one not given back would leave the next waiting for ever.
    for (let i = 0; i < 3; i++) {
      const plain = handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into deferred_probe values (1)`);
        await tx.execute(sql`insert into deferred_probe values (1)`);
      });
      expect(plain).rejects.toThrow(/duplicate key/);
      await plain.catch(() => {});
      const pipelined = handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into deferred_probe values (2)`);
        await commitWith(tx, () => tx.execute(sql`insert into deferred_probe values (2)`));
      });
      expect(pipelined).rejects.toThrow(/duplicate key/);
      await pipelined.catch(() => {});
    }
    expect(await rowsLeft()).toBe(0);
    const [row] = rows(await handle.db.execute(sql`select 1 as one`));
    expect(Number(row!.one)).toBe(1);
  });

  test("a connection lost mid-transaction fails it and keeps nothing; the pool goes on", async () => {
    await clear();
    const killer = postgres(base.url!, { max: 1, onnotice: () => {} });
    const write = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (12)`);
      const [me] = rows(await tx.execute(sql`select pg_backend_pid() as pid`));
      await killer`select pg_terminate_backend(${Number(me!.pid)})`;
      await commitWith(tx, () => tx.execute(sql`insert into probe values (13)`));
    });
    expect(write).rejects.toThrow();
    await write.catch(() => {});
    await killer.end();
    expect(await probe()).toEqual([]);
    const [row] = rows(await handle.db.execute(sql`select 1 as one`));
    expect(Number(row!.one)).toBe(1);
  });
});

describe("a transaction whose connection is lost", () => {
  test("fails with the loss, and code still running in it, a savepoint included, gets the loss too", async () => {
    await clear();
    const killer = postgres(base.url!, { max: 1, onnotice: () => {} });
    let later: unknown;
    const write = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (14)`);
      const [me] = rows(await tx.execute(sql`select pg_backend_pid() as pid`));
      await killer`select pg_terminate_backend(${Number(me!.pid)})`;
      await Bun.sleep(300); // the close is noticed: the transaction has failed by now
      try {
        await tx.transaction(async (sp) => {
          await sp.execute(sql`insert into probe values (15)`);
        });
      } catch (err) {
        later = err;
      }
    });
    const failure = await write.then(() => null, (err: unknown) => err);
    await Bun.sleep(400); // the code still running in the transaction reaches its savepoint
    await killer.end();
    expect(unavailableCode(failure)).toBeDefined();
    // A database outage (a 503 to retry), not "a statement sent after COMMIT" (a 500).
    expect(later).toBeDefined();
    expect(unavailableCode(later)).toBeDefined();
    expect(await probe()).toEqual([]);
  });
});

describe("a task create on PostgreSQL", () => {
  test("takes four writes to the database: the session, BEGIN with the check, the insert, the audit row with COMMIT", async () => {
    const farm = await insertFarm(handle.db, { entities: 1, fieldsPerEntity: 2, cropYears: [2025], tasks: 0, seed: 3, until: "2025-12-31" });
    await createUser(systemContext(handle.db), { username: "wire-admin", password: "wire-password-1", role: "admin", displayName: "Wire" });
    // Its own files folder, removed below: bun test does not run process exit handlers, so the app's default
    // folder (processTemporaryStorage) would stay behind in /tmp.
    const storage = temporaryStorage();
    try {
      const app = createApp({ db: handle.db, storage });
      const login = await app.request("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ username: "wire-admin", password: "wire-password-1" }),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      const create = (name: string) =>
        app.request("/api/tasks", {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ entityId: farm.entityIds[0], fieldId: farm.fieldIds[0], categoryId: 6, name, cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "10" }),
        });
      expect((await create("first")).status).toBe(201); // statements prepared
      wire.take();
      const res = await create("second");
      expect(res.status).toBe(201);
      expect(wire.take()).toBe(4);
      const [row] = rows(await base.db.execute(sql`select count(*)::int as n from audit_log where resource = 'tasks' and action = 'create'`));
      expect(Number(row!.n)).toBe(2);
    } finally {
      await rm(storage.root, { recursive: true, force: true });
    }
  });
});
