import { describe, expect, it } from "vitest";
import type { NotificationPage } from "../../core/schemas/notification";
import type { SearchResults } from "../../core/schemas/search";
import { runDaily } from "../../worker/notifications/daily";
import { listMyTasks } from "../../worker/services/my-tasks";
import { ensureSettings } from "../../worker/services/notifications";
import { portfolioTimeline } from "../../worker/services/timeline";
import { api, type Caller, env, eventually, flushProjection, json, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";

// Issue 27: a deleted task leaves every read model built from the board: My tasks, search, the
// portfolio timeline and the daily overdue notices. Each is checked to hold the task first, so
// its absence afterwards is the delete's doing.

const inbox = async (as: Caller) => json<NotificationPage>(await api("GET", "/api/notifications", { as }));

async function seen(t: Awaited<ReturnType<typeof team>>, taskId: string) {
  const search = await json<SearchResults>(await api("GET", "/api/search?q=Zebrafish", { as: t.editor }));
  return {
    myTasks: (await listMyTasks(env, t.editor.userId)).some((x) => x.id === taskId),
    search: search.tasks.some((x) => x.id === taskId),
    timeline: (await portfolioTimeline(env, t.editor.userId)).items.some((x) => x.id === taskId),
  };
}

describe("deleting a task", () => {
  it("takes it out of My tasks, search, the portfolio timeline and the overdue notices", async () => {
    const t = await team();
    await ensureSettings(env, t.editor.userId, ORIGIN);
    const kept = await newTask(t.owner, t.projectId, { name: "Zebrafish kept", dueDate: "2031-05-09", assigneeId: t.editor.userId });
    const task = await newTask(t.owner, t.projectId, { name: "Zebrafish tank", dueDate: "2031-05-09", assigneeId: t.editor.userId });
    await flushProjection(t.projectId);
    expect(await seen(t, task.id)).toEqual({ myTasks: true, search: true, timeline: true });
    await eventually(async () => (await inbox(t.editor)).unread === 2, "the two assignment notifications");

    expect((await api("DELETE", `/api/tasks/${task.id}`, { as: t.editor })).status).toBe(204);
    await flushProjection(t.projectId);
    expect(await seen(t, task.id)).toEqual({ myTasks: false, search: false, timeline: false });
    // The task beside it is still everywhere: the read models were cleaned, not emptied.
    expect(await seen(t, kept.id)).toEqual({ myTasks: true, search: true, timeline: true });

    await runDaily(env, new Date("2031-05-10T07:00:00Z"));
    const overdue = (await inbox(t.editor)).items.filter((n) => n.kind === "overdue");
    expect(overdue.map((n) => n.title)).toEqual(["Overdue: “Zebrafish kept”"]);
  });
});
