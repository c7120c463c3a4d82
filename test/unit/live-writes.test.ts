import { beforeEach, describe, expect, it, vi } from "vitest";
import { LiveWriter, loadQueue, type QueuedWrite, TaskConflict, type WriterHooks } from "../../app/lib/live-writes";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// The browser's write queue (app/lib/live-writes.ts) against a scripted socket: order, one write in
// flight, the same request id on every resend, persistence across a reload, and what happens to
// answers nobody waits for any more.

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const KEY = "kickoff.board-queue.1.7";
const task = (over: Partial<Task> = {}): Task =>
  storedTask("7-aaaaaaaa", { projectId: 7, name: "Write the brief", isCompleted: false, ...over });

let rid = 0;
const update = (patch: Record<string, unknown>, base = task()): QueuedWrite => ({
  kind: "update",
  requestId: `r${++rid}`,
  taskId: base.id,
  taskName: base.name,
  patch: { ...patch, version: base.version },
  base,
});

function harness(open = true) {
  const sent: Array<Record<string, unknown>> = [];
  const events = { conflicts: [] as unknown[], failures: [] as Array<{ kind: string; message: string }>, applied: 0, stalled: 0 };
  const socket = { open };
  const hooks: WriterHooks = {
    send: (text) => {
      if (!socket.open) return false;
      sent.push(JSON.parse(text));
      return true;
    },
    changed: () => {},
    applied: () => void events.applied++,
    conflict: (_w, current) => void events.conflicts.push(current),
    failed: (w, _s, message) => void events.failures.push({ kind: w.kind, message }),
    stalled: () => void events.stalled++,
  };
  return { sent, events, socket, hooks };
}

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
});

describe("LiveWriter", () => {
  it("offline: resolves as queued at once, keeps the write across a reload, sends it once back online", async () => {
    const h = harness(false);
    const writer = new LiveWriter(KEY, h.hooks);
    const w = update({ name: "Offline edit" });
    await expect(writer.submit(w)).resolves.toMatchObject({ queued: true, task: { name: "Offline edit" } });
    expect(h.sent).toEqual([]);

    // Reload: a new writer reads the queue back from storage and sends it with the same request id.
    const after = harness(true);
    const reloaded = new LiveWriter(KEY, after.hooks);
    expect(reloaded.waiting.map((q) => q.requestId)).toEqual([w.requestId]);
    reloaded.connected();
    expect(after.sent).toEqual([{ type: "update", requestId: w.requestId, id: w.taskId, patch: { name: "Offline edit", version: 1 } }]);
    reloaded.answer({ type: "ack", requestId: w.requestId, task: task({ name: "Offline edit", version: 2 }) });
    expect(reloaded.waiting).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(after.events.applied).toBe(1);
  });

  it("sends one write at a time, in order, and resends the unanswered one with the same id after a reconnect", async () => {
    const h = harness(true);
    const writer = new LiveWriter(KEY, h.hooks);
    writer.connected();
    const a = update({ name: "A" });
    const b = update({ priority: "high" });
    const first = writer.submit(a);
    const second = writer.submit(b);
    expect(h.sent.map((m) => m.requestId)).toEqual([a.requestId]);
    // The socket drops before the answer: both callers stop waiting (queued), nothing is lost.
    writer.disconnected();
    await expect(first).resolves.toMatchObject({ queued: true });
    await expect(second).resolves.toMatchObject({ queued: true });
    writer.connected();
    expect(h.sent.map((m) => m.requestId)).toEqual([a.requestId, a.requestId]);
    writer.answer({ type: "ack", requestId: a.requestId, task: task({ name: "A", version: 2 }) });
    // B was based on version 1 like A; A (ours) made it 2, so B goes out on top of 2, not as a conflict.
    expect(h.sent[2]).toMatchObject({ requestId: b.requestId, patch: { priority: "high", version: 2 } });
  });

  it("a conflict or refusal of a write nobody waits for goes to the hooks, naming the action", async () => {
    const h = harness(false);
    const writer = new LiveWriter(KEY, h.hooks);
    const edit = update({ name: "Mine" });
    const del: QueuedWrite = { kind: "delete", requestId: "d1", taskId: "7-bbbbbbbb", taskName: "Old task" };
    await writer.submit(edit);
    await writer.submit(del);
    h.socket.open = true;
    writer.connected();
    const theirs = task({ name: "Theirs", version: 3 });
    writer.answer({
      type: "error",
      requestId: edit.requestId,
      status: 409,
      message: "This task was changed by someone else.",
      task: theirs,
    });
    expect(h.events.conflicts).toEqual([theirs]);
    writer.answer({ type: "error", requestId: "d1", status: 403, message: "You have read-only access to this project." });
    expect(h.events.failures).toEqual([{ kind: "delete", message: "You have read-only access to this project." }]);
    expect(writer.waiting).toEqual([]);
  });

  it("a caller still waiting gets the conflict itself; a failure of ours (5xx) is retried, not reported", async () => {
    vi.useFakeTimers();
    try {
      const h = harness(true);
      const writer = new LiveWriter(KEY, h.hooks);
      writer.connected();
      const edit = update({ name: "Mine" });
      const pending = writer.submit(edit);
      writer.answer({ type: "error", requestId: edit.requestId, status: 500, message: "Something went wrong on our side." });
      expect(writer.waiting).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(h.sent.map((m) => m.requestId)).toEqual([edit.requestId, edit.requestId]);
      writer.answer({ type: "error", requestId: edit.requestId, status: 409, message: "Changed", task: task({ version: 5 }) });
      await expect(pending).rejects.toBeInstanceOf(TaskConflict);
      expect(h.events.conflicts).toEqual([]);
      expect(h.events.failures).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an unanswered write makes the writer ask for a new socket", async () => {
    vi.useFakeTimers();
    try {
      const h = harness(true);
      const writer = new LiveWriter(KEY, h.hooks);
      writer.connected();
      void writer.submit(update({ name: "Lost" }));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(h.events.stalled).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("loadQueue", () => {
  it("keeps the good writes of a stored queue and drops the corrupt ones, in order", () => {
    const good = [update({ name: "First" }), { kind: "delete", requestId: "r-del", taskId: "7-bbbbbbbb", taskName: "Old" }];
    const stored = [
      good[0],
      { kind: "update", requestId: "r-bad", taskId: "7-aaaaaaaa", taskName: "X", patch: { name: 42 }, base: task() },
      { kind: "explode", requestId: "r-odd", taskId: "7-aaaaaaaa", taskName: "X" },
      { kind: "update", requestId: "r-nobase", taskId: "7-aaaaaaaa", taskName: "X", patch: {} },
      null,
      "text",
      good[1],
    ];
    localStorage.setItem(KEY, JSON.stringify(stored));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(loadQueue(KEY)).toEqual(good);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("5 of 7"));
    warn.mockRestore();
  });

  it("reads a queue that is not JSON, or not a list, as empty", () => {
    localStorage.setItem(KEY, "{not json");
    expect(loadQueue(KEY)).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify({ kind: "delete" }));
    expect(loadQueue(KEY)).toEqual([]);
    expect(loadQueue("kickoff.board-queue.none")).toEqual([]);
  });
});
