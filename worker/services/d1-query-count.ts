import type { MiddlewareHandler } from "hono";
import { isDevelopment } from "../env";
import type { AppEnv } from "../http/app-env";

// Development-only instrumentation for the bench: with `x-count-queries: 1`, the handler's env.DB is
// a counting proxy and the response says how many D1 round trips the route made (a batch is one).
// The session lookup runs in the global middleware before this and is not included.

export const COUNT_QUERIES_HEADER = "x-count-queries";
export const QUERIES_HEADER = "x-d1-queries";

export const countD1Queries: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(COUNT_QUERIES_HEADER) !== "1" || !isDevelopment(c.env)) return next();
  const counter = { n: 0 };
  // A per-request copy: the shared env object must not see the proxy.
  c.env = { ...c.env, DB: countingD1(c.env.DB, counter) };
  await next();
  if (c.res.status !== 101) c.header(QUERIES_HEADER, String(counter.n));
};

export function countingD1(db: D1Database, counter: { n: number }): D1Database {
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            counter.n++;
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    unwrapped.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query));
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          counter.n++;
          return target.batch(statements.map((s) => unwrapped.get(s) ?? s));
        };
      }
      if (prop === "exec") {
        return (query: string) => {
          counter.n++;
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
