import { describe, expect, it } from "vitest";
import type { ActivityPage } from "../../core/schemas/activity";
import type { Task } from "../../core/schemas/task";
import { KEY_IN_FLIGHT, KEY_REUSED } from "../../worker/http/idempotency";
import { api, type Caller, env, json, listTasks, newTask, team } from "../board/support";

// Issue 24: Idempotency-Key on POST, PATCH and DELETE. A replay (same key, same person) answers the
// first result and applies nothing; the key with another request is a 422.

const keyed = (key: string) => ({ "idempotency-key": key });

async function activityCount(as: Caller, projectId: number): Promise<number> {
  return (await json<ActivityPage>(await api("GET", `/api/projects/${projectId}/activity?limit=100`, { as }))).items.length;
}

describe("Idempotency-Key", () => {
  it("a replayed PATCH answers the first result and applies nothing", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Counted" });
    const key = crypto.randomUUID();
    const first = await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Renamed once" }, headers: keyed(key) });
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const { version } = await listTasks(t.owner, t.projectId);
    const events = await activityCount(t.owner, t.projectId);
    // Someone else changes the task meanwhile: a replay must not put the old name back.
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { name: "Changed by the editor" } });

    const again = await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Renamed once" }, headers: keyed(key) });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.text()).toBe(firstBody);
    const after = await listTasks(t.owner, t.projectId);
    expect(after.version).toBe(version + 1);
    expect(after.tasks.find((x) => x.id === task.id)?.name).toBe("Changed by the editor");
    expect(await activityCount(t.owner, t.projectId)).toBe(events + 1);
  });

  it("a replayed POST creates one task, and a replayed DELETE answers 204 again", async () => {
    const t = await team();
    const key = crypto.randomUUID();
    const body = { projectId: t.projectId, name: "Only once" };
    const a = await api("POST", "/api/tasks", { as: t.owner, body, headers: keyed(key) });
    const b = await api("POST", "/api/tasks", { as: t.owner, body, headers: keyed(key) });
    expect([a.status, b.status]).toEqual([201, 201]);
    const created = await json<Task>(a);
    expect((await json<Task>(b)).id).toBe(created.id);
    expect((await listTasks(t.owner, t.projectId)).tasks.filter((x) => x.name === "Only once")).toHaveLength(1);

    const del = crypto.randomUUID();
    expect((await api("DELETE", `/api/tasks/${created.id}`, { as: t.owner, headers: keyed(del) })).status).toBe(204);
    const replay = await api("DELETE", `/api/tasks/${created.id}`, { as: t.owner, headers: keyed(del) });
    expect([replay.status, replay.headers.get("Idempotent-Replayed")]).toEqual([204, "true"]);
    // Without the key, the second delete is what it is: the task is gone.
    expect((await api("DELETE", `/api/tasks/${created.id}`, { as: t.owner })).status).toBe(404);
  });

  it("a replayed batch answers the first (large) result byte for byte, kept compressed, and creates nothing", async () => {
    const t = await team();
    const key = crypto.randomUUID();
    const operations = Array.from({ length: 60 }, (_, i) => ({ op: "create", task: { name: `Batch item ${i + 1}` } }));
    const path = `/api/projects/${t.projectId}/tasks/batch`;
    const first = await api("POST", path, { as: t.owner, body: { operations }, headers: keyed(key) });
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const kept = await env.DB.prepare("SELECT body FROM idempotency_keys WHERE user_id = ? AND key = ?")
      .bind(t.owner.userId, key)
      .first<{ body: string }>();
    // Decision 144: a large answer is kept gzipped (base64 behind a prefix), a fraction of its size.
    expect(kept?.body.startsWith("gzip:")).toBe(true);
    expect(kept?.body.length).toBeLessThan(firstBody.length / 3);

    const again = await api("POST", path, { as: t.owner, body: { operations }, headers: keyed(key) });
    expect([again.status, again.headers.get("Idempotent-Replayed"), again.headers.get("content-type")]).toEqual([
      200,
      "true",
      "application/json",
    ]);
    expect(await again.text()).toBe(firstBody);
    expect((await listTasks(t.owner, t.projectId)).tasks.filter((x) => x.name.startsWith("Batch item "))).toHaveLength(60);
  });

  it("the same key with another body is a 422, and applies nothing", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Original" });
    const key = crypto.randomUUID();
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "First" }, headers: keyed(key) })).status).toBe(200);
    const other = await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Second" }, headers: keyed(key) });
    expect([other.status, (await json(other)).message]).toEqual([422, KEY_REUSED]);
    expect((await listTasks(t.owner, t.projectId)).tasks.find((x) => x.id === task.id)?.name).toBe("First");
  });

  it("keys are each person's own, a refusal is replayed too, and a bad key is a 400", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Shared key" });
    const key = "same-key-for-two-people";
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Owner's" }, headers: keyed(key) })).status).toBe(200);
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { name: "Editor's" }, headers: keyed(key) })).status).toBe(
      200,
    );
    expect((await listTasks(t.owner, t.projectId)).tasks.find((x) => x.id === task.id)?.name).toBe("Editor's");

    const refusedKey = crypto.randomUUID();
    const refused = await api("PATCH", `/api/tasks/${task.id}`, { as: t.viewer, body: { name: "Viewer" }, headers: keyed(refusedKey) });
    const replayed = await api("PATCH", `/api/tasks/${task.id}`, { as: t.viewer, body: { name: "Viewer" }, headers: keyed(refusedKey) });
    expect([refused.status, replayed.status, replayed.headers.get("Idempotent-Replayed")]).toEqual([403, 403, "true"]);

    const bad = await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "x" }, headers: keyed("has space") });
    expect([bad.status, (await json(bad)).message]).toEqual([400, "Idempotency-Key must be 1 to 255 visible ASCII characters."]);
  });

  it("a retry while the first is still running is a 409", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "In flight" });
    const key = crypto.randomUUID();
    const body = JSON.stringify({ name: "Pending" });
    const { hashToken } = await import("../../worker/auth/tokens");
    // The first request's claim, as it stands while its handler runs.
    const fingerprint = hashToken(`PATCH /api/tasks/${task.id}?\n${body}`);
    await env.DB.prepare(
      "INSERT INTO idempotency_keys (user_id, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, NULL, NULL, ?)",
    )
      .bind(t.owner.userId, key, fingerprint, Date.now())
      .run();
    const res = await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, rawBody: body, headers: keyed(key) });
    expect([res.status, (await json(res)).message]).toEqual([409, KEY_IN_FLIGHT]);
    expect((await listTasks(t.owner, t.projectId)).tasks.find((x) => x.id === task.id)?.name).toBe("In flight");
  });
});
