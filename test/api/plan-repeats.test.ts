import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { api, json, listTasks, signIn, uniqueEmail } from "../board/support";

// "Weekly standup every Monday" in an idea: the plan carries the repeat rule (issues 20 and 26), and the
// saved board's task repeats from the plan's first occurrence, as if it were set in the recurrence form.

describe("a saved plan's repeating tasks", () => {
  it("keep their rule on the board, due on their first occurrence; the rest are done once", async () => {
    const plan = generateEmbeddedPlan(
      "Team rituals\n- weekly standup every Monday\n- retro every other Friday\n- set up the sprint board",
      new Date("2026-11-27T09:00:00Z"),
    );
    const owner = await signIn(uniqueEmail("plan-repeats"));
    const res = await api("POST", "/api/projects/from-plan", { as: owner, body: { plan } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const { tasks } = await listTasks(owner, id);
    const task = (name: string) => tasks.find((t) => t.name === name);
    expect([task("Weekly standup")?.recurrence, task("Weekly standup")?.dueDate]).toEqual(["FREQ=WEEKLY;BYDAY=MO", "2026-11-30"]);
    expect(task("Retro")?.recurrence).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR");
    expect(task("Set up the sprint board")?.recurrence ?? null).toBeNull();
  });

  it("refuses a rule the recurrence form cannot build, with the form's message, and saves nothing", async () => {
    const plan = generateEmbeddedPlan(
      "Team rituals\n- weekly standup every Monday\n- set up the sprint board",
      new Date("2026-11-27T09:00:00Z"),
    );
    const bad = { ...plan, tasks: plan.tasks.map((t, i) => (i === 0 ? { ...t, recurrence: "FREQ=HOURLY" } : t)) };
    const owner = await signIn(uniqueEmail("plan-repeats-bad"));
    const res = await api("POST", "/api/projects/from-plan", { as: owner, body: { plan: bad } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Use a repeat rule like FREQ=WEEKLY;BYDAY=MO");
    const list = await json<Array<{ id: number }>>(await api("GET", "/api/projects", { as: owner }));
    expect(list).toHaveLength(0);
  });
});
