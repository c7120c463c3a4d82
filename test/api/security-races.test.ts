import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GeneratedPlanInput } from "../../core/schemas/plan";
import worker from "../../worker/index";
import { uniqueEmail } from "../board/support";
import { api, type Caller, env, json, ORIGIN, signIn } from "../support/api";

// Double submits found in the security review: the same request arriving twice at the same moment.

/** Straight into the Worker, in this isolate: requests given together really overlap. */
async function call(method: string, path: string, as: Caller, body: unknown): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { origin: ORIGIN, cookie: as.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const PLAN: GeneratedPlanInput = {
  name: "Double-click plan",
  description: "",
  milestones: [{ name: "Launch", description: "", dueDate: "2031-05-30" }],
  tasks: [{ name: "Build it", description: "", dueDate: null, priority: "medium", milestoneIndex: 0 }],
  timeline: { startDate: "2031-01-06", endDate: "2031-05-30" },
};

describe("POST /api/projects/from-plan with a request id", () => {
  it("creates one project when the same save arrives several times at once", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const requestId = `dbl-${Date.now().toString(36)}`;
    const results = await Promise.all([1, 2, 3].map(() => call("POST", "/api/projects/from-plan", ada, { plan: PLAN, requestId })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(results.map(async (r) => (await json<{ id: number }>(r)).id)));
    expect(ids.size).toBe(1);
    const projects = await json<unknown[]>(await api("GET", "/api/projects", { as: ada }));
    expect(projects).toHaveLength(1);
  });
});
