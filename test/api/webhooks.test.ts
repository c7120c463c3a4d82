import { runDurableObjectAlarm } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebhookPayload } from "../../core/schemas/webhook";
import { BACKOFF_SECONDS, DISABLED_ERROR, GIVE_UP_MS, sendPending } from "../../worker/webhooks/deliver";
import { URL_MESSAGES } from "../../worker/webhooks/url";
import { api, boardStub, type Caller, env, eventually, json, newTask, signIn, team, uniqueEmail } from "../board/support";

// Webhooks (issue 24): an owner subscribes a URL to a project's events; each event reaches it signed
// per Standard Webhooks (checked with the standardwebhooks package's own verify), in board order, and
// is retried with backoff until a day of failures turns the subscription off. The receiver is an
// outbound fetch stub, as the provider fakes are; the clock is moved by rewriting stored times.

interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const RECEIVER = "http://127.0.0.1:8787/hooks";
let received: Received[] = [];
/** What the receiver answers, in turn; the last one repeats. */
let answers: number[] = [204];
let hookSeq = 0;

beforeEach(() => {
  received = [];
  answers = [204];
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    if (!req.url.startsWith(RECEIVER)) return realFetch(input, init);
    received.push({ url: req.url, headers: Object.fromEntries(req.headers), body: await req.text() });
    const status = answers.length > 1 ? answers.shift()! : answers[0];
    return new Response(status === 204 ? null : "nope", { status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL_EVENTS = [
  "task.created",
  "task.updated",
  "task.deleted",
  "task.completed",
  "comment.added",
  "dependency.changed",
  "member.changed",
] as const;

async function subscribe(owner: Caller, projectId: number, events: readonly string[] = ALL_EVENTS) {
  const url = `${RECEIVER}/${++hookSeq}`;
  const res = await api("POST", `/api/projects/${projectId}/webhooks`, { as: owner, body: { url, events } });
  expect(res.status, await res.clone().text()).toBe(201);
  const created = await json<{ id: string; secret: string }>(res);
  return { ...created, url };
}

const at = (url: string) => received.filter((r) => r.url === url);
const payloadOf = (r: Received) => JSON.parse(r.body) as WebhookPayload;

/** Moves the board's outbox to D1 (its alarm would, a moment later) and sends what is due. */
async function pump(projectId: number, webhookId: string) {
  await runDurableObjectAlarm(boardStub(projectId));
  await sendPending(env, webhookId);
}

async function deliveries(webhookId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, message_id, type, status, attempts, next_attempt_at, response_status, error FROM webhook_deliveries WHERE webhook_id = ? ORDER BY seq",
  )
    .bind(webhookId)
    .all<{
      id: string;
      message_id: string;
      type: string;
      status: string;
      attempts: number;
      next_attempt_at: number;
      response_status: number | null;
      error: string | null;
    }>();
  return results;
}

const hookRow = (id: string) =>
  env.DB.prepare("SELECT disabled_at, failing_since FROM webhooks WHERE id = ?")
    .bind(id)
    .first<{ disabled_at: string | null; failing_since: number | null }>();

describe("webhooks", () => {
  it("sends every kind of event, signed per Standard Webhooks, in board order, and logs each delivery", async () => {
    const t = await team();
    const hook = await subscribe(t.owner, t.projectId);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hook.id).toMatch(/^wh_/);

    const a = await newTask(t.editor, t.projectId, { name: "Write the brief" });
    expect((await api("PATCH", `/api/tasks/${a.id}`, { as: t.editor, body: { name: "Write the short brief" } })).status).toBe(200);
    expect((await api("PATCH", `/api/tasks/${a.id}`, { as: t.editor, body: { status: "done" } })).status).toBe(200);
    expect((await api("POST", `/api/tasks/${a.id}/comments`, { as: t.viewer, body: { body: "Nice" } })).status).toBe(201);
    const b = await newTask(t.editor, t.projectId, { name: "Print it" });
    const link = await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.editor,
      body: { predecessorId: a.id, successorId: b.id },
    });
    expect(link.status).toBe(201);
    expect((await api("DELETE", `/api/tasks/${b.id}`, { as: t.editor })).status).toBe(204);
    const newcomer = await signIn(uniqueEmail("newcomer"));
    const added = await api("POST", `/api/projects/${t.projectId}/members`, {
      as: t.owner,
      body: { userId: newcomer.userId, role: "viewer" },
    });
    expect(added.status).toBe(201);

    const expected = [
      "task.created",
      "task.updated",
      "task.updated",
      "task.completed",
      "comment.added",
      "task.created",
      "dependency.changed",
      "dependency.changed",
      "task.deleted",
      "member.changed",
    ];
    await pump(t.projectId, hook.id);
    const got = (await eventually(() => (at(hook.url).length >= expected.length ? at(hook.url) : null), "all deliveries"))!;
    expect(got.map((r) => payloadOf(r).type)).toEqual(expected);

    // Each one verifies with the package's own verify, under the secret the create answered with.
    const verifier = new Webhook(hook.secret);
    for (const r of got) {
      expect(verifier.verify(r.body, r.headers)).toEqual(JSON.parse(r.body));
      expect(r.headers["content-type"]).toBe("application/json");
    }
    // Anything changed in a signed byte fails it.
    expect(() => verifier.verify(got[0].body.replace("Write", "Wrote"), got[0].headers)).toThrow();
    expect(() => new Webhook(`whsec_${btoa("another secret of enough length!")}`).verify(got[0].body, got[0].headers)).toThrow();

    // The payload carries the board version and the op; versions never go back.
    const payloads = got.map(payloadOf);
    expect(payloads[0].data).toMatchObject({ projectId: t.projectId, version: 1, actorId: t.editor.userId, op: { kind: "created" } });
    expect(payloads[0].data.op).toMatchObject({ task: { id: a.id, name: "Write the brief" } });
    expect(payloads[3].data).toMatchObject({ version: 3, op: { kind: "updated", task: { id: a.id, status: "done" } } });
    expect(payloads[4].data.op).toMatchObject({ kind: "comment.added", comment: { body: "Nice", taskId: a.id } });
    expect(payloads[8].data).toMatchObject({ op: { kind: "deleted", id: b.id } });
    expect(payloads[9].data).toMatchObject({ actorId: null, op: { kind: "member.changed", userId: newcomer.userId, role: "viewer" } });
    const versions = payloads.map((p) => p.data.version);
    expect([...versions].sort((x, y) => x - y)).toEqual(versions);
    // The updated and completed events of one change share its version and are two messages.
    expect(payloads[2].data.version).toBe(payloads[3].data.version);
    expect(new Set(got.map((r) => r.headers["webhook-id"])).size).toBe(expected.length);

    // The delivery log: newest first, with status codes and timings.
    const log = await api("GET", `/api/webhooks/${hook.id}/deliveries`, { as: t.owner });
    expect(log.status).toBe(200);
    const rows = await json<Array<Record<string, unknown>>>(log);
    expect(rows.map((r) => r.type)).toEqual([...expected].reverse());
    for (const row of rows) {
      expect(row).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 204, error: null, nextAttemptAt: null });
      expect(typeof row.durationMs).toBe("number");
    }
    expect(rows.map((r) => r.messageId)).toEqual(got.map((r) => r.headers["webhook-id"]).reverse());
  });

  it("sends label, status and custom field changes (issue 25), signed, after the task ops they made", async () => {
    const t = await team();
    const definitions = [
      "label.created",
      "label.updated",
      "label.deleted",
      "status.created",
      "status.updated",
      "status.deleted",
      "field.created",
      "field.updated",
      "field.deleted",
    ];
    const hook = await subscribe(t.owner, t.projectId, [...definitions, "task.updated"]);
    const other = await team();
    const theirs = await subscribe(other.owner, other.projectId, definitions);

    const labelRes = await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.editor, body: { name: "Bug", color: "red" } });
    expect(labelRes.status).toBe(201);
    const label = await json<{ id: string }>(labelRes);
    const task = await newTask(t.editor, t.projectId, { name: "Fix login", labelIds: [label.id] });
    expect((await api("PATCH", `/api/labels/${label.id}`, { as: t.editor, body: { name: "Defect" } })).status).toBe(200);
    // Deleting takes it off the task first: task.updated, then label.deleted.
    expect((await api("DELETE", `/api/labels/${label.id}`, { as: t.editor })).status).toBe(204);
    const statusRes = await api("POST", `/api/projects/${t.projectId}/statuses`, {
      as: t.editor,
      body: { name: "In review", category: "in-progress", color: "purple" },
    });
    expect(statusRes.status).toBe(201);
    const status = await json<{ id: string }>(statusRes);
    expect((await api("PATCH", `/api/statuses/${status.id}`, { as: t.editor, body: { name: "Review" } })).status).toBe(200);
    expect((await api("DELETE", `/api/statuses/${status.id}`, { as: t.editor })).status).toBe(204);
    const fieldRes = await api("POST", `/api/projects/${t.projectId}/fields`, { as: t.editor, body: { name: "Budget", type: "number" } });
    expect(fieldRes.status).toBe(201);
    const field = await json<{ id: string }>(fieldRes);
    expect((await api("PATCH", `/api/fields/${field.id}`, { as: t.editor, body: { name: "Cost" } })).status).toBe(200);
    expect((await api("DELETE", `/api/fields/${field.id}`, { as: t.editor })).status).toBe(204);

    const expected = [
      "label.created",
      "label.updated",
      "task.updated",
      "label.deleted",
      "status.created",
      "status.updated",
      "status.deleted",
      "field.created",
      "field.updated",
      "field.deleted",
    ];
    await pump(t.projectId, hook.id);
    const got = (await eventually(() => (at(hook.url).length >= expected.length ? at(hook.url) : null), "all deliveries"))!;
    const payloads = got.map(payloadOf);
    expect(payloads.map((p) => p.type)).toEqual(expected);
    const verifier = new Webhook(hook.secret);
    for (const r of got) expect(verifier.verify(r.body, r.headers)).toEqual(JSON.parse(r.body));
    expect(payloads[0].data).toMatchObject({
      projectId: t.projectId,
      actorId: t.editor.userId,
      op: { kind: "label.created", label: { id: label.id, name: "Bug" } },
    });
    expect(payloads[1].data.op).toMatchObject({ kind: "label.updated", label: { id: label.id, name: "Defect" } });
    expect(payloads[2].data.op).toMatchObject({ kind: "updated", task: { id: task.id, labelIds: [] } });
    expect(payloads[3].data.op).toEqual({ kind: "label.deleted", id: label.id });
    expect(payloads[5].data.op).toMatchObject({ kind: "status.updated", status: { id: status.id, name: "Review" } });
    expect(payloads[6].data.op).toEqual({ kind: "status.deleted", id: status.id, moveTo: null });
    expect(payloads[7].data.op).toMatchObject({ kind: "field.created", field: { id: field.id, name: "Budget" } });
    expect(payloads[9].data.op).toEqual({ kind: "field.deleted", id: field.id });
    const versions = payloads.map((p) => p.data.version);
    expect([...versions].sort((x, y) => x - y)).toEqual(versions);
    // The label.deleted event follows the task update the deletion made.
    expect(payloads[3].data.version).toBe(payloads[2].data.version);

    // Another project's subscription hears nothing of it.
    await pump(other.projectId, theirs.id);
    expect(at(theirs.url)).toEqual([]);
  });

  it("sends a subscription only the events it chose, and the list never shows the secret", async () => {
    const t = await team();
    const completed = await subscribe(t.owner, t.projectId, ["task.completed"]);
    const task = await newTask(t.owner, t.projectId, { name: "Ship" });
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Ship it" } });
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { status: "done" } });
    // Done again (a rename of a done task) is not a second completion.
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "Ship it now" } });
    await pump(t.projectId, completed.id);
    await eventually(() => at(completed.url).length === 1, "the completion");
    expect(payloadOf(at(completed.url)[0])).toMatchObject({ type: "task.completed", data: { op: { task: { name: "Ship it" } } } });
    expect((await deliveries(completed.id)).length).toBe(1);

    const list = await json<Array<Record<string, unknown>>>(await api("GET", `/api/projects/${t.projectId}/webhooks`, { as: t.owner }));
    expect(list).toEqual([
      {
        id: completed.id,
        projectId: t.projectId,
        url: completed.url,
        events: ["task.completed"],
        disabledAt: null,
        failingSince: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(completed.secret);

    // Deleted: gone from the list, and later events are not sent to it.
    expect((await api("DELETE", `/api/webhooks/${completed.id}`, { as: t.owner })).status).toBe(204);
    expect(await json(await api("GET", `/api/projects/${t.projectId}/webhooks`, { as: t.owner }))).toEqual([]);
    const other = await newTask(t.owner, t.projectId, { name: "Later" });
    await api("PATCH", `/api/tasks/${other.id}`, { as: t.owner, body: { status: "done" } });
    await runDurableObjectAlarm(boardStub(t.projectId));
    expect(await deliveries(completed.id)).toEqual([]);
    expect((await api("GET", `/api/webhooks/${completed.id}/deliveries`, { as: t.owner })).status).toBe(404);
  });

  it("retries a failed delivery with backoff, holding later events behind it, then sends them in order", async () => {
    const t = await team();
    const hook = await subscribe(t.owner, t.projectId, ["task.created"]);
    answers = [500];
    const first = await newTask(t.owner, t.projectId, { name: "First" });
    await newTask(t.owner, t.projectId, { name: "Second" });
    const before = Date.now();
    await pump(t.projectId, hook.id);
    let rows = (await eventually(async () => {
      const r = await deliveries(hook.id);
      return r.length === 2 && r[0].attempts === 1 ? r : null;
    }, "the first attempt"))!;
    expect(rows[0]).toMatchObject({ status: "pending", attempts: 1, response_status: 500, error: "The receiver answered 500." });
    expect(rows[0].next_attempt_at).toBeGreaterThanOrEqual(before + BACKOFF_SECONDS[0] * 1000);
    expect(rows[0].next_attempt_at).toBeLessThan(Date.now() + BACKOFF_SECONDS[0] * 1000 + 1000);
    // The second waits behind the first, never overtaking it.
    expect(rows[1]).toMatchObject({ status: "pending", attempts: 0 });
    expect(at(hook.url).map((r) => payloadOf(r).data.op)).toEqual([
      expect.objectContaining({ task: expect.objectContaining({ id: first.id }) }),
    ]);
    expect((await hookRow(hook.id))?.failing_since).toBeGreaterThanOrEqual(before);

    // The clock moves to the retry: it fails again and waits longer (5 s, then 5 min).
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?")
      .bind(Date.now() - 1, rows[0].id)
      .run();
    await sendPending(env, hook.id);
    rows = await deliveries(hook.id);
    expect(rows[0]).toMatchObject({ status: "pending", attempts: 2 });
    expect(rows[0].next_attempt_at).toBeGreaterThanOrEqual(Date.now() + BACKOFF_SECONDS[1] * 1000 - 2000);
    expect(rows[1].attempts).toBe(0);
    // Not due yet: nothing is sent.
    const sent = at(hook.url).length;
    await sendPending(env, hook.id);
    expect(at(hook.url).length).toBe(sent);

    // The receiver is back: the retry succeeds and the second follows, in order.
    answers = [204];
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?")
      .bind(Date.now() - 1, rows[0].id)
      .run();
    await sendPending(env, hook.id);
    rows = await deliveries(hook.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["delivered", 3],
      ["delivered", 1],
    ]);
    const names = at(hook.url).map((r) => (payloadOf(r).data.op as { task: { name: string } }).task.name);
    expect(names).toEqual(["First", "First", "First", "Second"]);
    // One message id per event: the retries repeat it, so a receiver can drop what it already has.
    expect(
      new Set(
        at(hook.url)
          .slice(0, 3)
          .map((r) => r.headers["webhook-id"]),
      ).size,
    ).toBe(1);
    expect((await hookRow(hook.id))?.failing_since).toBeNull();
  });

  it("turns a subscription off after a day of failures, tells its owners, and a redelivery turns it back on", async () => {
    const t = await team();
    const hook = await subscribe(t.owner, t.projectId, ["task.created"]);
    answers = [503];
    await newTask(t.owner, t.projectId, { name: "Doomed" });
    await newTask(t.owner, t.projectId, { name: "Waiting" });
    await pump(t.projectId, hook.id);
    const [head] = (await eventually(async () => {
      const r = await deliveries(hook.id);
      return r[0]?.attempts >= 1 ? r : null;
    }, "the first attempt"))!;

    // Still inside the day, the last retry is set no later than the day's end.
    const since = Date.now() - GIVE_UP_MS + 60_000;
    await env.DB.prepare("UPDATE webhooks SET failing_since = ? WHERE id = ?").bind(since, hook.id).run();
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?")
      .bind(Date.now() - 1, head.id)
      .run();
    await sendPending(env, hook.id);
    const retried = (await deliveries(hook.id))[0];
    expect(retried.status).toBe("pending");
    expect(retried.next_attempt_at).toBe(since + GIVE_UP_MS);
    expect((await hookRow(hook.id))?.disabled_at).toBeNull();

    // A day after the first failure, the last attempt fails: the subscription is turned off.
    await env.DB.prepare("UPDATE webhooks SET failing_since = ? WHERE id = ?")
      .bind(Date.now() - GIVE_UP_MS - 1, hook.id)
      .run();
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?")
      .bind(Date.now() - 1, head.id)
      .run();
    await sendPending(env, hook.id);
    const rows = await deliveries(hook.id);
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(rows[0].response_status).toBe(503);
    expect(rows[1].error).toBe(DISABLED_ERROR);
    const [listed] = await json<Array<{ disabledAt: string | null }>>(
      await api("GET", `/api/projects/${t.projectId}/webhooks`, { as: t.owner }),
    );
    expect(listed.disabledAt).not.toBeNull();

    // Its owners hear about it in the bell; the editor does not.
    const bell = async (as: Caller) =>
      (await json<{ items: Array<{ kind: string; title: string; url: string }> }>(await api("GET", "/api/notifications", { as }))).items;
    const [note] = (await bell(t.owner)).filter((n) => n.kind === "webhook");
    expect(note).toMatchObject({ title: "Webhook to 127.0.0.1:8787 turned off", url: `/projects/${t.projectId}?tab=overview#webhooks` });
    expect((await bell(t.editor)).filter((n) => n.kind === "webhook")).toEqual([]);

    // Turned off, it records nothing new.
    await newTask(t.owner, t.projectId, { name: "Unheard" });
    await runDurableObjectAlarm(boardStub(t.projectId));
    expect((await deliveries(hook.id)).length).toBe(2);

    // The owner fixes the receiver and redelivers: the subscription is on again and the event arrives
    // under its original webhook-id.
    answers = [204];
    const sentBefore = at(hook.url).length;
    const redo = await api("POST", `/api/webhooks/${hook.id}/deliveries/${rows[0].id}/redeliver`, { as: t.owner });
    expect(redo.status).toBe(202);
    const redone = await json<{ id: string; messageId: string; status: string }>(redo);
    expect(redone).toMatchObject({ messageId: rows[0].message_id, status: "pending" });
    expect(redone.id).not.toBe(rows[0].id);
    await sendPending(env, hook.id);
    await eventually(() => at(hook.url).length > sentBefore, "the redelivery");
    const last = at(hook.url).at(-1)!;
    expect(last.headers["webhook-id"]).toBe(rows[0].message_id);
    expect(new Webhook(hook.secret).verify(last.body, last.headers)).toMatchObject({ type: "task.created" });
    expect(await hookRow(hook.id)).toEqual({ disabled_at: null, failing_since: null });
    expect((await deliveries(hook.id)).at(-1)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("refuses URLs that are not https or point to a private, loopback or link-local address", async () => {
    const t = await team();
    const refused: Array<[string, string]> = [
      ["http://example.com/hook", URL_MESSAGES.https],
      ["ftp://example.com/hook", URL_MESSAGES.https],
      ["not a url", URL_MESSAGES.invalid],
      ["https://10.0.0.1/hook", URL_MESSAGES.privateAddress],
      ["https://0x0a000001/hook", URL_MESSAGES.privateAddress],
      ["https://167772161/hook", URL_MESSAGES.privateAddress],
      ["https://169.254.169.254/latest/meta-data", URL_MESSAGES.privateAddress],
      ["https://192.168.1.20/hook", URL_MESSAGES.privateAddress],
      ["https://[::1]/hook", URL_MESSAGES.privateAddress],
      ["https://[fe80::1]/hook", URL_MESSAGES.privateAddress],
      ["https://[fd12:3456::1]/hook", URL_MESSAGES.privateAddress],
      ["https://[::ffff:10.1.2.3]/hook", URL_MESSAGES.privateAddress],
      ["https://printer.local/hook", URL_MESSAGES.localName],
      ["https://intranet/hook", URL_MESSAGES.localName],
      ["https://user:pw@example.com/hook", URL_MESSAGES.credentials],
    ];
    for (const [url, message] of refused) {
      const res = await api("POST", `/api/projects/${t.projectId}/webhooks`, { as: t.owner, body: { url, events: ["task.created"] } });
      expect(res.status, url).toBe(400);
      expect((await json(res)).message, url).toBe(message);
    }
    // Development allows local receivers; a public https URL is fine anywhere.
    for (const url of ["http://127.0.0.1:8787/hooks/x", "http://localhost:3000/x", "https://hooks.example.com/kickoff"]) {
      const res = await api("POST", `/api/projects/${t.projectId}/webhooks`, { as: t.owner, body: { url, events: ["task.created"] } });
      expect(res.status, url).toBe(201);
    }
    const bad = await api("POST", `/api/projects/${t.projectId}/webhooks`, {
      as: t.owner,
      body: { url: "https://a.example.com", events: [] },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Choose at least one event.");
    const unknown = await api("POST", `/api/projects/${t.projectId}/webhooks`, {
      as: t.owner,
      body: { url: "https://a.example.com", events: ["task.exploded"] },
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toMatch(/^Unknown event\./);
  });

  it("lets only the project's owners manage webhooks; others in the project get 403, everyone else 404", async () => {
    const t = await team();
    const hook = await subscribe(t.owner, t.projectId, ["task.created"]);
    for (const who of [t.editor, t.viewer]) {
      const create = await api("POST", `/api/projects/${t.projectId}/webhooks`, {
        as: who,
        body: { url: "https://hooks.example.com/x", events: ["task.created"] },
      });
      expect(create.status).toBe(403);
      expect((await json(create)).message).toBe("Only project owners can do that.");
      expect((await api("GET", `/api/projects/${t.projectId}/webhooks`, { as: who })).status).toBe(403);
      expect((await api("GET", `/api/webhooks/${hook.id}/deliveries`, { as: who })).status).toBe(403);
      expect((await api("DELETE", `/api/webhooks/${hook.id}`, { as: who })).status).toBe(403);
    }
    const outsider = await api("GET", `/api/webhooks/${hook.id}/deliveries`, { as: t.outsider });
    expect(outsider.status).toBe(404);
    expect((await json(outsider)).message).toBe("Webhook not found");
    expect((await api("DELETE", `/api/webhooks/${hook.id}`, { as: t.outsider })).status).toBe(404);
    expect((await api("GET", `/api/projects/${t.projectId}/webhooks`, { as: t.outsider })).status).toBe(404);
    // Another project's owner cannot reach it either, nor redeliver its events.
    const stranger = await team();
    expect((await api("POST", `/api/webhooks/${hook.id}/deliveries/dlv_abc/redeliver`, { as: stranger.owner })).status).toBe(404);
    expect((await api("GET", "/api/webhooks/wh_nosuchhook/deliveries", { as: t.owner })).status).toBe(404);
    expect((await api("POST", `/api/webhooks/${hook.id}/deliveries/dlv_nosuch/redeliver`, { as: t.owner })).status).toBe(404);
    expect((await api("GET", "/api/webhooks/not-an-id/deliveries", { as: t.owner })).status).toBe(400);
    expect((await api("GET", `/api/webhooks/${hook.id}/deliveries`, { as: t.owner })).status).toBe(200);
  });
});
