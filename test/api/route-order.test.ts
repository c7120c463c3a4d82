import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../worker/routes";

// Issue 23: every sub-app is mounted at its resource's prefix, so the order of the mounts in
// worker/routes/index.ts must not matter. Hono still tries routes in the order they were added and
// the first answer wins, so two things would make it matter again: a route whose pattern also
// matches a later route's path (GET /projects/:id before GET /projects/recent), and a bare `use`
// in a sub-app, which runs for every later route under its prefix, whoever owns it.

interface Entry {
  method: string;
  path: string;
}

const segments = (path: string) => path.split("/").filter(Boolean);
const isParam = (segment: string) => segment.startsWith(":") || segment === "*";

/** Does `earlier` also match every path `later` matches, so that `later` is never reached for some of them? */
function hides(earlier: string, later: string): boolean {
  const a = segments(earlier);
  const b = segments(later);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => isParam(seg) || seg === b[i]);
}

/** Routes that an earlier route of the same method hides ("GET /a/:id hides GET /a/recent"). */
function hiddenRoutes(routes: readonly Entry[]): string[] {
  const found: string[] = [];
  const seen: Entry[] = [];
  for (const route of routes) {
    if (route.method === "ALL") continue;
    for (const before of seen) {
      if (before.method !== route.method || before.path === route.path) continue;
      if (hides(before.path, route.path)) found.push(`${route.method} ${route.path} is hidden by ${before.method} ${before.path}`);
    }
    seen.push(route);
  }
  return [...new Set(found)];
}

describe("the API's mount order does not matter", () => {
  it("hides no route behind an earlier one of the same method", () => {
    expect(hiddenRoutes(apiRoutes.routes)).toEqual([]);
  });

  it("has no middleware that spills over onto other sub-apps' routes (a bare `use`)", () => {
    expect(apiRoutes.routes.filter((r) => r.method === "ALL").map((r) => r.path)).toEqual([]);
  });

  it("finds a hidden route when there is one (the check can fail)", () => {
    const projects = new Hono().get("/:id", (c) => c.text("one")).get("/recent", (c) => c.text("recent"));
    const app = new Hono().route("/projects", projects);
    expect(hiddenRoutes(app.routes)).toEqual(["GET /projects/recent is hidden by GET /projects/:id"]);
    // And the other way round is fine: a named path first.
    const fine = new Hono().route(
      "/projects",
      new Hono().get("/recent", (c) => c.text("recent")).get("/:id", (c) => c.text("one")),
    );
    expect(hiddenRoutes(fine.routes)).toEqual([]);
  });

  it("keeps the projects collection's named paths in one place", async () => {
    // They live in the projects sub-app, above /:id; no other sub-app adds one that /:id could hide.
    const projects = apiRoutes.routes.filter((r) => r.path.startsWith("/projects/") && !r.path.startsWith("/projects/:id"));
    expect([...new Set(projects.map((r) => `${r.method} ${r.path}`))].sort()).toEqual([
      "GET /projects/recent",
      "POST /projects/from-plan",
      "POST /projects/from-template",
    ]);
  });
});
