import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { changesSeen } from "../../db/pglite-statements";
import { sessions, users } from "../../db/schema";
import { type TestApp, freshDatabase, startTestApp } from "../support/harness";

/**
 * On the embedded database the session behind a request is kept between requests while the database has run nothing
 * that may change data (api/services/sessions.service.ts, db/pglite-statements.ts changesSeen): one process owns the
 * data folder, so every change passes through it. Whatever way a change is made, the next request reads again.
 * tests/server/access-next-request.test.ts holds the same for a role change, a grant change and a sign-out on the
 * real server, on both engines and two processes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const client = (db: unknown) => (db as { _: { session: { client: { exec(text: string): Promise<unknown> } } } })._.session.client;

describe("what counts as a change", () => {
  test("on the embedded database a plain SELECT does not; a write, exec and a transaction do", async () => {
    const handle = await freshDatabase("pglite");
    try {
      const { db } = handle;
      const at = changesSeen(db)!;
      expect(typeof at).toBe("number");
      await db.execute(sql`select count(*) from users`);
      await db.select().from(users).limit(1);
      expect(changesSeen(db)).toBe(at);
      await db.execute(sql`update users set display_name = display_name where false`);
      const afterUpdate = changesSeen(db)!;
      expect(afterUpdate).toBeGreaterThan(at);
      await client(db).exec("select 1");
      const afterExec = changesSeen(db)!;
      expect(afterExec).toBeGreaterThan(afterUpdate);
      await db.transaction(async (tx) => {
        await tx.select().from(users).limit(1);
      });
      expect(changesSeen(db)!).toBeGreaterThan(afterExec);
    } finally {
      await handle.close();
    }
  });

  test("on PostgreSQL, which other processes write to, nothing is counted, so nothing is kept", async () => {
    const handle = await freshDatabase("postgres");
    try {
      expect(changesSeen(handle.db)).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

describe("a session ended by any means is refused on the next request", () => {
  const signedIn = async () => {
    const api = await t.signIn("readonly");
    expect((await api.api.auth.user.$get()).status).toBe(200);
    expect((await api.api.auth.user.$get()).status).toBe(200);
    return api;
  };

  test("deleted by a statement of drizzle's own", async () => {
    const api = await signedIn();
    const me = ((await (await api.api.auth.user.$get()).json()) as { user: { id: number } }).user;
    await t.db.delete(sessions).where(eq(sessions.userId, me.id));
    expect((await api.api.auth.user.$get()).status).toBe(401);
  });

  test("deleted by raw SQL", async () => {
    const api = await signedIn();
    const me = ((await (await api.api.auth.user.$get()).json()) as { user: { id: number } }).user;
    await t.db.execute(sql`delete from sessions where user_id = ${me.id}`);
    expect((await api.api.auth.user.$get()).status).toBe(401);
  });

  test("the account unapproved inside a transaction", async () => {
    const api = await signedIn();
    const me = ((await (await api.api.auth.user.$get()).json()) as { user: { id: number } }).user;
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ isApproved: false }).where(eq(users.id, me.id));
    });
    expect((await api.api.auth.user.$get()).status).toBe(401);
  });
});
