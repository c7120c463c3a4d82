import { describe, expect, it } from "vitest";
import { isAction } from "../../core/policy";
import { app } from "../../worker/app";
import { OUTSIDE_API_ACTIONS, ROUTE_ACTIONS } from "../../worker/http/route-actions";
import { routeTable } from "../support/route-table";

// Issue 24: every route of the API names the policy action it performs, so the one table decides
// what a role and an API token may do there. A route added without its action fails here.

describe("every route names its policy action", () => {
  it("has an action for every route in the route table, and none for a route that is gone", () => {
    const routes = routeTable().map((r) => `${r.method} ${r.path}`);
    expect(
      routes.filter((r) => !(r in ROUTE_ACTIONS)),
      "routes that name no action (add them to worker/http/route-actions.ts)",
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACTIONS).filter((r) => !routes.includes(r)),
      "actions of routes that are gone",
    ).toEqual([]);
  });

  it("names only actions of the policy table", () => {
    expect([...Object.values(ROUTE_ACTIONS), ...Object.values(OUTSIDE_API_ACTIONS)].filter((r) => !isAction(r.action))).toEqual([]);
  });

  it("lists every route outside /api (the MCP server) with its action: the pages are the only other routes", () => {
    const outside = new Set<string>();
    for (const r of app.routes) {
      if (r.method === "ALL" || r.path.startsWith("/api/") || r.path === "*") continue;
      outside.add(`${r.method} ${r.path}`);
    }
    expect([...outside].sort()).toEqual(Object.keys(OUTSIDE_API_ACTIONS).sort());
  });

  it("reads writes as writes: no GET needs more than a read, no write is done with a read scope", () => {
    // A GET that writes (an AI trigger) is still named for what it reads; a state change never maps to a read-only action of a token.
    const readOnly = new Set(["project.read", "projects.list", "account.read", "integrations.read", "notifications.read", "jobs.read"]);
    const wrong = Object.entries(ROUTE_ACTIONS).filter(
      ([route, r]) =>
        /^(POST|PATCH|PUT|DELETE) /.test(route) && readOnly.has(r.action) && route !== "POST /api/projects/:id/schedule/what-if",
    );
    expect(wrong.map(([route]) => route)).toEqual([]);
  });
});
