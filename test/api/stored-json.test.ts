import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SavedView } from "../../core/schemas/saved-view";
import { TOKEN_RECHECK_MS } from "../../worker/auth/token-cache";
import { team } from "../board/support";
import { api, json, ORIGIN } from "../support/api";

// Issue 23, decision 123: JSON read back from D1 is parsed with its schema, not cast. A stored value
// that does not fit is logged and then either leaves its row out of a list or answers a clear error,
// never a 500 with a stack and never a made-up value.

const CLEAR = /^Kickoff could not read a stored .+ value\. It was logged; please tell support\.$/;

describe("JSON columns that no longer fit their schema", () => {
  it("leaves a saved view with a broken query out of the list, and answers the clear error for the view itself", async () => {
    const t = await team();
    const save = (name: string) =>
      api("POST", `/api/projects/${t.projectId}/views`, { as: t.owner, body: { name, shared: true, query: {} } });
    const good = await json<SavedView>(await save("Good"));
    const broken = await json<SavedView>(await save("Broken"));
    await env.DB.prepare("UPDATE saved_views SET query = ? WHERE id = ?").bind('{"filters":"not a list"}', broken.id).run();

    const list = await api("GET", `/api/projects/${t.projectId}/views`, { as: t.owner });
    expect(list.status).toBe(200);
    expect((await json<SavedView[]>(list)).map((v) => v.id)).toEqual([good.id]);

    const renamed = await api("PATCH", `/api/views/${broken.id}`, { as: t.owner, body: { name: "Renamed" } });
    expect(renamed.status).toBe(500);
    const body = await json<{ message: string; stack?: unknown }>(renamed);
    expect(body.message).toMatch(CLEAR);
    expect(JSON.stringify(body)).not.toContain(" at ");
  });

  it("refuses an API token whose stored scopes do not read, rather than reading them as no limit", async () => {
    const t = await team();
    const minted = await api("POST", "/api/tokens", { as: t.owner, body: { name: "Script", scopes: ["read"] } });
    expect(minted.status).toBe(201);
    const { id, token } = await json<{ id: number; token: string }>(minted);
    const call = () => SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(200);

    await env.DB.prepare("UPDATE api_tokens SET scopes = ? WHERE id = ?").bind("not json", id).run();
    // The row as first read is trusted for TOKEN_RECHECK_MS (decision 159); the next check reads this one.
    await new Promise((r) => setTimeout(r, TOKEN_RECHECK_MS + 50));
    const refused = await call();
    expect(refused.status).toBe(500);
    expect((await json<{ message: string }>(refused)).message).toMatch(CLEAR);
  });

  it("leaves a webhook with broken events out of the list", async () => {
    const t = await team();
    const add = () =>
      api("POST", `/api/projects/${t.projectId}/webhooks`, {
        as: t.owner,
        body: { url: "http://127.0.0.1:8787/hooks/stored-json", events: ["task.created"] },
      });
    const first = await add();
    expect(first.status).toBe(201);
    const { id: brokenId } = await json<{ id: string }>(first);
    const { id: goodId } = await json<{ id: string }>(await add());
    await env.DB.prepare("UPDATE webhooks SET events = ? WHERE id = ?").bind('["no.such.event"]', brokenId).run();

    const list = await api("GET", `/api/projects/${t.projectId}/webhooks`, { as: t.owner });
    expect(list.status).toBe(200);
    expect((await json<Array<{ id: string }>>(list)).map((w) => w.id)).toEqual([goodId]);
  });

  it("answers the clear error for a member's capacity whose stored weekdays do not read", async () => {
    const t = await team();
    const saved = await api("PUT", `/api/projects/${t.projectId}/capacity`, {
      as: t.owner,
      body: { members: [{ userId: t.owner.userId, weeklyHours: 32, offWeekdays: ["fri"] }] },
    });
    expect(saved.status).toBe(200);
    await env.DB.prepare("UPDATE member_capacities SET off_weekdays = ? WHERE project_id = ?").bind('["sun"]', t.projectId).run();

    const read = await api("GET", `/api/projects/${t.projectId}/capacity`, { as: t.owner });
    expect(read.status).toBe(500);
    expect((await json<{ message: string }>(read)).message).toMatch(CLEAR);
  });
});

describe("integrations' JSON that no longer fits (decision 134)", () => {
  it("reads a connection's stored facts that do not fit as none: the list answers, without the Jira site", async () => {
    const t = await team();
    const connect = (data: string) =>
      env.DB.prepare(
        "INSERT INTO integrations (user_id, provider, is_connected, mode, account, additional_data) VALUES (?, 'jira', 1, 'token', 'Ada', ?) ON CONFLICT (user_id, provider) DO UPDATE SET additional_data = excluded.additional_data",
      )
        .bind(t.owner.userId, data)
        .run();
    const jira = async () => {
      const list = await api("GET", "/api/integrations", { as: t.owner });
      expect(list.status).toBe(200);
      return (await json<Array<{ provider: string; connected: boolean; site: unknown }>>(list)).find((i) => i.provider === "jira");
    };
    await connect('{"site":"https://acme.atlassian.net"}');
    expect(await jira()).toMatchObject({ connected: true, site: { url: "https://acme.atlassian.net" } });
    await connect('{"site":42}');
    expect(await jira()).toMatchObject({ connected: true, site: null });
  });
});
