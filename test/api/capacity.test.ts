import { describe, expect, it } from "vitest";
import type { AutoScheduleResult, WhatIfResult } from "../../core/schedule";
import type { CapacityView, Holiday } from "../../core/schemas/capacity";
import { api, json, newTask, team } from "../board/support";

// Issue 26 #3 (decision 109): members' weekly hours and days off, the project's holidays, and the
// auto-schedule and what-if that count in them. 2030-01-07 is a Monday.

const capacity = (t: Awaited<ReturnType<typeof team>>, as: typeof t.owner | null, body?: unknown) =>
  api(body === undefined ? "GET" : "PUT", `/api/projects/${t.projectId}/capacity`, { as, ...(body === undefined ? {} : { body }) });
const holidays = (t: Awaited<ReturnType<typeof team>>, as: typeof t.owner | null, body?: unknown) =>
  api(body === undefined ? "GET" : "PUT", `/api/projects/${t.projectId}/holidays`, { as, ...(body === undefined ? {} : { body }) });

async function message(res: Response): Promise<string> {
  return (await json<{ message: string }>(res)).message;
}

describe("capacity", () => {
  it("lists every member with the standard week until set; members read, editors write", async () => {
    const t = await team();
    const res = await capacity(t, t.viewer);
    expect(res.status).toBe(200);
    const view = await json<CapacityView>(res);
    expect(view.estimateUnit).toBe("hours");
    expect(view.members.map((m) => m.userId).sort()).toEqual([t.owner.userId, t.editor.userId, t.viewer.userId].sort());
    expect(view.members.every((m) => m.weeklyHours === 40 && m.hoursPerDay === 8 && !m.custom && m.offWeekdays.length === 0)).toBe(true);

    expect((await capacity(t, null)).status).toBe(401);
    expect((await capacity(t, t.outsider)).status).toBe(404);
    const body = { members: [{ userId: t.editor.userId, weeklyHours: 32, offWeekdays: ["fri"], daysOff: ["2030-01-09", "2030-01-08"] }] };
    expect((await capacity(t, t.outsider, body)).status).toBe(404);
    const viewer = await capacity(t, t.viewer, body);
    expect(viewer.status).toBe(403);
    expect(await message(viewer)).toBe("You have read-only access to this project.");

    const saved = await capacity(t, t.editor, body);
    expect(saved.status).toBe(200);
    const editor = (await json<CapacityView>(saved)).members.find((m) => m.userId === t.editor.userId);
    expect(editor).toEqual({
      userId: t.editor.userId,
      weeklyHours: 32,
      offWeekdays: ["fri"],
      daysOff: ["2030-01-08", "2030-01-09"],
      hoursPerDay: 8,
      custom: true,
    });
    // Read back by anyone in the project.
    const again = await json<CapacityView>(await capacity(t, t.viewer));
    expect(again.members.find((m) => m.userId === t.editor.userId)?.daysOff).toEqual(["2030-01-08", "2030-01-09"]);

    // A PUT is the whole list: a member left out goes back to the standard week.
    expect((await capacity(t, t.owner, { members: [] })).status).toBe(200);
    const reset = await json<CapacityView>(await capacity(t, t.owner));
    expect(reset.members.find((m) => m.userId === t.editor.userId)).toMatchObject({ weeklyHours: 40, custom: false, daysOff: [] });
  });

  it("refuses bad settings with a clear 400", async () => {
    const t = await team();
    const put = async (member: Record<string, unknown>) => {
      const res = await capacity(t, t.editor, { members: [{ userId: t.editor.userId, ...member }] });
      return [res.status, (await json<{ message: string; details?: unknown }>(res)).message, res] as const;
    };
    const [zero] = await put({ weeklyHours: 0 });
    expect(zero).toBe(400);
    const [allOff, allOffMessage] = await put({ offWeekdays: ["mon", "tue", "wed", "thu", "fri"] });
    expect([allOff, allOffMessage]).toEqual([400, expect.stringContaining("at least one working weekday")]);
    const [tooMany, tooManyMessage] = await put({ weeklyHours: 60, offWeekdays: ["mon", "tue", "wed", "thu"] });
    expect([tooMany, tooManyMessage]).toEqual([400, expect.stringContaining("more than 24 hours a day")]);
    expect((await put({ offWeekdays: ["sat"] }))[0]).toBe(400);
    expect((await put({ daysOff: ["2030-02-31"] }))[0]).toBe(400);
    expect((await put({ daysOff: ["2500-01-01"] }))[0]).toBe(400);
    expect((await put({ weeklyHours: "forty" }))[0]).toBe(400);
    expect((await put({ color: "red" }))[0]).toBe(400);

    const stranger = await capacity(t, t.editor, { members: [{ userId: t.outsider.userId, weeklyHours: 20 }] });
    expect(stranger.status).toBe(400);
    expect(await message(stranger)).toContain("members of this project");
    const twice = await capacity(t, t.editor, { members: [{ userId: t.editor.userId }, { userId: t.editor.userId }] });
    expect(twice.status).toBe(400);
    expect((await capacity(t, t.editor, { members: "all" })).status).toBe(400);
    // Nothing was saved by any of them.
    const view = await json<CapacityView>(await capacity(t, t.owner));
    expect(view.members.every((m) => !m.custom)).toBe(true);
  });

  it("keeps each project's settings to itself", async () => {
    const a = await team();
    const b = await team();
    expect((await capacity(a, a.editor, { members: [{ userId: a.editor.userId, weeklyHours: 20 }] })).status).toBe(200);
    expect((await holidays(a, a.editor, { holidays: [{ date: "2030-01-01", name: "New Year" }] })).status).toBe(200);
    // A's editor is nobody in B: 404, not 403, and B's settings are untouched.
    expect((await api("PUT", `/api/projects/${b.projectId}/capacity`, { as: a.editor, body: { members: [] } })).status).toBe(404);
    expect((await api("GET", `/api/projects/${b.projectId}/holidays`, { as: a.editor })).status).toBe(404);
    expect((await json<{ holidays: Holiday[] }>(await holidays(b, b.owner))).holidays).toEqual([]);
    expect((await json<CapacityView>(await capacity(b, b.owner))).members.every((m) => !m.custom)).toBe(true);
    expect((await api("GET", "/api/projects/999999999/capacity", { as: a.owner })).status).toBe(404);
  });
});

describe("holidays", () => {
  it("are a dated, named list: members read, editors replace it", async () => {
    const t = await team();
    expect(await json(await holidays(t, t.viewer))).toEqual({ holidays: [] });
    const list = [
      { date: "2030-12-25", name: "Christmas" },
      { date: "2030-01-01", name: " New Year " },
    ];
    expect((await holidays(t, null, { holidays: list })).status).toBe(401);
    expect((await holidays(t, t.outsider, { holidays: list })).status).toBe(404);
    expect((await holidays(t, t.viewer, { holidays: list })).status).toBe(403);
    const saved = await holidays(t, t.editor, { holidays: list });
    expect(saved.status).toBe(200);
    const sorted = [
      { date: "2030-01-01", name: "New Year" },
      { date: "2030-12-25", name: "Christmas" },
    ];
    expect(await json(saved)).toEqual({ holidays: sorted });
    expect(await json(await holidays(t, t.viewer))).toEqual({ holidays: sorted });
    expect(await json(await holidays(t, t.owner, { holidays: [{ date: "2030-05-01", name: "May Day" }] }))).toEqual({
      holidays: [{ date: "2030-05-01", name: "May Day" }],
    });
  });

  it("refuses two on one day, a missing name and dates out of bounds", async () => {
    const t = await team();
    const twice = await holidays(t, t.editor, {
      holidays: [
        { date: "2030-01-01", name: "A" },
        { date: "2030-01-01", name: "B" },
      ],
    });
    expect(twice.status).toBe(400);
    expect(await message(twice)).toContain("Two holidays on 2030-01-01");
    const unnamed = await holidays(t, t.editor, { holidays: [{ date: "2030-01-01", name: "  " }] });
    expect(unnamed.status).toBe(400);
    expect(await message(unnamed)).toContain("Give the holiday a name");
    const far = await holidays(t, t.editor, { holidays: [{ date: "9999-12-31", name: "Far" }] });
    expect(far.status).toBe(400);
    expect(await message(far)).toContain("between 1900 and 2200");
    expect((await holidays(t, t.editor, { holidays: [{ date: "2030-02-30", name: "No such day" }] })).status).toBe(400);
    expect((await holidays(t, t.editor, { holidays: [{ date: "2030-01-01", name: "x".repeat(81) }] })).status).toBe(400);
    expect(await json(await holidays(t, t.owner))).toEqual({ holidays: [] });
  });
});

describe("auto-schedule and what-if in hours", () => {
  it("give an estimate its assignee's hours, skipping holidays and days off", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, {
      name: "Write",
      startDate: "2030-01-07",
      dueDate: "2030-01-07",
      estimate: 16,
      assigneeId: t.editor.userId,
    });
    const preview = async () => {
      const res = await api("POST", `/api/projects/${t.projectId}/schedule/preview`, { as: t.editor, body: { respectCapacity: true } });
      expect(res.status).toBe(200);
      return (await json<AutoScheduleResult>(res)).changes.find((c) => c.id === task.id)?.dueDate;
    };
    // 16 h at 8 h a day: Monday and Tuesday.
    expect(await preview()).toBe("2030-01-08");
    // Tuesday a holiday: Monday and Wednesday.
    expect((await holidays(t, t.editor, { holidays: [{ date: "2030-01-08", name: "Founders' day" }] })).status).toBe(200);
    expect(await preview()).toBe("2030-01-09");
    // 20 h a week is 4 a day: Mon, Wed, Thu, Fri.
    expect((await capacity(t, t.editor, { members: [{ userId: t.editor.userId, weeklyHours: 20 }] })).status).toBe(200);
    expect(await preview()).toBe("2030-01-11");
    // And Thursday off: Mon, Wed, Fri, next Mon.
    expect((await capacity(t, t.editor, { members: [{ userId: t.editor.userId, weeklyHours: 20, daysOff: ["2030-01-10"] }] })).status).toBe(
      200,
    );
    expect(await preview()).toBe("2030-01-14");

    // What-if counts the same way: slipping a day starts Wednesday (Tuesday is a holiday).
    const slip = await api("POST", `/api/projects/${t.projectId}/schedule/what-if`, {
      as: t.viewer,
      body: { taskId: task.id, slipDays: 1 },
    });
    expect(slip.status).toBe(200);
    const moved = (await json<WhatIfResult>(slip)).moved[0];
    expect(moved).toEqual({ id: task.id, from: "2030-01-07", to: "2030-01-09", days: 1 });

    // A points project doesn't read estimates as hours: the task keeps its one planned day (8 h at 4 a day:
    // Monday and Wednesday).
    expect((await api("PUT", `/api/projects/${t.projectId}/time-settings`, { as: t.owner, body: { estimateUnit: "points" } })).status).toBe(
      200,
    );
    expect(await preview()).toBe("2030-01-09");

    // Apply writes what the preview said.
    await api("PUT", `/api/projects/${t.projectId}/time-settings`, { as: t.owner, body: { estimateUnit: "hours" } });
    const applied = await api("POST", `/api/projects/${t.projectId}/schedule/apply`, { as: t.editor, body: { respectCapacity: true } });
    expect(applied.status).toBe(200);
    const after = (await json<{ tasks: Array<{ id: string; startDate: string; dueDate: string }> }>(applied)).tasks[0];
    expect([after.startDate, after.dueDate]).toEqual(["2030-01-07", "2030-01-14"]);
  });
});
