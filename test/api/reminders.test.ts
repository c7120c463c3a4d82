import { describe, expect, it } from "vitest";
import type { NotificationPage } from "../../core/schemas/notification";
import { DAILY_CRON, HOURLY_CRON, runCron } from "../../worker/notifications/cron";
import { ensureSettings } from "../../worker/services/notifications";
import { api, type Caller, env, flushProjection, json, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";

// Issue 26: the "due soon" reminder at each person's lead time, in their time zone: in the bell and
// the daily digest, once per task and due date, never to someone who is no longer a member.

async function reminders(as: Caller): Promise<NotificationPage["items"]> {
  const page = await json<NotificationPage>(await api("GET", "/api/notifications", { as }));
  return page.items.filter((n) => n.kind === "reminder");
}
const settings = (as: Caller, body: Record<string, unknown>) =>
  api("PUT", "/api/time-settings", { as, body: { reminderLeadDays: 1, recurrenceMode: "completion", timeZone: "UTC", ...body } });

describe("due soon reminders", () => {
  it("arrive at the lead time each person chose, once per task and due date, and go out in the digest", async () => {
    const t = await team();
    expect((await settings(t.editor, { reminderLeadDays: 3 })).status).toBe(200);
    const now = new Date("2031-05-10T09:00:00Z");
    const soon = await newTask(t.owner, t.projectId, { name: "Send invoices", dueDate: "2031-05-13", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Too far", dueDate: "2031-05-14", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Done one", dueDate: "2031-05-11", assigneeId: t.editor.userId, status: "done" });
    // The owner has no settings: the default, the day before.
    await newTask(t.owner, t.projectId, { name: "Owner's tomorrow", dueDate: "2031-05-11", assigneeId: t.owner.userId });
    await newTask(t.owner, t.projectId, { name: "Owner's later", dueDate: "2031-05-12", assigneeId: t.owner.userId });
    await flushProjection(t.projectId);

    // The sweep covers every board in D1 (other test files' too, in the shared runtime): count ours.
    await runCron(env, HOURLY_CRON, now);
    const mine = await reminders(t.editor);
    expect(mine).toEqual([
      expect.objectContaining({
        title: "Due soon: “Send invoices”",
        body: "Due 2031-05-13 in Board project",
        url: `/projects/${t.projectId}?task=${encodeURIComponent(soon.id)}`,
      }),
    ]);
    expect((await reminders(t.owner)).map((n) => n.title)).toEqual(["Due soon: “Owner's tomorrow”"]);

    // Every later hour of those days, and a retried run, add nothing.
    await runCron(env, HOURLY_CRON, now);
    expect((await reminders(t.editor)).length + (await reminders(t.owner)).length).toBe(2);
    await runCron(env, HOURLY_CRON, new Date("2031-05-11T09:00:00Z"));
    expect((await reminders(t.editor)).map((n) => n.title)).toEqual(["Due soon: “Too far”", "Due soon: “Send invoices”"]);
    expect((await reminders(t.owner)).map((n) => n.title)).toEqual(["Due soon: “Owner's later”", "Due soon: “Owner's tomorrow”"]);

    // A new due date is a new reminder.
    await api("PATCH", `/api/tasks/${soon.id}`, { as: t.owner, body: { dueDate: "2031-05-12" } });
    await flushProjection(t.projectId);
    await runCron(env, HOURLY_CRON, new Date("2031-05-11T10:00:00Z"));
    expect((await reminders(t.editor)).map((n) => n.body)).toEqual([
      "Due 2031-05-12 in Board project",
      "Due 2031-05-14 in Board project",
      "Due 2031-05-13 in Board project",
    ]);

    // The daily run mails them in the digest.
    await ensureSettings(env, t.editor.userId, ORIGIN);
    await runCron(env, DAILY_CRON, new Date("2031-05-11T07:00:00Z"));
    const mails = await json<Array<{ to: string; text: string }>>(await api("GET", "/api/dev/mailbox"));
    const digest = mails.find((m) => m.to === t.editor.email && m.text.includes("Send invoices"));
    expect(digest?.text).toContain("A TASK OF YOURS IS DUE SOON");
  });

  it("follow the person's time zone, stay off when turned off, and never reach someone who left the project", async () => {
    const t = await team();
    // Auckland is already on the 11th at 13:00 UTC on the 10th.
    expect((await settings(t.editor, { reminderLeadDays: 0, timeZone: "Pacific/Auckland" })).status).toBe(200);
    expect((await settings(t.viewer, { reminderLeadDays: null })).status).toBe(200);
    await newTask(t.owner, t.projectId, { name: "Auckland's today", dueDate: "2031-05-11", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Viewer's tomorrow", dueDate: "2031-05-11", assigneeId: t.viewer.userId });
    await flushProjection(t.projectId);

    await runCron(env, HOURLY_CRON, new Date("2031-05-10T10:00:00Z"));
    expect(await reminders(t.editor)).toEqual([]);
    await runCron(env, HOURLY_CRON, new Date("2031-05-10T13:00:00Z"));
    expect((await reminders(t.editor)).map((n) => n.title)).toEqual(["Due soon: “Auckland's today”"]);
    expect(await reminders(t.viewer)).toEqual([]);

    // A task assigned to a member who then leaves: even while the index still names them (the board's
    // projection catching up, held here), they hear nothing.
    const other = await team();
    await api("POST", `/api/projects/${other.projectId}/members`, { as: other.owner, body: { userId: t.outsider.userId, role: "editor" } });
    await newTask(other.owner, other.projectId, { name: "Left behind", dueDate: "2031-05-11", assigneeId: t.outsider.userId });
    await flushProjection(other.projectId);
    expect((await api("DELETE", `/api/projects/${other.projectId}/members/${t.outsider.userId}`, { as: other.owner })).status).toBe(204);
    await flushProjection(other.projectId);
    await env.DB.prepare("UPDATE task_index SET assignee_id = ? WHERE project_id = ?").bind(t.outsider.userId, other.projectId).run();
    await runCron(env, HOURLY_CRON, new Date("2031-05-10T13:00:00Z"));
    expect(await reminders(t.outsider)).toEqual([]);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND kind = 'reminder'")
      .bind(t.outsider.userId)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
