import { describe, expect, it } from "vitest";
import type { NotificationPage } from "../../core/schemas/notification";
import { sweepOverdue } from "../../worker/notifications/daily";
import { api, type Caller, env, flushProjection, json, newTask, team } from "../board/support";

// Issue 23 item 4 (decision 122): "overdue" is measured from the assignee's day, in the time zone
// they chose (UTC for someone who chose none), not the server's.

async function overdue(as: Caller): Promise<string[]> {
  const page = await json<NotificationPage>(await api("GET", "/api/notifications", { as }));
  return page.items.filter((n) => n.kind === "overdue").map((n) => n.title);
}

describe("the overdue sweep", () => {
  it("counts from each assignee's day in their time zone", async () => {
    const t = await team();
    const zone = await api("PUT", "/api/time-settings", {
      as: t.editor,
      body: { reminderLeadDays: null, recurrenceMode: "completion", timeZone: "Pacific/Kiritimati" },
    });
    expect(zone.status).toBe(200);
    // 12:00 UTC on 10 May is already 02:00 on 11 May at UTC+14.
    const now = new Date("2031-05-10T12:00:00Z");
    await newTask(t.owner, t.projectId, { name: "Editor's, due 10 May", dueDate: "2031-05-10", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Owner's, due 10 May", dueDate: "2031-05-10", assigneeId: t.owner.userId });
    await newTask(t.owner, t.projectId, { name: "Owner's, due 9 May", dueDate: "2031-05-09", assigneeId: t.owner.userId });
    await flushProjection(t.projectId);

    await sweepOverdue(env, now);
    expect(await overdue(t.editor)).toEqual(["Overdue: “Editor's, due 10 May”"]);
    expect(await overdue(t.owner)).toEqual(["Overdue: “Owner's, due 9 May”"]);
  });
});
