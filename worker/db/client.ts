import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** The typed D1 client over the one schema: a renamed column breaks the build, not a query at runtime. */
export const db = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof db>;
