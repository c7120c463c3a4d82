import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BoardStatus } from "../../core/schemas/statuses";
import { listTasks, newProjectId, newTask } from "../board/support";
import { api, type Caller, json } from "../support/api";
import { connectJiraFake, releaseFakes } from "../support/connected-fakes";
import type { FakeJira } from "../support/fakes/jira";
import { runJob } from "../support/integrations";
import { shapeTask } from "../support/project-shape";

// Issue 25 (decision 132): a project's own status names reach Jira and come back. A task goes through
// the transition whose target status has its status's name (case aside) before the category's; a
// status Jira's workflow lacks is listed in the sync's result; a pulled Jira status of a project
// status's name sets that status, and a Jira status the project lacks leaves the task's own alone.

const SITE = "https://status-names.atlassian.net";
const TOKEN = "ATATT3xFfGF0-jira-status-names-123456";
let fake: FakeJira;
let ada: Caller;

beforeEach(async () => {
  ({ ada, fake } = await connectJiraFake(SITE, TOKEN));
});
afterEach(() => releaseFakes(fake));

const run = (path: string, body?: unknown) => runJob(ada, path, body);

async function addStatus(projectId: number, name: string, category: string): Promise<BoardStatus> {
  const res = await api("POST", `/api/projects/${projectId}/statuses`, { as: ada, body: { name, category } });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<BoardStatus>(res);
}

const issueOf = (name: string) => fake.issues.find((i) => i.fields.summary === name)!;
const transitionsTo = (key: string) =>
  fake
    .calls(new RegExp(`^POST /rest/api/3/issue/${key}/transitions$`))
    .map((c) => (c.body as { transition: { id: string } }).transition.id);

describe("custom status names with Jira", () => {
  it("moves an issue to the status of the task's own name, lists one Jira lacks, and reads statuses back by name", async () => {
    const projectId = await newProjectId(ada, "Review flow");
    const review = await addStatus(projectId, "in review", "in-progress");
    const blocked = await addStatus(projectId, "Blocked", "todo");
    const doing = await addStatus(projectId, "Doing", "in-progress");
    const reviewed = await newTask(ada, projectId, { name: "Review the copy" });
    await shapeTask(ada, reviewed.id, { statusId: review.id });
    const stuck = await newTask(ada, projectId, { name: "Wait for legal" });
    await shapeTask(ada, stuck.id, { statusId: blocked.id });

    const sync = await run(`/api/projects/${projectId}/sync/jira`, { target: { id: "KO" } });
    // "in review" reaches Jira's "In Review" (case aside), not the category's first status (Doing).
    expect(issueOf("Review the copy").fields.status.name).toBe("In Review");
    expect(transitionsTo(issueOf("Review the copy").key)).toEqual(["501"]);
    // Jira has no "Blocked": the issue stays in its to-do status and the sync says so.
    expect(issueOf("Wait for legal").fields.status.name).toBe("Backlog");
    expect(sync.result.details.notCarried).toEqual([
      { kind: "status", name: "Blocked", reason: "Jira has no status of this name here: the task went as “Backlog”." },
    ]);

    // Nothing changed in Jira: the pull leaves "Blocked" alone although Jira says Backlog.
    const still = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(still.result.details).toMatchObject({ updated: 0, conflicts: [] });

    // In Jira: the review moves on to Doing (same category); a new issue waits in review.
    fake.moveToStatus(issueOf("Review the copy").key, "Doing");
    const made = fake.seed("Made in Jira");
    fake.moveToStatus(made.key, "In Review");
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(pulled.result.details).toMatchObject({ created: 1, updated: 1, conflicts: [] });
    const tasks = Object.fromEntries((await listTasks(ada, projectId)).tasks.map((t) => [t.name, t]));
    expect(tasks["Review the copy"]).toMatchObject({ statusId: doing.id, status: "in-progress" });
    expect(tasks["Made in Jira"]).toMatchObject({ statusId: review.id, status: "in-progress" });
    expect(tasks["Wait for legal"]).toMatchObject({ statusId: blocked.id, status: "todo" });
  });

  it("status sync takes the task's own status name, and a status both sides moved is a conflict", async () => {
    const projectId = await newProjectId(ada, "Status sync");
    const review = await addStatus(projectId, "In Review", "in-progress");
    const doing = await addStatus(projectId, "Doing", "in-progress");
    const task = await newTask(ada, projectId, { name: "Check the numbers" });
    await run(`/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
    const key = issueOf("Check the numbers").key;

    await shapeTask(ada, task.id, { statusId: review.id });
    const moved = await run(`/api/tasks/${task.id}/sync-status/jira`, { externalId: key, status: "in-progress" });
    expect(moved.result.details).toMatchObject({ statusName: "In Review", notCarried: [] });
    expect(issueOf("Check the numbers").fields.status.name).toBe("In Review");

    // Both move it within the category since that sync: Kickoff back to the default "In Progress",
    // Jira on to "Doing". A conflict; Kickoff's status stays.
    expect((await listTasks(ada, projectId)).tasks[0].statusId).toBe(review.id);
    await shapeTask(ada, task.id, { statusId: `${projectId}-in-progress` });
    fake.moveToStatus(key, "Doing");
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(pulled.result.details.conflicts).toEqual([
      { taskId: task.id, externalId: key, name: "Check the numbers", field: "status", kickoff: "In Progress", external: "Doing" },
    ]);
    expect((await listTasks(ada, projectId)).tasks[0].statusId).toBe(`${projectId}-in-progress`);
    expect(doing.category).toBe("in-progress");
  });
});
