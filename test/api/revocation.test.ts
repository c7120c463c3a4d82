import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_RECHECK_MS } from "../../worker/auth/session-cache";
import { api, type Caller, connect, eventually, newTask, signIn, team } from "../board/support";

// Sessions are checked against D1 at most every SESSION_RECHECK_MS per isolate, and board writes read
// nothing from D1 (docs/decisions/007, 008). Revocation must still bite: at once on sockets, at once
// on HTTP where the revocation happened, and within the stated bound everywhere else.

const patch = (as: Caller, taskId: string, name: string) => api("PATCH", `/api/tasks/${taskId}`, { as, body: { name } });

describe("revocation", () => {
  it("sign out: the session is refused at once on HTTP, and its sockets close", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    expect((await patch(t.editor, task.id, "Before")).status).toBe(200);
    const tab = await connect(t.editor, t.projectId);
    await tab.next((m) => m.type === "snapshot");
    expect((await api("GET", "/api/logout", { as: t.editor })).status).toBe(302);
    expect((await patch(t.editor, task.id, "After sign-out")).status).toBe(401);
    await eventually(() => tab.closed, "the socket to close");
    expect(tab.closed!.code).toBe(4401);
  });

  it("sign out everywhere: every other session is refused at once, its sockets close", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const laptop = t.editor;
    expect((await patch(laptop, task.id, "From the laptop")).status).toBe(200);
    const socket = await connect(laptop, t.projectId);
    await socket.next((m) => m.type === "snapshot");
    const phone = await signIn(laptop.email);
    expect((await api("POST", "/api/auth/sign-out-everywhere", { as: phone })).status).toBe(204);
    expect((await patch(laptop, task.id, "Lost laptop")).status).toBe(401);
    expect((await api("GET", "/api/auth/user", { as: laptop })).status).toBe(401);
    await eventually(() => socket.closed, "the socket to close");
    expect(socket.closed!.code).toBe(4401);
  });

  it("removal from the project: refused at once on HTTP (404) and on the socket (closed)", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const socket = await connect(t.editor, t.projectId);
    await socket.next((m) => m.type === "snapshot");
    expect((await patch(t.editor, task.id, "Still in")).status).toBe(200);
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(204);
    expect((await patch(t.editor, task.id, "Removed")).status).toBe(404);
    expect((await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.editor })).status).toBe(404);
    await eventually(() => socket.closed, "the socket to close");
    expect(socket.closed!.code).toBe(4403);
  });

  it("a removal that reached D1 but not the board is closed by the owner's retry", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    // As if the removal had committed and its push to the board had then failed: only D1 knows.
    await env.DB.prepare("DELETE FROM project_members WHERE project_id = ? AND user_id = ?").bind(t.projectId, t.editor.userId).run();
    expect((await patch(t.editor, task.id, "The board still knows me")).status).toBe(200);
    // The owner sees the removal fail and tries again: nothing left to delete, but the board is told.
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(404);
    expect((await patch(t.editor, task.id, "Removed for good")).status).toBe(404);
  });

  it("a session revoked elsewhere (another isolate: only the D1 row goes) is refused within the stated bound", async () => {
    const caller = await signIn(`elsewhere.${Date.now()}@example.com`);
    expect((await api("GET", "/api/auth/user", { as: caller })).status).toBe(200);
    await env.DB.prepare("DELETE FROM sessions WHERE user_id = ?").bind(caller.userId).run();
    const revokedAt = Date.now();
    // Within the bound the cached check may still answer; past it, D1 is asked again.
    await new Promise((r) => setTimeout(r, SESSION_RECHECK_MS + 50));
    expect((await api("GET", "/api/auth/user", { as: caller })).status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(SESSION_RECHECK_MS + 2_000);
  });
});

describe("D1 on the hot path", () => {
  it("a board write over HTTP makes no D1 query (role, assignee and version come from the board)", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    for (let i = 0; i < 3; i++) {
      const res = await api("PATCH", `/api/tasks/${task.id}`, {
        as: t.editor,
        body: { name: `Edit ${i}`, assigneeId: t.viewer.userId },
        headers: { "x-count-queries": "1" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-d1-queries")).toBe("0");
    }
  });
});
