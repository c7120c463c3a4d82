import { runDurableObjectAlarm } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendPending } from "../../worker/webhooks/deliver";
import { SECRET_UNREADABLE, sealWebhookSecret, WEBHOOKS_NEED_KEY } from "../../worker/webhooks/secret";
import { createWebhook } from "../../worker/webhooks/service";
import { api, boardStub, type Caller, env, eventually, json, newTask, team } from "../board/support";

// Decision 141: a webhook's signing secret is sealed at rest under INTEGRATIONS_KEY, bound to its
// webhook. The receiver is an outbound fetch stub, as in webhooks.test.ts.

const RECEIVER = "http://127.0.0.1:8787/secret-hooks";
let received: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
let seq = 0;

beforeEach(() => {
  received = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    if (!req.url.startsWith(RECEIVER)) return realFetch(input, init);
    received.push({ url: req.url, headers: Object.fromEntries(req.headers), body: await req.text() });
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function subscribe(owner: Caller, projectId: number) {
  const url = `${RECEIVER}/${++seq}`;
  const res = await api("POST", `/api/projects/${projectId}/webhooks`, { as: owner, body: { url, events: ["task.created"] } });
  expect(res.status, await res.clone().text()).toBe(201);
  return { ...(await json<{ id: string; secret: string }>(res)), url };
}

const storedSecret = async (id: string) =>
  (await env.DB.prepare("SELECT secret FROM webhooks WHERE id = ?").bind(id).first<{ secret: string }>())?.secret;

const setStoredSecret = (id: string, secret: string) =>
  env.DB.prepare("UPDATE webhooks SET secret = ? WHERE id = ?").bind(secret, id).run();

const deliveryErrors = async (id: string) =>
  (
    await env.DB.prepare("SELECT status, error FROM webhook_deliveries WHERE webhook_id = ? ORDER BY seq")
      .bind(id)
      .all<{ status: string; error: string | null }>()
  ).results;

const at = (url: string) => received.filter((r) => r.url === url);

describe("a webhook's signing secret at rest", () => {
  it("is stored sealed, not as the secret shown at creation, and deliveries still verify with that secret", async () => {
    const t = await team();
    const hook = await subscribe(t.owner, t.projectId);
    const stored = await storedSecret(hook.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(hook.secret);
    expect(stored).not.toContain(hook.secret.slice("whsec_".length));

    await newTask(t.owner, t.projectId, { name: "Signed" });
    await runDurableObjectAlarm(boardStub(t.projectId));
    await sendPending(env, hook.id);
    const [got] = (await eventually(() => (at(hook.url).length > 0 ? at(hook.url) : null), "the delivery"))!;
    expect(new Webhook(hook.secret).verify(got.body, got.headers)).toMatchObject({ type: "task.created" });
  });

  it("copied onto another webhook's row does not open: its deliveries fail with a clear error, unsigned, never a throw", async () => {
    const t = await team();
    const a = await subscribe(t.owner, t.projectId);
    const b = await subscribe(t.owner, t.projectId);
    await setStoredSecret(b.id, (await storedSecret(a.id)) ?? "");

    await newTask(t.owner, t.projectId, { name: "Copied" });
    await runDurableObjectAlarm(boardStub(t.projectId));
    await sendPending(env, b.id);
    const tried = await eventually(async () => ((await deliveryErrors(b.id))[0]?.error ? deliveryErrors(b.id) : null), "b's attempt");
    expect(tried).toEqual([{ status: "pending", error: SECRET_UNREADABLE }]);
    expect(at(b.url)).toEqual([]);
    // The row it came from still signs with its own secret.
    await sendPending(env, a.id);
    const [got] = (await eventually(() => (at(a.url).length > 0 ? at(a.url) : null), "a's delivery"))!;
    expect(new Webhook(a.secret).verify(got.body, got.headers)).toMatchObject({ type: "task.created" });
  });

  it("stored plain by an older version signs as before and is sealed in its row on the way", async () => {
    const t = await team();
    const hook = await subscribe(t.owner, t.projectId);
    const plain = `whsec_${btoa("an older plain secret of 32 byte")}`;
    await setStoredSecret(hook.id, plain);

    await newTask(t.owner, t.projectId, { name: "Old row" });
    await runDurableObjectAlarm(boardStub(t.projectId));
    await sendPending(env, hook.id);
    const [got] = (await eventually(() => (at(hook.url).length > 0 ? at(hook.url) : null), "the delivery"))!;
    expect(new Webhook(plain).verify(got.body, got.headers)).toMatchObject({ type: "task.created" });
    const sealed = await storedSecret(hook.id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(plain.slice("whsec_".length));

    // Sealed, it still signs with the same secret.
    await newTask(t.owner, t.projectId, { name: "Old row, again" });
    await runDurableObjectAlarm(boardStub(t.projectId));
    await sendPending(env, hook.id);
    const second = (await eventually(() => (at(hook.url).length > 1 ? at(hook.url) : null), "the second delivery"))!;
    expect(new Webhook(plain).verify(second[1].body, second[1].headers)).toMatchObject({ type: "task.created" });
  });

  it("is not created without the key: 503 with a clear message, and no webhook is stored", async () => {
    const t = await team();
    const noKey = { ...env, INTEGRATIONS_KEY: "" };
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(sealWebhookSecret(noKey, "wh_x", "whsec_x")).rejects.toMatchObject({ status: 503, message: WEBHOOKS_NEED_KEY });
    await expect(
      createWebhook(noKey, t.projectId, t.owner.userId, { url: `${RECEIVER}/none`, events: ["task.created"] }),
    ).rejects.toMatchObject({ status: 503, message: WEBHOOKS_NEED_KEY });
    const list = await api("GET", `/api/projects/${t.projectId}/webhooks`, { as: t.owner });
    expect(await json(list)).toEqual([]);
  });
});
