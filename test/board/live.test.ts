import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { Task } from "../../core/schemas/task";
import { createBoardItems, memberChanged } from "../../worker/services/board";
import {
  addMember,
  api,
  applyOps,
  boardStub,
  connect,
  env,
  eventually,
  listTasks,
  newTask,
  signIn,
  socketUpdate,
  team,
  uniqueEmail,
} from "./support";

// The live board over WebSockets (core/schemas/board-protocol.ts): ops pushed in version order to
// every socket, catch-up on reconnect, presence, and the same validation and roles as HTTP.

type Op = Extract<ServerMessage, { type: "op" }>;
const isOp = (m: ServerMessage): m is Op => m.type === "op";

describe("live board", () => {
  it("two sockets see each other's changes, in order, whichever way they were made", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Shared" });
    const a = await connect(t.editor, t.projectId);
    const b = await connect(t.owner, t.projectId);
    const snapA = await a.next((m) => m.type === "snapshot");
    expect(snapA).toEqual({ type: "snapshot", version: 1, tasks: [task], dependencies: [] });
    await b.next((m) => m.type === "snapshot");

    // A writes over its socket: A gets the op then its ack; B gets the op.
    const ack = await socketUpdate(a, task.id, { name: "From A", version: 1 });
    expect(ack).toMatchObject({ type: "ack", task: { name: "From A", version: 2 } });
    const opAtB = await b.next<Op>((m) => isOp(m) && m.version === 2);
    expect(opAtB).toEqual({
      type: "op",
      version: 2,
      op: { kind: "updated", task: (ack as Extract<ServerMessage, { type: "ack" }>).task },
      actorId: t.editor.userId,
    });
    const opIdx = a.messages.findIndex((m) => isOp(m) && m.version === 2);
    const ackIdx = a.messages.findIndex((m) => m.type === "ack");
    expect(opIdx).toBeGreaterThan(-1);
    expect(opIdx).toBeLessThan(ackIdx);

    // B writes over HTTP: both sockets get it.
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { status: "done" } });
    const created = await newTask(t.owner, t.projectId, { name: "Second" });
    await api("DELETE", `/api/tasks/${created.id}`, { as: t.owner });
    for (const s of [a, b]) {
      await s.next((m) => isOp(m) && m.version === 5);
      const ops = s.messages.filter(isOp);
      expect(ops.map((m) => m.version)).toEqual([2, 3, 4, 5]);
      expect(ops.map((m) => m.op.kind)).toEqual(["updated", "updated", "created", "deleted"]);
      expect(ops[1].actorId).toBe(t.owner.userId);
    }
    a.close();
    b.close();
  });

  it("a reconnecting client gets exactly the ops it missed, in order; a new one a snapshot", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const s1 = await connect(t.editor, t.projectId);
    await s1.next((m) => m.type === "snapshot");
    s1.close();
    for (let i = 0; i < 5; i++) await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: `Edit ${i}` } });
    await newTask(t.owner, t.projectId, { name: "Added while away" });

    const back = await connect(t.editor, t.projectId, { lastVersion: 1 });
    await back.next((m) => isOp(m) && m.version === 7);
    const ops = back.messages.filter(isOp);
    expect(ops.map((m) => m.version)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(back.messages.some((m) => m.type === "snapshot")).toBe(false);
    const { tasks } = await listTasks(t.owner, t.projectId);
    const rebuilt = applyOps({ version: 1, tasks: new Map([[task.id, task]]) }, back.messages);
    expect(rebuilt.version).toBe(7);
    expect([...rebuilt.tasks.values()].sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [...tasks].sort((x, y) => x.id.localeCompare(y.id)),
    );

    // Up to date: nothing to send. Ahead of the board (another board's version): a snapshot.
    const current = await connect(t.editor, t.projectId, { lastVersion: 7 });
    const ahead = await connect(t.editor, t.projectId, { lastVersion: 70 });
    await ahead.next((m) => m.type === "snapshot");
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Live again" } });
    await current.next((m) => isOp(m) && m.version === 8);
    expect(current.messages.filter((m) => m.type === "op" || m.type === "snapshot").map((m) => (m as Op).version)).toEqual([8]);
    for (const s of [back, current, ahead]) s.close();
  });

  it("a client further behind than the event log gets a snapshot", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/projects", { as: ada, body: { name: "Big board" } });
    const projectId = ((await res.json()) as { id: number }).id;
    for (let batch = 0; batch < 3; batch++) {
      await createBoardItems(
        env,
        projectId,
        { id: ada.userId },
        Array.from({ length: 500 }, (_, i) => ({ name: `Item ${batch}-${i}` })),
      );
    }
    const stale = await connect(ada, projectId, { lastVersion: 3 });
    // A board this big comes in pages (issue 22), all at the same version: the last one completes it.
    type Snapshot = Extract<ServerMessage, { type: "snapshot" }>;
    await stale.next<Snapshot>((m) => m.type === "snapshot" && (m as Snapshot).part === (m as Snapshot).parts);
    const pages = stale.messages.filter((m): m is Snapshot => m.type === "snapshot");
    expect(pages.every((p) => p.version === 1500)).toBe(true);
    expect(pages.flatMap((p) => p.tasks)).toHaveLength(1500);
    const recent = await connect(ada, projectId, { lastVersion: 1490 });
    await recent.next((m) => isOp(m) && m.version === 1500);
    expect(recent.messages.filter(isOp)).toHaveLength(10);
    expect(recent.messages.some((m) => m.type === "snapshot")).toBe(false);
    stale.close();
    recent.close();
  });

  it("refuses a viewer's socket write with 403 and changes nothing", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Read only" });
    const viewer = await connect(t.viewer, t.projectId);
    await viewer.next((m) => m.type === "snapshot");
    const reply = await socketUpdate(viewer, task.id, { name: "Viewer was here" });
    expect(reply).toMatchObject({ type: "error", status: 403 });
    const { version, tasks } = await listTasks(t.owner, t.projectId);
    expect(version).toBe(1);
    expect(tasks).toEqual([task]);
    expect(viewer.messages.filter(isOp)).toEqual([]);
    viewer.close();
  });

  it("validates socket messages like HTTP input: 400 errors, nothing applied", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const s = await connect(t.editor, t.projectId);
    await s.next((m) => m.type === "snapshot");
    const bad: unknown[] = [
      "not json",
      { type: "shout" },
      { type: "hello" },
      { type: "hello", lastVersion: -1 },
      { type: "update", requestId: "x1", id: task.id, patch: { projectId: 5 } },
      { type: "update", requestId: "x2", id: task.id, patch: { status: "blocked" } },
      { type: "update", requestId: "x3", id: task.id, patch: { name: "ok" }, extra: 1 },
    ];
    for (const m of bad) {
      const from = s.messages.length;
      s.send(m);
      const err = await s.next((x) => x.type === "error", { from });
      expect(err, JSON.stringify(m)).toMatchObject({ type: "error", status: 400 });
    }
    const from = s.messages.length;
    s.ws.send(new Uint8Array([1, 2, 3]));
    expect(await s.next((x) => x.type === "error", { from })).toMatchObject({ status: 400 });
    expect(await socketUpdate(s, `${t.projectId}-aaaaaaaaaaaaaaaa`, { name: "ghost" })).toMatchObject({ type: "error", status: 404 });
    expect(await socketUpdate(s, task.id, { assigneeId: t.outsider.userId })).toMatchObject({ type: "error", status: 400 });
    const stale = await socketUpdate(s, task.id, { name: "late", version: 7 });
    expect(stale).toEqual({
      type: "error",
      requestId: stale.requestId,
      status: 409,
      message: "This task was changed by someone else.",
      task,
    });
    expect((await listTasks(t.owner, t.projectId)).tasks).toEqual([task]);
    expect(await socketUpdate(s, task.id, { assigneeId: t.viewer.userId })).toMatchObject({
      type: "ack",
      task: { assigneeId: t.viewer.userId },
    });
    s.close();
  });

  it("shows presence once per person and updates it when sockets close", async () => {
    const t = await team();
    const a1 = await connect(t.editor, t.projectId);
    const a2 = await connect(t.editor, t.projectId);
    const b = await connect(t.viewer, t.projectId);
    const both = (m: ServerMessage) => m.type === "presence" && m.users.length === 2;
    const seen = await a1.next<Extract<ServerMessage, { type: "presence" }>>(both);
    expect(seen.users.map((u) => u.id).sort()).toEqual([t.editor.userId, t.viewer.userId].sort());
    expect(seen.users[0]).toEqual({ id: expect.any(Number), name: expect.any(String), profileImageUrl: null });
    const from = b.messages.length;
    a1.close();
    a2.close();
    const alone = await b.next<Extract<ServerMessage, { type: "presence" }>>((m) => m.type === "presence" && m.users.length === 1, {
      from,
    });
    expect(alone.users[0].id).toBe(t.viewer.userId);
    b.close();
  });

  it("follows membership: a demoted editor's socket turns read-only, a removed member's socket closes", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const ed = await connect(t.editor, t.projectId);
    const watcher = await connect(t.owner, t.projectId);
    await ed.next((m) => m.type === "snapshot");
    expect(await socketUpdate(ed, task.id, { name: "Still editor" })).toMatchObject({ type: "ack" });
    await memberChanged(env, t.projectId, t.editor.userId, "viewer");
    expect(await socketUpdate(ed, task.id, { name: "Now viewer" })).toMatchObject({ type: "error", status: 403 });
    await memberChanged(env, t.projectId, t.editor.userId, null);
    await eventually(() => ed.closed, "the removed member's socket to close");
    expect(ed.closed!.code).toBe(4403);
    await watcher.next((m) => m.type === "presence" && m.users.length === 1 && m.users[0].id === t.owner.userId);
    watcher.close();
  });

  it("closes every socket with 4404 when the project is deleted", async () => {
    const t = await team();
    const s = await connect(t.viewer, t.projectId);
    await s.next((m) => m.type === "snapshot");
    expect((await api("DELETE", `/api/projects/${t.projectId}`, { as: t.owner })).status).toBe(204);
    await eventually(() => s.closed, "the socket to close");
    expect(s.closed!.code).toBe(4404);
  });

  it("answers ping with pong without waking the board, and keeps sockets across hibernation", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const s = await connect(t.editor, t.projectId);
    await s.next((m) => m.type === "snapshot");
    s.ws.send("ping");
    await eventually(() => s.raw.includes("pong"), "pong");
    await evictDurableObject(boardStub(t.projectId));
    // A fresh instance: the socket's user, role and hello state come back from its attachment.
    expect(await socketUpdate(s, task.id, { name: "After waking" })).toMatchObject({ type: "ack", task: { version: 2 } });
    await s.next((m) => isOp(m) && m.version === 2);
    s.close();
  });
});

describe("concurrency", () => {
  it("20 writers × 50 changes: every change lands once, versions go up by one, sockets converge", { timeout: 120_000 }, async () => {
    const t = await team();
    const writers = 20;
    const changes = 50;
    const items = await createBoardItems(
      env,
      t.projectId,
      { id: t.owner.userId },
      Array.from({ length: writers }, (_, i) => ({ name: `w${i}-start` })),
    );
    const observers = [await connect(t.owner, t.projectId), await connect(t.viewer, t.projectId)];
    for (const o of observers) await o.next((m) => m.type === "snapshot");
    // Half the writers use their own socket, half use HTTP; all edit at once.
    const writerSockets = await Promise.all(Array.from({ length: writers / 2 }, () => connect(t.editor, t.projectId, false)));
    const statuses = ["todo", "in-progress", "done"] as const;
    const run = async (w: number) => {
      const mine = items[w];
      for (let j = 0; j < changes; j++) {
        const neighbour = items[(w + j + 1) % writers].id;
        const patch: Record<string, unknown> = { name: `w${w}-${j}` };
        // Every fifth change also drags the card next to another writer's card, which may be moving too.
        if (j % 5 === 4) Object.assign(patch, { status: statuses[j % 3], position: { after: neighbour, before: null } });
        if (w % 2 === 0) {
          const reply = await socketUpdate(writerSockets[w / 2], mine.id, patch, 60_000);
          if (reply.type !== "ack") throw new Error(`socket write refused: ${JSON.stringify(reply)}`);
        } else {
          const res = await api("PATCH", `/api/tasks/${mine.id}`, { as: t.editor, body: patch });
          if (res.status !== 200) throw new Error(`HTTP write refused: ${res.status} ${await res.text()}`);
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, (_, w) => run(w)));

    const total = writers + writers * changes;
    const { version, tasks } = await listTasks(t.owner, t.projectId);
    expect(version).toBe(total);
    for (const [w, item] of items.entries()) {
      const now = tasks.find((x) => x.id === item.id)!;
      expect(now.name).toBe(`w${w}-${changes - 1}`);
      expect(now.version).toBe(changes + 1);
    }
    const states = [];
    for (const o of observers) {
      await o.next((m) => isOp(m) && m.version === total, { timeoutMs: 30_000 });
      const snap = o.messages.find((m) => m.type === "snapshot") as Extract<ServerMessage, { type: "snapshot" }>;
      // applyOps throws on any gap or repeat: versions strictly increase by one.
      const state = applyOps({ version: snap.version, tasks: new Map(snap.tasks.map((x) => [x.id, x])) }, o.messages.filter(isOp));
      expect(state.version).toBe(total);
      // Every accepted change is in the stream, in each writer's order.
      for (const [w, item] of items.entries()) {
        const names = o.messages
          .filter((m): m is Op => isOp(m) && m.op.kind === "updated" && m.op.task.id === item.id)
          .map((m) => (m.op as { task: Task }).task.name);
        expect(names).toEqual(Array.from({ length: changes }, (_, j) => `w${w}-${j}`));
      }
      states.push([...state.tasks.values()].sort((x, y) => x.id.localeCompare(y.id)));
    }
    expect(states[0]).toEqual(states[1]);
    expect(states[0]).toEqual([...tasks].sort((x, y) => x.id.localeCompare(y.id)));
    // The board's order is a total order of distinct keys per column.
    for (const status of statuses) {
      const keys = tasks.filter((x) => x.status === status).map((x) => x.order);
      expect([...keys].sort()).toEqual(keys);
    }
    for (const s of [...observers, ...writerSockets]) s.close();
  });

  it("no lost updates on one contended task: versioned writers retry on 409 and every increment counts", { timeout: 60_000 }, async () => {
    const t = await team();
    const counter = await newTask(t.owner, t.projectId, { name: "Counter", description: "0" });
    const writers = 8;
    const increments = 10;
    let conflicts = 0;
    const run = async () => {
      for (let i = 0; i < increments; i++) {
        for (;;) {
          const { tasks } = await listTasks(t.editor, t.projectId);
          const cur = tasks.find((x) => x.id === counter.id)!;
          const res = await api("PATCH", `/api/tasks/${counter.id}`, {
            as: t.editor,
            body: { description: String(Number(cur.description) + 1), version: cur.version },
          });
          if (res.status === 200) break;
          expect(res.status).toBe(409);
          conflicts++;
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, run));
    const { tasks } = await listTasks(t.owner, t.projectId);
    expect(tasks[0].description).toBe(String(writers * increments));
    expect(tasks[0].version).toBe(writers * increments + 1);
    // Sanity: the test did exercise contention.
    expect(conflicts).toBeGreaterThan(0);
  });
});

void addMember;
