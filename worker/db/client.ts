import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

const make = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof make>;

// drizzle works out the schema's relations each time it is created; the client holds no state of its
// own, so one per binding (or D1 session) is reused.
const clients = new WeakMap<D1Database, Db>();

/** The typed D1 client over the one schema: a renamed column breaks the build, not a query at runtime. */
export function db(d1: D1Database): Db {
  let client = clients.get(d1);
  if (!client) {
    client = make(d1);
    clients.set(d1, client);
  }
  return client;
}
