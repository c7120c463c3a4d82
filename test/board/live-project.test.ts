import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { ProjectView } from "../../core/schemas/project";
import { api, type Caller, connect, json, listTasks, newTask, socketUpdate, type TestSocket, team } from "./support";

// Project details and the viewer's own role over the live socket (core/schemas/board-protocol.ts):
// pushed after a change and after every hello, outside the board's versions and event log.

type ProjectMessage = Extract<ServerMessage, { type: "project" }>;
type RoleMessage = Extract<ServerMessage, { type: "role" }>;
const isProject = (m: ServerMessage): m is ProjectMessage => m.type === "project";
const isRole = (m: ServerMessage): m is RoleMessage => m.type === "role";
const isBoardChange = (m: ServerMessage) => m.type === "op" || m.type === "snapshot";

const patchProject = (as: Caller, projectId: number, body: Record<string, unknown>) =>
  api("PATCH", `/api/projects/${projectId}`, { as, body });

/** A socket that has said hello and received its catch-up (snapshot, role, project). */
async function ready(socket: Promise<TestSocket>): Promise<TestSocket> {
  const s = await socket;
  await s.next(isProject);
  return s;
}

describe("live project details", () => {
  it("a PATCH by one member reaches the others as a project message, without a board version", async () => {
    const t = await team();
    await newTask(t.owner, t.projectId);
    const before = await listTasks(t.owner, t.projectId);
    const viewer = await ready(connect(t.viewer, t.projectId));
    const editor = await ready(connect(t.editor, t.projectId));
    const from = { viewer: viewer.messages.length, editor: editor.messages.length };

    const change = {
      name: "Renamed live",
      description: "New words",
      dueDate: "2031-05-06",
      status: "on-hold",
      icon: "globe",
      iconBg: "purple",
    };
    const res = await patchProject(t.owner, t.projectId, change);
    expect(res.status).toBe(200);
    const saved = await json<ProjectView>(res);

    for (const [s, start] of [
      [viewer, from.viewer],
      [editor, from.editor],
    ] as const) {
      const msg = await s.next<ProjectMessage>(isProject, { from: start });
      expect(msg.project).toMatchObject(change);
      // Everyone's copy: the same details the saver got back, and nobody's role in it.
      const { role: _role, ...shared } = saved;
      expect(msg.project).toEqual(shared);
      expect(msg).not.toHaveProperty("project.role");
    }

    // Not a board op: no op broadcast, board version unchanged, nothing for a client at that version.
    const after = await listTasks(t.owner, t.projectId);
    expect(after.version).toBe(before.version);
    expect(viewer.messages.slice(from.viewer).filter(isBoardChange)).toEqual([]);
    const current = await connect(t.viewer, t.projectId, { lastVersion: after.version });
    const caughtUp = await current.next<ProjectMessage>(isProject);
    expect(caughtUp.project.name).toBe("Renamed live");
    expect(current.messages.filter(isBoardChange)).toEqual([]);
    for (const s of [viewer, editor, current]) s.close();
  });

  it("a client that says hello gets the current details and its role, even if it missed the change", async () => {
    const t = await team();
    const quiet = await connect(t.viewer, t.projectId, false);
    expect((await patchProject(t.owner, t.projectId, { name: "Changed before hello" })).status).toBe(200);
    // Not synced yet: no push before its hello, then the current details right after it.
    await new Promise((r) => setTimeout(r, 50));
    expect(quiet.messages.filter(isProject)).toEqual([]);
    quiet.send({ type: "hello", lastVersion: 0 });
    const project = await quiet.next<ProjectMessage>(isProject);
    expect(project.project).toMatchObject({ id: t.projectId, name: "Changed before hello" });
    expect(await quiet.next<RoleMessage>(isRole)).toEqual({ type: "role", role: "viewer" });
    quiet.close();
  });

  it("quick successive changes leave every socket on the final details", async () => {
    const t = await team();
    const sockets = [await ready(connect(t.viewer, t.projectId)), await ready(connect(t.owner, t.projectId))];
    const names = Array.from({ length: 8 }, (_, i) => `Rapid rename ${i}`);
    const results = await Promise.all(
      names.map((name, i) => patchProject(i % 2 ? t.owner : t.editor, t.projectId, { name, description: `d${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(names.map(() => 200));
    const final = await json<ProjectView>(await api("GET", `/api/projects/${t.projectId}`, { as: t.owner }));
    for (const s of sockets) {
      // The last project message each socket gets is the state D1 ended with.
      await s.next((m) => isProject(m) && m.project.updatedAt === final.updatedAt && m.project.name === final.name);
      await new Promise((r) => setTimeout(r, 50));
      const pushed = s.messages.filter(isProject);
      expect(pushed.at(-1)!.project).toMatchObject({ name: final.name, description: final.description, updatedAt: final.updatedAt });
      // Never older than what came before it.
      const stamps = pushed.map((m) => m.project.updatedAt);
      expect([...stamps].sort()).toEqual(stamps);
    }
    for (const s of sockets) s.close();
  });

  it("ignores project and role messages sent by a client: 400, no privilege, no broadcast", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const viewer = await ready(connect(t.viewer, t.projectId));
    const watcher = await ready(connect(t.owner, t.projectId));
    const watched = watcher.messages.length;
    for (const m of [
      { type: "role", role: "owner" },
      { type: "project", project: { id: t.projectId, name: "Hijacked" } },
    ]) {
      const from = viewer.messages.length;
      viewer.send(m);
      expect(await viewer.next((x) => x.type === "error", { from })).toMatchObject({ type: "error", status: 400 });
    }
    expect(await socketUpdate(viewer, task.id, { name: "Viewer was here" })).toMatchObject({ type: "error", status: 403 });
    const project = await json<ProjectView>(await api("GET", `/api/projects/${t.projectId}`, { as: t.owner }));
    expect(project.name).toBe("Board project");
    expect(watcher.messages.slice(watched).filter((m) => isProject(m) || isRole(m))).toEqual([]);
    viewer.close();
    watcher.close();
  });

  it("a refused PATCH pushes nothing", async () => {
    const t = await team();
    const watcher = await ready(connect(t.owner, t.projectId));
    const from = watcher.messages.length;
    expect((await patchProject(t.viewer, t.projectId, { name: "Viewer rename" })).status).toBe(403);
    expect((await patchProject(t.outsider, t.projectId, { name: "Outsider rename" })).status).toBe(404);
    expect((await patchProject(t.owner, t.projectId, { name: "x" })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 50));
    expect(watcher.messages.slice(from).filter(isProject)).toEqual([]);
    watcher.close();
  });
});

describe("live role", () => {
  it("a viewer promoted by an owner is told at once and can then write over the same socket", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const viewer = await ready(connect(t.viewer, t.projectId));
    const owner = await ready(connect(t.owner, t.projectId));
    expect(viewer.messages.filter(isRole)).toEqual([{ type: "role", role: "viewer" }]);
    expect(await socketUpdate(viewer, task.id, { name: "Before promotion" })).toMatchObject({ type: "error", status: 403 });

    const ownerFrom = owner.messages.length;
    let from = viewer.messages.length;
    const promoted = await api("PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, {
      as: t.owner,
      body: { role: "editor" },
    });
    expect(promoted.status).toBe(200);
    expect(await viewer.next(isRole, { from })).toEqual({ type: "role", role: "editor" });
    expect(await socketUpdate(viewer, task.id, { name: "After promotion" })).toMatchObject({
      type: "ack",
      task: { name: "After promotion", version: 2 },
    });

    // And back down: told again, and refused again.
    from = viewer.messages.length;
    const demoted = await api("PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, {
      as: t.owner,
      body: { role: "viewer" },
    });
    expect(demoted.status).toBe(200);
    expect(await viewer.next(isRole, { from })).toEqual({ type: "role", role: "viewer" });
    expect(await socketUpdate(viewer, task.id, { name: "Demoted again" })).toMatchObject({ type: "error", status: 403 });

    // Only the member concerned hears about their role.
    expect(owner.messages.slice(ownerFrom).filter(isRole)).toEqual([]);
    viewer.close();
    owner.close();
  });

  it("a reconnecting client learns the role it has now", async () => {
    const t = await team();
    expect(
      (await api("PATCH", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner, body: { role: "viewer" } })).status,
    ).toBe(200);
    const back = await ready(connect(t.editor, t.projectId, { lastVersion: 0 }));
    expect(back.messages.filter(isRole)).toEqual([{ type: "role", role: "viewer" }]);
    back.close();
  });
});
