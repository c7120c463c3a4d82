import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { boardStub, newTask, team } from "../board/support";
import { api, type Caller, env, json } from "../support/api";

// Decision 151: a stored enum value this version does not know (a row written by an older or newer
// version, a hand edit) never turns a whole list into a 500. The row reads as missing or with a safe
// default, and a warning names the table, the column and the value.

afterEach(() => {
  vi.restoreAllMocks();
});

/** Writes `value` into the board's own storage, as an older or newer version of Kickoff might have. */
async function onBoard(projectId: number, statement: string, ...values: unknown[]): Promise<void> {
  await runInDurableObject(boardStub(projectId), async (_room, state) => {
    state.storage.sql.exec(statement, ...values);
  });
}

/** The warnings logged while `run` ran, as their parsed lines. */
async function warningsOf<T>(run: () => Promise<T>): Promise<{ result: T; warned: Array<Record<string, unknown>> }> {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const result = await run();
  const warned = warn.mock.calls.flatMap(([line]) => {
    try {
      return [JSON.parse(String(line)) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
  warn.mockRestore();
  return { result, warned };
}

async function listOf<T>(as: Caller, path: string): Promise<T[]> {
  const res = await api("GET", path, { as });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<T[]>(res);
}

const post = async <T>(as: Caller, path: string, body: unknown): Promise<T> => {
  const res = await api("POST", path, { as, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<T>(res);
};

describe("stored enum values this version does not know", () => {
  it("a label of an unknown color still lists, as gray", async () => {
    const t = await team();
    const odd = await post<{ id: string }>(t.editor, `/api/projects/${t.projectId}/labels`, { name: "Odd", color: "red" });
    await post(t.editor, `/api/projects/${t.projectId}/labels`, { name: "Fine", color: "blue" });
    await onBoard(t.projectId, "UPDATE labels SET color = 'chartreuse' WHERE id = ?", odd.id);

    const { result, warned } = await warningsOf(() =>
      listOf<{ name: string; color: string }>(t.viewer, `/api/projects/${t.projectId}/labels`),
    );
    expect(result.map((l) => [l.name, l.color])).toEqual([
      ["Odd", "gray"],
      ["Fine", "blue"],
    ]);
    expect(warned).toContainEqual(expect.objectContaining({ column: "board labels.color", key: odd.id, value: "chartreuse" }));
  });

  it("a status of an unknown category is left out; one of an unknown color shows its category's color", async () => {
    const t = await team();
    const base = `/api/projects/${t.projectId}/statuses`;
    const blocked = await post<{ id: string }>(t.editor, base, { name: "Blocked", category: "in-progress" });
    const review = await post<{ id: string }>(t.editor, base, { name: "Review", category: "in-progress", color: "purple" });
    await onBoard(t.projectId, "UPDATE statuses SET category = 'on-hold' WHERE id = ?", blocked.id);
    await onBoard(t.projectId, "UPDATE statuses SET color = 'ultraviolet' WHERE id = ?", review.id);

    const { result, warned } = await warningsOf(() => listOf<{ id: string; name: string; color: string }>(t.viewer, base));
    expect(result.map((s) => s.name)).not.toContain("Blocked");
    expect(result.find((s) => s.id === review.id)).toMatchObject({ name: "Review", color: "blue" });
    expect(result.map((s) => s.name)).toEqual(expect.arrayContaining(["To Do", "In Progress", "Done"]));
    expect(warned).toContainEqual(expect.objectContaining({ column: "board statuses.category", key: blocked.id, value: "on-hold" }));
    expect(warned).toContainEqual(expect.objectContaining({ column: "board statuses.color", key: review.id, value: "ultraviolet" }));
  });

  it("a field of an unknown type is left out of the fields and not found by id", async () => {
    const t = await team();
    const base = `/api/projects/${t.projectId}/fields`;
    const formula = await post<{ id: string }>(t.editor, base, { name: "Score", type: "number" });
    await post(t.editor, base, { name: "Notes", type: "text" });
    await onBoard(t.projectId, "UPDATE custom_fields SET type = 'formula' WHERE id = ?", formula.id);

    const { result, warned } = await warningsOf(() => listOf<{ name: string }>(t.viewer, base));
    expect(result.map((f) => f.name)).toEqual(["Notes"]);
    expect(warned).toContainEqual(expect.objectContaining({ column: "board custom_fields.type", key: formula.id, value: "formula" }));
    const rename = await api("PATCH", `/api/fields/${formula.id}`, { as: t.editor, body: { name: "Points" } });
    expect(rename.status).toBe(404);
  });

  it("a link of an unknown type reads as finish-to-start, so it still shows and still counts", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design" });
    const b = await newTask(t.owner, t.projectId, { name: "Build" });
    const made = await post<{ id: string }>(t.editor, `/api/projects/${t.projectId}/dependencies`, {
      predecessorId: a.id,
      successorId: b.id,
      type: "SS",
    });
    await onBoard(t.projectId, "UPDATE links SET type = 'XF' WHERE id = ?", made.id);

    const { result, warned } = await warningsOf(() =>
      listOf<{ id: string; type: string }>(t.viewer, `/api/projects/${t.projectId}/dependencies`),
    );
    expect(result).toEqual([expect.objectContaining({ id: made.id, type: "FS" })]);
    expect(warned).toContainEqual(expect.objectContaining({ column: "board links.type", key: made.id, value: "XF" }));
    // The link still closes cycles: linking back is refused, not a 500.
    const back = await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.editor,
      body: { predecessorId: b.id, successorId: a.id },
    });
    expect(back.status).toBe(409);
  });

  it("an insight of an unknown severity lists as info", async () => {
    const t = await team();
    await env.DB.prepare(
      "INSERT INTO insights (type, title, description, severity, project_id) VALUES ('deep-analysis', 'Odd', 'From a newer version', 'urgent', ?)",
    )
      .bind(t.projectId)
      .run();
    const { result, warned } = await warningsOf(() =>
      listOf<{ title: string; severity: string }>(t.viewer, `/api/projects/${t.projectId}/insights`),
    );
    expect(result.map((i) => [i.title, i.severity])).toEqual([["Odd", "info"]]);
    expect(warned).toContainEqual(expect.objectContaining({ column: "insights.severity", value: "urgent" }));
  });

  it("a webhook delivery of an unknown event is left out of the log and can't be redelivered", async () => {
    const t = await team();
    const hook = await post<{ id: string }>(t.owner, `/api/projects/${t.projectId}/webhooks`, {
      url: "https://hooks.example.com/kickoff",
      events: ["task.created"],
    });
    const insert = env.DB.prepare(
      "INSERT INTO webhook_deliveries (id, webhook_id, message_id, type, payload, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, '{}', 'delivered', 1, 0, ?)",
    );
    await insert.bind("dlv_known", hook.id, "msg_1", "task.created", Date.now() - 1000).run();
    await insert.bind("dlv_unknown", hook.id, "msg_2", "task.exploded", Date.now()).run();

    const { result, warned } = await warningsOf(() => listOf<{ id: string; type: string }>(t.owner, `/api/webhooks/${hook.id}/deliveries`));
    expect(result.map((d) => [d.id, d.type])).toEqual([["dlv_known", "task.created"]]);
    expect(warned).toContainEqual(
      expect.objectContaining({ column: "webhook_deliveries.type", key: "dlv_unknown", value: "task.exploded" }),
    );
    const again = await api("POST", `/api/webhooks/${hook.id}/deliveries/dlv_unknown/redeliver`, { as: t.owner });
    expect(again.status).toBe(404);
  });

  it("a catalog tool of an unknown category is left out of the ranking; the task's tools are still picked", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, {
      name: "Write unit tests for the checkout",
      description: "Cover payment failures and refunds with automated tests.",
    });
    await env.DB.prepare(
      "INSERT INTO ai_tools (slug, name, category, description, website, keywords) VALUES ('qubit-tester', 'Qubit Tester', 'Quantum', 'Unit tests for checkout payments', 'https://qubit.example', '[\"unit\",\"tests\",\"checkout\"]')",
    ).run();
    try {
      const { result, warned } = await warningsOf(async () => {
        const res = await api("GET", `/api/tasks/${task.id}/analyze`, { as: t.editor });
        expect(res.status, await res.clone().text()).toBe(200);
        return json<Array<{ tool: { name: string } }>>(res);
      });
      expect(result.length).toBeGreaterThanOrEqual(3);
      expect(result.map((p) => p.tool.name)).not.toContain("Qubit Tester");
      expect(warned).toContainEqual(expect.objectContaining({ column: "ai_tools.category", value: "Quantum" }));
    } finally {
      await env.DB.prepare("DELETE FROM ai_tools WHERE slug = 'qubit-tester'").run();
    }
  });
});
