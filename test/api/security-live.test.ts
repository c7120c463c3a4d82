import { describe, expect, it } from "vitest";
import { upgradeRequest } from "../../worker/board/sockets";
import { api, boardStub, type Caller, connect, eventually, json, newTask, openSocket, signIn, team } from "../board/support";
import { ORIGIN } from "../support/api";

// The live socket against membership changes that race its opening. The BoardRoom decides membership
// from its member mirror in the same turn as it registers the socket, so a removal or demotion
// committed before the upgrade reaches the board is in the mirror, and one committed after finds the
// socket (memberChanged). Here the upgrade is handed to the board directly, as the live route does.

async function openDirect(as: Caller, projectId: number) {
  const req = upgradeRequest(new Request(`${ORIGIN}/api/projects/${projectId}/live`), projectId, {
    userId: as.userId,
    name: "Racer",
    profileImageUrl: null,
  });
  return boardStub(projectId).fetch(req);
}

async function openWithRole(as: Caller, projectId: number) {
  const res = await openDirect(as, projectId);
  const ws = res.webSocket!;
  const messages: Array<Record<string, unknown>> = [];
  const state: { closed: { code: number } | null } = { closed: null };
  ws.addEventListener("message", (e) => messages.push(JSON.parse(e.data as string)));
  ws.addEventListener("close", (e) => {
    state.closed = { code: e.code };
  });
  ws.accept();
  return { ws, messages, state };
}

describe("live socket opened while membership changes", () => {
  it("refuses a socket whose user was removed before the board accepted it", async () => {
    const t = await team();
    await newTask(t.owner, t.projectId);
    const remove = await api("DELETE", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { as: t.owner });
    expect(remove.status).toBe(204);
    const res = await openDirect(t.viewer, t.projectId);
    expect(res.status).toBe(404);
    expect(res.webSocket).toBeNull();
  });

  it("holds a socket to the role its user has now, not the one read before a demotion", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const demote = await api("PATCH", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner, body: { role: "viewer" } });
    expect(demote.status).toBe(200);
    const s = await openWithRole(t.editor, t.projectId);
    s.ws.send(JSON.stringify({ type: "hello", lastVersion: null }));
    s.ws.send(JSON.stringify({ type: "update", requestId: "w1", id: task.id, patch: { name: "Written by a viewer" } }));
    const answer = await eventually(() => s.messages.find((m) => m.requestId === "w1"), "an answer to the write");
    expect(answer).toMatchObject({ type: "error", status: 403 });
    const tasks = await json(await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner }));
    expect(tasks[0].name).toBe(task.name);
    s.ws.close();
  });
});

describe("live socket after its session ends", () => {
  // "Sign out everywhere" is the button for a lost laptop: a socket that laptop had open must not
  // keep reading the board and writing to it with the revoked session.
  it("closes the user's sockets when they sign out everywhere", async () => {
    const t = await team();
    const laptop = await connect(t.editor, t.projectId);
    await laptop.next((m) => m.type === "snapshot");
    const phone = await signIn(t.editor.email);
    expect((await api("POST", "/api/auth/sign-out-everywhere", { as: phone })).status).toBe(204);
    await eventually(() => laptop.closed, "the revoked session's socket to close");
    expect(laptop.closed!.code).toBe(4401);
    // Someone else's socket on the same board stays open.
    const owner = await connect(t.owner, t.projectId);
    await owner.next((m) => m.type === "snapshot");
    expect(owner.closed).toBeNull();
    owner.close();
  });

  it("closes them on logout too, and the logged-out session cannot open another", async () => {
    const t = await team();
    const tab = await connect(t.viewer, t.projectId);
    await tab.next((m) => m.type === "snapshot");
    expect((await api("GET", "/api/logout", { as: t.viewer })).status).toBe(302);
    await eventually(() => tab.closed, "the logged-out session's socket to close");
    expect(tab.closed!.code).toBe(4401);
    expect((await openSocket(t.viewer, t.projectId)).status).toBe(401);
  });
});
