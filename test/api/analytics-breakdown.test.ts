import { describe, expect, it } from "vitest";
import { newProjectId, newTask, uniqueEmail } from "../board/support";
import { api, json, signIn } from "../support/api";
import { addLabel, shapeTask } from "../support/project-shape";

// Issue 25: the analytics payload counts the board per status category, per status and per label.

describe("analytics per label and per status category", () => {
  it("counts tasks (not milestones) under each category, status and label", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const projectId = await newProjectId(ada, "Counted");
    const bug = await addLabel(ada, projectId, "bug");
    const ux = await addLabel(ada, projectId, "ux");
    const review = await json<{ id: string }>(
      await api("POST", `/api/projects/${projectId}/statuses`, { as: ada, body: { name: "In review", category: "in-progress" } }),
    );
    const a = await newTask(ada, projectId, { name: "A" });
    const b = await newTask(ada, projectId, { name: "B" });
    await newTask(ada, projectId, { name: "C", status: "done" });
    await newTask(ada, projectId, { name: "Launch", kind: "milestone" });
    await shapeTask(ada, a.id, { labelIds: [bug.id, ux.id], statusId: review.id });
    await shapeTask(ada, b.id, { labelIds: [bug.id] });

    const res = await api("GET", `/api/projects/${projectId}/analytics`, { as: ada });
    expect(res.status).toBe(200);
    const { breakdown } = await json(res);
    expect(breakdown.byCategory).toEqual({ todo: 1, inProgress: 1, done: 1 });
    expect(breakdown.byStatus.map((s: any) => [s.name, s.category, s.tasks])).toEqual([
      ["To Do", "todo", 1],
      ["In Progress", "in-progress", 0],
      ["Done", "done", 1],
      ["In review", "in-progress", 1],
    ]);
    expect(breakdown.byLabel.map((l: any) => [l.name, l.todo, l.inProgress, l.done])).toEqual([
      ["bug", 1, 1, 0],
      ["ux", 0, 1, 0],
    ]);
  });
});
