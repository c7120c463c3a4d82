import { describe, expect, it } from "vitest";
import type { Dependency } from "../../core/schemas/dependency";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { TemplateSummary } from "../../core/schemas/template";
import { api, json, listTasks, newTask, team } from "../board/support";

// Issue 25: templates. Saved from a project with dates relative to its start, listed with the
// built-in ones, and started on a chosen day.

describe("templates", () => {
  it("save a project's tasks, subtasks, milestones, links, labels and statuses, and start a new project from it on another day", async () => {
    const t = await team();
    const label = await json<Label>(
      await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.editor, body: { name: "Legal", color: "amber" } }),
    );
    const review = await json<BoardStatus>(
      await api("POST", `/api/projects/${t.projectId}/statuses`, {
        as: t.editor,
        body: { name: "Review", category: "in-progress", order: 2 },
      }),
    );
    const parent = await newTask(t.editor, t.projectId, {
      name: "Contract",
      startDate: "2030-05-06",
      dueDate: "2030-05-10",
      labelIds: [label.id],
    });
    const child = await newTask(t.editor, t.projectId, {
      name: "Redlines",
      parentTaskId: parent.id,
      dueDate: "2030-05-08",
      statusId: review.id,
    });
    const milestone = await newTask(t.editor, t.projectId, { name: "Signed", kind: "milestone", dueDate: "2030-05-20" });
    expect(
      (
        await api("POST", `/api/projects/${t.projectId}/dependencies`, {
          as: t.editor,
          body: { predecessorId: parent.id, successorId: milestone.id },
        })
      ).status,
    ).toBe(201);

    const saved = await api("POST", `/api/projects/${t.projectId}/template`, { as: t.viewer, body: { name: "Deal room" } });
    expect(saved.status).toBe(201);
    const summary = await json<TemplateSummary>(saved);
    expect(summary).toMatchObject({ name: "Deal room", builtIn: false, taskCount: 2, milestoneCount: 1, durationDays: 14 });

    // Listed for the person who saved it only, before the built-in ones.
    const mine = await json<TemplateSummary[]>(await api("GET", "/api/templates", { as: t.viewer }));
    expect(mine[0].id).toBe(summary.id);
    expect(mine.filter((x) => x.builtIn).map((x) => x.name)).toEqual(["Product launch", "Website", "Event", "Software release"]);
    const theirs = await json<TemplateSummary[]>(await api("GET", "/api/templates", { as: t.owner }));
    expect(theirs.some((x) => x.id === summary.id)).toBe(false);
    const foreign = await api("POST", "/api/projects/from-template", {
      as: t.owner,
      body: { templateId: summary.id, startDate: "2031-01-06", name: "Not yours" },
    });
    expect(foreign.status).toBe(404);
    expect((await json<{ message: string }>(foreign)).message).toBe("Template not found");

    const res = await api("POST", "/api/projects/from-template", {
      as: t.viewer,
      body: { templateId: summary.id, startDate: "2031-01-06", name: "Second deal" },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const project = await json<{ name: string; dueDate: string; role: string }>(await api("GET", `/api/projects/${id}`, { as: t.viewer }));
    expect(project).toMatchObject({ name: "Second deal", dueDate: "2031-01-20", role: "owner" });

    const { tasks } = await listTasks(t.viewer, id);
    const byName = new Map(tasks.map((x) => [x.name, x]));
    const labels = await json<Label[]>(await api("GET", `/api/projects/${id}/labels`, { as: t.viewer }));
    const statuses = await json<BoardStatus[]>(await api("GET", `/api/projects/${id}/statuses`, { as: t.viewer }));
    expect(labels.map((l) => [l.name, l.color])).toEqual([["Legal", "amber"]]);
    expect(statuses.map((s) => s.name)).toEqual(["To Do", "In Progress", "Review", "Done"]);
    expect(byName.get("Contract")).toMatchObject({ startDate: "2031-01-06", dueDate: "2031-01-10", labelIds: [labels[0].id] });
    expect(byName.get("Redlines")).toMatchObject({
      dueDate: "2031-01-08",
      parentTaskId: byName.get("Contract")!.id,
      statusId: statuses[2].id,
      status: "in-progress",
    });
    expect(byName.get("Signed")).toMatchObject({ kind: "milestone", dueDate: "2031-01-20" });
    const deps = await json<Dependency[]>(await api("GET", `/api/projects/${id}/dependencies`, { as: t.viewer }));
    expect(deps.map((d) => [d.predecessorId, d.successorId])).toEqual([[byName.get("Contract")!.id, byName.get("Signed")!.id]]);
    expect(child.id).not.toBe(byName.get("Redlines")!.id);
  });

  it("start a project from a built-in template with real content", async () => {
    const t = await team();
    const res = await api("POST", "/api/projects/from-template", {
      as: t.owner,
      body: { templateId: "builtin:software-release", startDate: "2031-02-03", name: "Release 4.2" },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const { tasks } = await listTasks(t.owner, id);
    expect(tasks.find((x) => x.name === "Scope frozen")).toMatchObject({ kind: "milestone", dueDate: "2031-02-07" });
    expect(tasks.filter((x) => x.parentTaskId !== null).length).toBeGreaterThan(0);
    const statuses = await json<BoardStatus[]>(await api("GET", `/api/projects/${id}/statuses`, { as: t.owner }));
    expect(statuses.map((s) => s.name)).toEqual(["To Do", "In Progress", "Code review", "QA", "Done"]);
    const deps = await json<Dependency[]>(await api("GET", `/api/projects/${id}/dependencies`, { as: t.owner }));
    expect(deps.length).toBe(9);
  });

  it("refuses bad input with a clear 4xx", async () => {
    const t = await team();
    const other = await team();
    const badDate = await api("POST", "/api/projects/from-template", {
      as: t.owner,
      body: { templateId: "builtin:event", startDate: "2031-02-30", name: "X" },
    });
    expect(badDate.status).toBe(400);
    expect(
      (
        await api("POST", "/api/projects/from-template", {
          as: t.owner,
          body: { templateId: "builtin:nope", startDate: "2031-02-03", name: "Valid name" },
        })
      ).status,
    ).toBe(404);
    expect((await api("POST", `/api/projects/${other.projectId}/template`, { as: t.owner, body: { name: "Theirs" } })).status).toBe(404);
    expect((await api("POST", `/api/projects/${t.projectId}/template`, { as: t.owner, body: { name: "" } })).status).toBe(400);
  });
});
