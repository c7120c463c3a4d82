import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NotificationPage } from "../../core/schemas/notification";
import { runDaily } from "../../worker/notifications/daily";
import { ensureSettings, notify } from "../../worker/services/notifications";
import { jobEnded } from "../../worker/services/notify-sources";
import { api, type Caller, env, eventually, flushProjection, json, newTask, signIn, team, uniqueEmail } from "../board/support";
import { ORIGIN } from "../support/api";

// Notifications (issue 14): their sources, the list and read API, the live bell, the daily digest
// with its unsubscribe links, and the rule that a removed member hears nothing more of the project.

async function inbox(as: Caller, query = ""): Promise<NotificationPage> {
  const res = await api("GET", `/api/notifications${query}`, { as });
  expect(res.status).toBe(200);
  return json<NotificationPage>(res);
}

const comment = (as: Caller, taskId: string, body: string, mentions: number[] = []) =>
  api("POST", `/api/tasks/${taskId}/comments`, { as, body: { body, mentions } });

async function mailbox(): Promise<Array<{ to: string; subject: string; text: string }>> {
  return json(await api("GET", "/api/dev/mailbox"));
}

async function openBell(as: Caller) {
  const res = await SELF.fetch(`${ORIGIN}/api/notifications/live`, {
    headers: { upgrade: "websocket", origin: ORIGIN, cookie: as.cookie },
  });
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw new Error(`bell refused: ${res.status}`);
  const counts: number[] = [];
  ws.addEventListener("message", (e) => counts.push(JSON.parse(e.data as string).count));
  ws.accept();
  return { ws, counts };
}

describe("notifications", () => {
  it("a mention, an assignment and a comment on an assigned or followed task reach the right people, never the actor", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Launch plan", assigneeId: t.editor.userId });
    // The editor was assigned at creation by the owner.
    const assigned = await eventually(async () => (await inbox(t.editor)).items.find((n) => n.kind === "assignment"), "assignment");
    expect(assigned).toMatchObject({
      title: expect.stringContaining("assigned “Launch plan” to you"),
      url: `/projects/${t.projectId}?task=${encodeURIComponent(task.id)}`,
      read: false,
      actor: expect.objectContaining({ id: t.owner.userId }),
    });

    expect((await comment(t.owner, task.id, "@viewer can you check?", [t.viewer.userId])).status).toBe(201);
    const mention = (await inbox(t.viewer)).items[0];
    expect(mention).toMatchObject({
      kind: "mention",
      title: expect.stringContaining("mentioned you on “Launch plan”"),
      body: "@viewer can you check?",
    });
    // The assignee hears of the comment; the author hears nothing of their own.
    expect((await inbox(t.editor)).items.map((n) => n.kind)).toEqual(["comment", "assignment"]);
    expect((await inbox(t.owner)).items).toEqual([]);

    // The viewer now follows the task: the editor's reply reaches the viewer and the owner (a commenter).
    await comment(t.editor, task.id, "Done, see the doc");
    expect((await inbox(t.viewer)).items.map((n) => n.kind)).toEqual(["comment", "mention"]);
    expect((await inbox(t.owner)).items.map((n) => n.kind)).toEqual(["comment"]);

    // Assigning yourself is not news.
    const own = await newTask(t.editor, t.projectId, { name: "Mine" });
    await api("PATCH", `/api/tasks/${own.id}`, { as: t.editor, body: { assigneeId: t.editor.userId } });
    await new Promise((r) => setTimeout(r, 100));
    expect((await inbox(t.editor)).items.filter((n) => n.kind === "assignment")).toHaveLength(1);
  });

  it("lists unread first, pages with a cursor, and marks read by ids or all", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Paging" });
    for (const body of ["one", "two", "three"]) await comment(t.owner, task.id, `@editor ${body}`, [t.editor.userId]);
    const all = await inbox(t.editor);
    expect(all.unread).toBe(3);
    const [three, two, one] = all.items;
    expect([three.body, two.body, one.body]).toEqual(["@editor three", "@editor two", "@editor one"]);

    // Someone else's ids are ignored.
    await api("POST", "/api/notifications/read", { as: t.owner, body: { ids: [three.id] } });
    const read = await api("POST", "/api/notifications/read", { as: t.editor, body: { ids: [three.id] } });
    expect(await json(read)).toEqual({ unread: 2 });

    const first = await inbox(t.editor, "?limit=2");
    expect(first.items.map((n) => [n.id, n.read])).toEqual([
      [two.id, false],
      [one.id, false],
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await inbox(t.editor, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => [n.id, n.read])).toEqual([[three.id, true]]);
    expect(second.nextCursor).toBeNull();

    expect(await json(await api("POST", "/api/notifications/read", { as: t.editor, body: { all: true } }))).toEqual({ unread: 0 });
    for (const bad of [{}, { ids: [] }, { ids: ["x"] }, { all: false }, { ids: [1], all: true }]) {
      expect((await api("POST", "/api/notifications/read", { as: t.editor, body: bad })).status).toBe(400);
    }
    expect((await api("GET", "/api/notifications?limit=500", { as: t.editor })).status).toBe(400);
    expect((await api("GET", "/api/notifications?cursor=abc", { as: t.editor })).status).toBe(400);
    expect((await api("GET", "/api/notifications")).status).toBe(401);
  });

  it("the bell's socket counts unread live, and refuses other origins", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const bell = await openBell(t.editor);
    await eventually(() => bell.counts.length > 0, "first count");
    expect(bell.counts[0]).toBe(0);
    await comment(t.owner, task.id, "@editor look", [t.editor.userId]);
    await eventually(() => bell.counts.at(-1) === 1, "count 1");
    await api("POST", "/api/notifications/read", { as: t.editor, body: { all: true } });
    await eventually(() => bell.counts.at(-1) === 0, "count back to 0");
    bell.ws.close();

    const evil = await SELF.fetch(`${ORIGIN}/api/notifications/live`, {
      headers: { upgrade: "websocket", origin: "https://evil.test", cookie: t.editor.cookie },
    });
    expect(evil.status).toBe(403);
    expect((await SELF.fetch(`${ORIGIN}/api/notifications/live`, { headers: { upgrade: "websocket", origin: ORIGIN } })).status).toBe(401);
  });

  it("a removed member gets nothing more: old notifications hidden, no new ones, no digest", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Secret roadmap", assigneeId: t.editor.userId });
    await comment(t.owner, task.id, "@editor see this", [t.editor.userId]);
    await eventually(async () => (await inbox(t.editor)).unread === 2, "two notifications");
    const bell = await openBell(t.editor);
    await eventually(() => bell.counts.at(-1) === 2, "bell at 2");

    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(204);
    await eventually(() => bell.counts.at(-1) === 0, "bell drops to 0");
    const after = await inbox(t.editor);
    expect(after).toEqual({ items: [], unread: 0, nextCursor: null });

    // Nothing new can reach them: mentioning them is refused, commenting on their old task tells them nothing.
    expect((await comment(t.owner, task.id, "@editor?", [t.editor.userId])).status).toBe(400);
    await comment(t.owner, task.id, "moving on");
    expect((await inbox(t.editor)).items).toEqual([]);
    // notify() itself stores nothing for someone no longer in the project, whatever its caller checked;
    // a member in the same call gets theirs.
    const late = { kind: "comment" as const, projectId: t.projectId, title: "Late news", url: "/" };
    await notify(env, [
      { ...late, userId: t.editor.userId },
      { ...late, userId: t.viewer.userId },
    ]);
    const stored = await env.DB.prepare("SELECT user_id FROM notifications WHERE title = 'Late news' AND project_id = ?")
      .bind(t.projectId)
      .all<{ user_id: number }>();
    expect(stored.results.map((r) => r.user_id)).toEqual([t.viewer.userId]);

    await ensureSettings(env, t.editor.userId, ORIGIN);
    await runDaily(env);
    const mails = await mailbox();
    expect(mails.some((m) => m.to === t.editor.email && m.text.includes("Secret roadmap"))).toBe(false);
    bell.ws.close();
  });

  it("an invitation to someone with an account reaches their bell at once and is not e-mailed twice", async () => {
    const t = await team();
    const invitee = await signIn(uniqueEmail("invitee"));
    const res = await api("POST", "/api/invitations", {
      as: t.owner,
      body: { projectId: t.projectId, email: invitee.email, role: "editor" },
    });
    expect(res.status).toBe(201);
    const [n] = (await inbox(invitee)).items;
    expect(n).toMatchObject({
      kind: "invitation",
      url: "/team?tab=invitations",
      title: expect.stringContaining("invited you to “Board project” as editor"),
    });
    await ensureSettings(env, invitee.userId, ORIGIN);
    await runDaily(env);
    const mails = (await mailbox()).filter((m) => m.to === invitee.email);
    expect(mails.filter((m) => m.subject.includes("update"))).toHaveLength(0);
    expect(mails.filter((m) => m.subject.includes("invited you"))).toHaveLength(1);
  });

  it("export and import jobs report how they ended to the person who started them", async () => {
    const t = await team();
    await jobEnded(
      env,
      { userId: t.owner.userId, projectId: t.projectId, kind: "integration-export", input: { provider: "jira", plan: { name: "Launch" } } },
      { ok: true },
    );
    await jobEnded(
      env,
      { userId: t.owner.userId, projectId: null, kind: "import-asana" },
      { ok: false, error: "Asana refused the token." },
    );
    await jobEnded(env, { userId: t.owner.userId, projectId: t.projectId, kind: "generate-plan" }, { ok: true });
    const items = (await inbox(t.owner)).items;
    expect(items.map((n) => [n.kind, n.title, n.body])).toEqual([
      ["import", "Import failed: import-asana", "Asana refused the token."],
      ["export", "Export finished: “Launch” to Jira", null],
    ]);
  });

  it("the daily run notifies overdue tasks once, then e-mails one digest with working unsubscribe links", async () => {
    const t = await team();
    const now = new Date("2031-05-10T07:00:00Z");
    const task = await newTask(t.owner, t.projectId, { name: "File the report", dueDate: "2031-05-09", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Due today", dueDate: "2031-05-10", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Done already", dueDate: "2031-05-08", assigneeId: t.editor.userId, status: "done" });
    await flushProjection(t.projectId);
    await ensureSettings(env, t.editor.userId, ORIGIN);
    // The assignments are told after their commit: wait for them, so one digest covers everything.
    await eventually(async () => (await inbox(t.editor)).unread === 3, "three assignment notifications");

    await runDaily(env, now);
    await runDaily(env, now);
    const overdue = (await inbox(t.editor)).items.filter((n) => n.kind === "overdue");
    expect(overdue.map((n) => n.title)).toEqual(["Overdue: “File the report”"]);
    expect(overdue[0].url).toBe(`/projects/${t.projectId}?task=${task.id}`);

    const digests = (await mailbox()).filter((m) => m.to === t.editor.email && m.subject.includes("update"));
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    expect(digest.subject).toMatch(/Kickoff: \d+ updates for you/);
    expect(digest.text).toContain("Overdue: “File the report”");
    expect(digest.text).toContain(`${ORIGIN}/projects/${t.projectId}?task=${task.id}`);

    // "Stop these e-mails" under the overdue group opens a page that asks; its button switches that
    // kind off, and says so (test/api/unsubscribe.test.ts covers the GET/POST split in full).
    const link = digest.text.match(/https:\/\/\S+kind=overdue/)![0];
    const ask = await SELF.fetch(link);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Stop these e-mails?");
    expect(await json(await api("GET", "/api/notifications/settings", { as: t.editor }))).toEqual({ emailOff: [] });
    const page = await SELF.fetch(link, { method: "POST" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("You are unsubscribed");
    expect(await json(await api("GET", "/api/notifications/settings", { as: t.editor }))).toEqual({ emailOff: ["overdue"] });
    expect((await SELF.fetch(`${ORIGIN}/api/notifications/unsubscribe?token=nope-not-a-real-token`)).status).toBe(404);

    // A switched-off kind is not e-mailed (but still shown in the app).
    await newTask(t.owner, t.projectId, { name: "Also late", dueDate: "2031-05-10", assigneeId: t.editor.userId });
    await flushProjection(t.projectId);
    await eventually(async () => (await inbox(t.editor)).items.some((n) => n.title.includes("assigned “Also late”")), "assignment");
    await runDaily(env, new Date("2031-05-11T07:00:00Z"));
    const next = (await mailbox()).filter((m) => m.to === t.editor.email && m.subject.includes("update"));
    expect(next).toHaveLength(2);
    expect(next[0].subject).toBe("Kickoff: 1 update for you");
    expect(next[0].text).toContain("assigned “Also late” to you");
    expect(next[0].text).not.toContain("Overdue");
    expect((await inbox(t.editor)).items.some((n) => n.title === "Overdue: “Also late”")).toBe(true);

    // Undo from the page, then the settings API.
    const token = new URL(link).searchParams.get("token")!;
    const undo = await SELF.fetch(`${ORIGIN}/api/notifications/resubscribe`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: `token=${token}&kind=overdue`,
    });
    expect(undo.status).toBe(200);
    expect(await json(await api("GET", "/api/notifications/settings", { as: t.editor }))).toEqual({ emailOff: [] });
    const saved = await api("PUT", "/api/notifications/settings", { as: t.editor, body: { emailOff: ["comment", "invitation"] } });
    expect(await json(saved)).toEqual({ emailOff: ["comment"] });
    expect((await api("PUT", "/api/notifications/settings", { as: t.editor, body: { emailOff: ["spam"] } })).status).toBe(400);
  });
});
