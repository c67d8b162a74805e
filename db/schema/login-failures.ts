import { index, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/** One failed sign-in; the limiter counts recent rows per username and per client address. */
export const loginFailures = pgTable("login_failures", {
  id: serial().primaryKey(),
  username: varchar({ length: 255 }).notNull(),
  address: varchar({ length: 64 }).notNull(),
  at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
}, (t) => [index().on(t.username, t.at), index().on(t.address, t.at)]);
