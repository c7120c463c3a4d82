import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ActivityPage } from "../../core/schemas/activity";
import type { Dependency } from "../../core/schemas/dependency";
import { api, type Caller, json, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";

// Issue 24: what a token changes shows in the activity as its person "via API token <name>", for the
// changes the BoardRoom makes itself too: links, the schedule (auto and a moved bar), undo, redo,
// restore and a saved plan, not only task writes.

async function mint(as: Caller, name: string): Promise<string> {
  const res = await api("POST", "/api/tokens", { as, body: { name, scopes: ["write"] } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ token: string }>(res)).token;
}

async function withToken(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await SELF.fetch(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res;
}

describe("activity of token writes the board makes itself", () => {
  it("names the token on links, schedule changes, undo, redo and restore", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design", startDate: "2027-03-01", dueDate: "2027-03-03" });
    const b = await newTask(t.owner, t.projectId, { name: "Build", startDate: "2027-03-01", dueDate: "2027-03-03" });
    const gone = await newTask(t.owner, t.projectId, { name: "Scrapped" });
    await api("DELETE", `/api/tasks/${gone.id}`, { as: t.owner });
    const token = await mint(t.editor, "Planner bot");
    const base = `/api/projects/${t.projectId}`;
    const before = (await json<ActivityPage>(await api("GET", `${base}/activity`, { as: t.viewer }))).items[0].version;

    const link = await json<Dependency>(await withToken(token, "POST", `${base}/dependencies`, { predecessorId: a.id, successorId: b.id }));
    await withToken(token, "POST", `${base}/schedule/apply`, {});
    await withToken(token, "POST", `${base}/schedule/move`, { taskId: a.id, startDate: "2027-03-08", dueDate: "2027-03-10" });
    await withToken(token, "POST", `${base}/undo`);
    await withToken(token, "POST", `${base}/redo`);
    await withToken(token, "DELETE", `${base}/dependencies/${link.id}`);
    await withToken(token, "POST", `${base}/restore/${gone.id}`);

    const page = await json<ActivityPage>(await api("GET", `${base}/activity`, { as: t.viewer }));
    const made = page.items.filter((e) => e.version > before);
    expect(made.map((e) => [e.kind, e.history, e.schedule?.source ?? null])).toEqual([
      ["created", "restore", null],
      ["unlinked", null, null],
      ["scheduled", "redo", "history"],
      ["scheduled", "undo", "history"],
      ["scheduled", null, "move"],
      ["scheduled", null, "auto"],
      ["linked", null, null],
    ]);
    expect(made.map((e) => [e.actor.id, e.via])).toEqual(made.map(() => [t.editor.userId, "Planner bot"]));
  });

  it("names the token on a plan saved as a project, its tasks and its links", async () => {
    const t = await team();
    const token = await mint(t.owner, "Plan script");
    const planned = await json<{ plan: unknown }>(
      await withToken(token, "POST", "/api/ai/generate-plan", { idea: "Launch a community garden with raised beds and a tool shed" }),
    );
    const saved = await json<{ id: number }>(await withToken(token, "POST", "/api/projects/from-plan", { plan: planned.plan }));
    const page = await json<ActivityPage>(await api("GET", `/api/projects/${saved.id}/activity?limit=100`, { as: t.owner }));
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.some((e) => e.kind === "linked")).toBe(true);
    expect(page.items.filter((e) => e.via !== "Plan script").map((e) => e.kind)).toEqual([]);
  });
});
