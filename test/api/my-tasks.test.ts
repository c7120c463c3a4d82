import { describe, expect, it } from "vitest";
import { listMyTasks } from "../../worker/services/my-tasks";
import { addMember, api, env, flushProjection, newProjectId, newTask, team } from "../board/support";

// My tasks (issue 14): open tasks assigned to the person across the projects they are still in.

describe("my tasks", () => {
  it("lists my open tasks across projects with the project and my role, nothing else", async () => {
    const t = await team();
    const other = await newProjectId(t.owner, "Second project");
    await addMember(other, t.editor.userId, "viewer");
    const mine = await newTask(t.owner, t.projectId, { name: "Mine here", assigneeId: t.editor.userId, dueDate: "2030-01-02" });
    const there = await newTask(t.owner, other, { name: "Mine there", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Done one", assigneeId: t.editor.userId, status: "done" });
    await newTask(t.owner, t.projectId, { name: "Someone else's", assigneeId: t.viewer.userId });
    await newTask(t.owner, t.projectId, { name: "A milestone", assigneeId: t.editor.userId, kind: "milestone" });
    await flushProjection(t.projectId);
    await flushProjection(other);

    const list = await listMyTasks(env, t.editor.userId);
    expect(list.map((x) => [x.name, x.projectId, x.role, x.dueDate]).sort()).toEqual(
      [
        ["Mine here", t.projectId, "editor", "2030-01-02"],
        ["Mine there", other, "viewer", null],
      ].sort(),
    );
    expect(list.find((x) => x.id === mine.id)?.projectName).toBe("Board project");

    // Leaving a project takes its tasks off the list (they are unassigned too).
    expect((await api("DELETE", `/api/projects/${other}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(204);
    await flushProjection(other);
    expect((await listMyTasks(env, t.editor.userId)).map((x) => x.id)).toEqual([mine.id]);
    expect(there.id).not.toBe(mine.id);
  });
});
