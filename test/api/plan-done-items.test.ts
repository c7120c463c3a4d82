import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { api, json, listTasks, signIn, uniqueEmail } from "../board/support";

// A text's ticked-off lines ("- [x] Reproduce with a fixture", "done already") stay in the plan as the record
// of what is done, and the saved board starts with them done: never as work still to do.

describe("a saved plan's done items", () => {
  it("are saved done, in the project's done status, and every other task to do", async () => {
    const plan = generateEmbeddedPlan(
      "Fix the CSV export timeout\n- [ ] Stream the CSV instead of building it in memory\n- [x] Reproduce with a 10k-row fixture\n- [ ] Add a regression test",
      new Date("2026-11-27T09:00:00Z"),
    );
    expect(plan.tasks.filter((t) => t.done).map((t) => t.name)).toEqual(["Reproduce with a 10k-row fixture"]);
    const owner = await signIn(uniqueEmail("done-items"));
    const res = await api("POST", "/api/projects/from-plan", { as: owner, body: { plan } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const { tasks } = await listTasks(owner, id);
    const statusOf = (name: string) => tasks.find((t) => t.name === name)?.status;
    expect(statusOf("Reproduce with a 10k-row fixture")).toBe("done");
    expect(statusOf("Stream the CSV instead of building it in memory")).toBe("todo");
    expect(statusOf("Add a regression test")).toBe("todo");
  });
});
