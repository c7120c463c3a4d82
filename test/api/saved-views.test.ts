import { describe, expect, it } from "vitest";
import type { SavedView } from "../../core/schemas/saved-view";
import { api, type Caller, json, team } from "../board/support";

// Issue 25: saved views per project, personal or shared with the team.

const viewsOf = (projectId: number) => `/api/projects/${projectId}/views`;
const QUERY = {
  text: "launch",
  filters: [{ key: "status", op: "isNot", value: ["done"] }],
  groupBy: "assignee",
  sort: [{ key: "dueDate", dir: "asc" }],
};

async function save(as: Caller, projectId: number, body: Record<string, unknown>): Promise<SavedView> {
  const res = await api("POST", viewsOf(projectId), { as, body });
  if (res.status !== 201) throw new Error(`view: ${res.status} ${await res.text()}`);
  return json<SavedView>(res);
}
const names = async (as: Caller, projectId: number) =>
  (await json<SavedView[]>(await api("GET", viewsOf(projectId), { as }))).map((v) => v.name);

describe("saved views", () => {
  it("keeps personal views to their creator and shows shared ones to every member", async () => {
    const t = await team();
    const mine = await save(t.editor, t.projectId, { name: "My open work", query: QUERY });
    expect(mine).toMatchObject({ name: "My open work", shared: false, createdBy: t.editor.userId, query: QUERY });
    await save(t.editor, t.projectId, { name: "Team board", shared: true, query: { groupBy: "status" } });
    await save(t.viewer, t.projectId, { name: "Viewer's own", query: {} });

    expect(await names(t.editor, t.projectId)).toEqual(["My open work", "Team board"]);
    expect(await names(t.viewer, t.projectId)).toEqual(["Team board", "Viewer's own"]);
    expect(await names(t.owner, t.projectId)).toEqual(["Team board"]);
    // Another tenant: nothing, and someone else's personal view is as missing as a deleted one.
    expect((await api("GET", viewsOf(t.projectId), { as: t.outsider })).status).toBe(404);
    expect((await api("PATCH", `/api/views/${mine.id}`, { as: t.outsider, body: { name: "x" } })).status).toBe(404);
    expect((await api("PATCH", `/api/views/${mine.id}`, { as: t.owner, body: { name: "x" } })).status).toBe(404);
    expect((await api("DELETE", `/api/views/${mine.id}`, { as: t.viewer })).status).toBe(404);
  });

  it("lets only the creator or an owner change a shared view, and only editors share", async () => {
    const t = await team();
    const shared = await save(t.editor, t.projectId, { name: "Team board", shared: true, query: {} });
    const byViewer = await api("PATCH", `/api/views/${shared.id}`, { as: t.viewer, body: { name: "Mine now" } });
    expect(byViewer.status).toBe(403);
    expect((await json(byViewer)).message).toBe("Only the view's creator or a project owner can change it.");
    const renamed = await api("PATCH", `/api/views/${shared.id}`, {
      as: t.owner,
      body: { name: "Sprint board", query: { groupBy: "priority" } },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: "Sprint board", query: { groupBy: "priority", filters: [], sort: [], text: "" } });

    const share = await api("POST", viewsOf(t.projectId), { as: t.viewer, body: { name: "For all", shared: true, query: {} } });
    expect(share.status).toBe(403);
    const own = await save(t.viewer, t.projectId, { name: "For me", query: {} });
    expect((await api("PATCH", `/api/views/${own.id}`, { as: t.viewer, body: { shared: true } })).status).toBe(403);
    expect((await api("PATCH", `/api/views/${own.id}`, { as: t.viewer, body: { name: "Still mine" } })).status).toBe(200);

    expect((await api("DELETE", `/api/views/${shared.id}`, { as: t.editor })).status).toBe(204);
    expect(await names(t.owner, t.projectId)).toEqual([]);
  });

  it("refuses a malformed view with a clear message", async () => {
    const t = await team();
    const bad = async (body: unknown) => {
      const res = await api("POST", viewsOf(t.projectId), { as: t.editor, body });
      return [res.status, (await json(res)).message as string];
    };
    expect(await bad({ name: "", query: {} })).toEqual([400, expect.stringContaining("view name")]);
    expect((await bad({ name: "X", query: { filters: [{ key: "colour", op: "is" }] } }))[0]).toBe(400);
    expect((await bad({ name: "X", query: { filters: [{ key: "status", op: "resembles" }] } }))[0]).toBe(400);
    expect((await bad({ name: "X", query: { sort: [1, 2, 3, 4].map(() => ({ key: "name" })) } }))[1]).toContain("at most 3");
  });
});
