import { describe, expect, it } from "vitest";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { api, json, listTasks, newTask, team } from "../board/support";
import type { Caller } from "../support/api";

// Issue 12: the schedule of a board (critical path, float), auto-schedule with capacity, what-if,
// and dropping a bar with its successors following. Dates are fixed weekdays of January 2030.

type Schedule = {
  projectStart: string;
  projectEnd: string;
  tasks: Array<{
    id: string;
    start: string;
    end: string;
    earlyStart: string;
    earlyFinish: string;
    lateStart: string;
    lateFinish: string;
    totalFloat: number;
    critical: boolean;
  }>;
  criticalPath: string[];
};

const link = async (as: Caller | null, projectId: number, body: Record<string, unknown>) => {
  const res = await api("POST", `/api/projects/${projectId}/dependencies`, { as, body });
  if (res.status !== 201) throw new Error(`link: ${res.status} ${await res.text()}`);
  return json<Dependency>(res);
};

/** The textbook network: A(3) → B(2), A → C(4), B → D(2), C → D; all placed on Monday 7 January 2030. */
async function network() {
  const t = await team();
  const mk = (name: string, due: string) => newTask(t.owner, t.projectId, { name, startDate: "2030-01-07", dueDate: due });
  const A = await mk("A", "2030-01-09");
  const B = await mk("B", "2030-01-08");
  const C = await mk("C", "2030-01-10");
  const D = await mk("D", "2030-01-08");
  for (const [p, s] of [
    [A, B],
    [A, C],
    [B, D],
    [C, D],
  ])
    await link(t.editor, t.projectId, { predecessorId: p.id, successorId: s.id });
  return { ...t, A, B, C, D };
}

describe("schedule", () => {
  it("GET /schedule: early and late dates, float and the critical path, for every member", async () => {
    const n = await network();
    for (const who of [n.owner, n.editor, n.viewer]) {
      const res = await api("GET", `/api/projects/${n.projectId}/schedule`, { as: who });
      expect(res.status).toBe(200);
      const s = await json<Schedule>(res);
      expect(s.projectStart).toBe("2030-01-07");
      expect(s.projectEnd).toBe("2030-01-17");
      expect(s.criticalPath).toEqual([n.A.id, n.C.id, n.D.id]);
      const b = s.tasks.find((x) => x.id === n.B.id)!;
      expect(b).toMatchObject({
        start: "2030-01-07",
        earlyStart: "2030-01-10",
        earlyFinish: "2030-01-11",
        lateStart: "2030-01-14",
        totalFloat: 2,
        critical: false,
      });
    }
    expect((await api("GET", `/api/projects/${n.projectId}/schedule`, { as: n.outsider })).status).toBe(404);
    expect((await api("GET", `/api/projects/${n.projectId}/schedule`, { as: null })).status).toBe(401);
  });

  it("auto-schedule moves tasks to the earliest dates their links allow, as one board change", async () => {
    const n = await network();
    const before = (await listTasks(n.owner, n.projectId)).version;
    expect(
      (await api("POST", `/api/projects/${n.projectId}/schedule/apply`, { as: n.viewer, body: { respectCapacity: false } })).status,
    ).toBe(403);
    expect(
      (await api("POST", `/api/projects/${n.projectId}/schedule/apply`, { as: n.outsider, body: { respectCapacity: false } })).status,
    ).toBe(404);
    const res = await api("POST", `/api/projects/${n.projectId}/schedule/apply`, { as: n.editor, body: { respectCapacity: false } });
    expect(res.status).toBe(200);
    const applied = await json<{ projectEnd: string; tasks: Task[]; capacityDelayDays: number }>(res);
    expect(applied.projectEnd).toBe("2030-01-17");
    expect(applied.capacityDelayDays).toBe(0);
    const { version, tasks } = await listTasks(n.owner, n.projectId);
    expect(version).toBe(before + 1);
    const by = Object.fromEntries(tasks.map((t) => [t.name, t]));
    expect([by.B.startDate, by.B.dueDate]).toEqual(["2030-01-10", "2030-01-11"]);
    expect([by.C.startDate, by.C.dueDate]).toEqual(["2030-01-10", "2030-01-15"]);
    expect([by.D.startDate, by.D.dueDate]).toEqual(["2030-01-16", "2030-01-17"]);
    expect(by.A.version).toBe(1);
    // Applying again changes nothing and is no board change.
    await api("POST", `/api/projects/${n.projectId}/schedule/apply`, { as: n.editor, body: { respectCapacity: false } });
    expect((await listTasks(n.owner, n.projectId)).version).toBe(version);
  });

  it("with respectCapacity, nobody carries more parallel work than their capacity, and the answer says when the end moves", async () => {
    const t = await team();
    const mk = (name: string, due: string, assigneeId: number) =>
      newTask(t.owner, t.projectId, { name, startDate: "2030-01-07", dueDate: due, assigneeId });
    await mk("Long", "2030-01-11", t.owner.userId);
    await mk("One", "2030-01-08", t.editor.userId);
    await mk("Two", "2030-01-08", t.editor.userId);
    const first = await json<{ projectEnd: string; capacityDelayDays: number; delayed: unknown[] }>(
      await api("POST", `/api/projects/${t.projectId}/schedule/apply`, { as: t.editor, body: { respectCapacity: true } }),
    );
    expect(first.projectEnd).toBe("2030-01-11");
    expect(first.capacityDelayDays).toBe(0);
    expect(first.delayed).toHaveLength(1);
    const two = (await listTasks(t.owner, t.projectId)).tasks.find((x) => x.name === "Two")!;
    expect([two.startDate, two.dueDate]).toEqual(["2030-01-09", "2030-01-10"]);

    // Two more two-day tasks for the editor (eight days of work from Monday) no longer fit in the float:
    // the end moves, and the answer says by how much.
    await mk("Three", "2030-01-08", t.editor.userId);
    await mk("Four", "2030-01-08", t.editor.userId);
    const second = await json<{ projectEnd: string; unlevelledProjectEnd: string; capacityDelayDays: number }>(
      await api("POST", `/api/projects/${t.projectId}/schedule/apply`, { as: t.editor, body: { respectCapacity: true } }),
    );
    expect(second.unlevelledProjectEnd).toBe("2030-01-11");
    expect(second.projectEnd).toBe("2030-01-16");
    expect(second.capacityDelayDays).toBe(3);

    // Issue 26 #3 (decision 109): capacity is hours now, set with PUT /capacity (the old task-count route
    // is gone). At 80 hours a week (16 a day) the editor carries two unestimated tasks at once, so the
    // four fit beside Long again and the end comes back.
    expect(
      (await api("PUT", `/api/projects/${t.projectId}/schedule/capacity`, { as: t.editor, body: { userId: t.editor.userId, capacity: 4 } }))
        .status,
    ).toBe(404);
    const members = [{ userId: t.editor.userId, weeklyHours: 80 }];
    expect((await api("PUT", `/api/projects/${t.projectId}/capacity`, { as: t.viewer, body: { members } })).status).toBe(403);
    expect((await api("PUT", `/api/projects/${t.projectId}/capacity`, { as: t.editor, body: { members } })).status).toBe(200);
    const tasks = (await listTasks(t.owner, t.projectId)).tasks;
    for (const x of tasks.filter((x) => x.name !== "Long")) {
      await api("PATCH", `/api/tasks/${x.id}`, { as: t.editor, body: { startDate: "2030-01-07", dueDate: "2030-01-08" } });
    }
    const third = await json<{ projectEnd: string; capacityDelayDays: number; delayed: Array<{ id: string; days: number }> }>(
      await api("POST", `/api/projects/${t.projectId}/schedule/apply`, { as: t.editor, body: { respectCapacity: true } }),
    );
    expect([third.projectEnd, third.capacityDelayDays]).toEqual(["2030-01-11", 0]);
    expect(third.delayed.map((d) => d.days)).toEqual([2, 2]);
    const sched = await json<Record<string, unknown>>(await api("GET", `/api/projects/${t.projectId}/schedule`, { as: t.viewer }));
    expect(sched.capacities).toBeUndefined();
  });

  it("what-if reports the new end, what moves, and whether the critical path changes, changing nothing", async () => {
    const n = await network();
    await api("POST", `/api/projects/${n.projectId}/schedule/apply`, { as: n.editor, body: { respectCapacity: false } });
    const { version } = await listTasks(n.owner, n.projectId);
    const res = await api("POST", `/api/projects/${n.projectId}/schedule/what-if`, { as: n.viewer, body: { taskId: n.B.id, slipDays: 3 } });
    expect(res.status).toBe(200);
    const r = await json<{
      projectEnd: string;
      previousProjectEnd: string;
      moved: Array<{ id: string; days: number }>;
      criticalPathChanged: boolean;
    }>(res);
    expect(r.previousProjectEnd).toBe("2030-01-17");
    expect(r.projectEnd).toBe("2030-01-18");
    expect(r.moved.map((m) => [m.id, m.days])).toEqual([
      [n.B.id, 3],
      [n.D.id, 1],
    ]);
    expect(r.criticalPathChanged).toBe(true);
    expect((await listTasks(n.owner, n.projectId)).version).toBe(version);

    const small = await json<{ moved: unknown[]; criticalPathChanged: boolean }>(
      await api("POST", `/api/projects/${n.projectId}/schedule/what-if`, { as: n.viewer, body: { taskId: n.B.id, slipDays: 1 } }),
    );
    expect(small.moved).toHaveLength(1);
    expect(small.criticalPathChanged).toBe(false);

    const bad = await api("POST", `/api/projects/${n.projectId}/schedule/what-if`, { as: n.viewer, body: { taskId: n.B.id, slipDays: 0 } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("slipDays is at least 1.");
    const elsewhere = await api("POST", `/api/projects/${n.projectId}/schedule/what-if`, {
      as: n.viewer,
      body: { taskId: "999999-abcdefabcdef", slipDays: 1 },
    });
    expect(elsewhere.status).toBe(404);
    expect(
      (await api("POST", `/api/projects/${n.projectId}/schedule/what-if`, { as: n.outsider, body: { taskId: n.B.id, slipDays: 1 } }))
        .status,
    ).toBe(404);
  });

  it("moving a bar pushes its successors in the same change; a stale drag is refused", async () => {
    const n = await network();
    await api("POST", `/api/projects/${n.projectId}/schedule/apply`, { as: n.editor, body: { respectCapacity: false } });
    const c = (await listTasks(n.owner, n.projectId)).tasks.find((x) => x.id === n.C.id)!;
    expect(
      (
        await api("POST", `/api/projects/${n.projectId}/schedule/move`, {
          as: n.viewer,
          body: { taskId: c.id, startDate: "2030-01-14", dueDate: "2030-01-17" },
        })
      ).status,
    ).toBe(403);
    const res = await api("POST", `/api/projects/${n.projectId}/schedule/move`, {
      as: n.editor,
      body: { taskId: c.id, startDate: "2030-01-14", dueDate: "2030-01-17", version: c.version },
    });
    expect(res.status).toBe(200);
    const { tasks } = await json<{ tasks: Task[] }>(res);
    expect(tasks.map((x) => [x.name, x.startDate, x.dueDate])).toEqual([
      ["C", "2030-01-14", "2030-01-17"],
      ["D", "2030-01-18", "2030-01-21"],
    ]);
    const stale = await api("POST", `/api/projects/${n.projectId}/schedule/move`, {
      as: n.editor,
      body: { taskId: c.id, startDate: "2030-01-15", dueDate: "2030-01-18", version: c.version },
    });
    expect(stale.status).toBe(409);
    expect((await json<{ task: Task }>(stale)).task.startDate).toBe("2030-01-14");
    const backwards = await api("POST", `/api/projects/${n.projectId}/schedule/move`, {
      as: n.editor,
      body: { taskId: c.id, startDate: "2030-01-18", dueDate: "2030-01-15" },
    });
    expect(backwards.status).toBe(400);
  });

  it("moving a bar pushes its successors over the project's holidays, as auto-schedule does (issue 23 #4)", async () => {
    const n = await network();
    await api("POST", `/api/projects/${n.projectId}/schedule/apply`, { as: n.editor, body: { respectCapacity: false } });
    const holidays = { holidays: [{ date: "2030-01-18", name: "Founders' day" }] }; // the Friday D would start on
    expect((await api("PUT", `/api/projects/${n.projectId}/holidays`, { as: n.editor, body: holidays })).status).toBe(200);
    const c = (await listTasks(n.owner, n.projectId)).tasks.find((x) => x.id === n.C.id)!;
    const res = await api("POST", `/api/projects/${n.projectId}/schedule/move`, {
      as: n.editor,
      body: { taskId: c.id, startDate: "2030-01-14", dueDate: "2030-01-17", version: c.version },
    });
    expect(res.status).toBe(200);
    const { tasks } = await json<{ tasks: Task[] }>(res);
    // D takes two working days: Monday 21 and Tuesday 22, not the holiday and the Monday.
    expect(tasks.map((x) => [x.name, x.startDate, x.dueDate])).toEqual([
      ["C", "2030-01-14", "2030-01-17"],
      ["D", "2030-01-21", "2030-01-22"],
    ]);
  });
});
