import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask } from "../board/support";
import type { Caller } from "../support/api";
import { connectJiraFake, releaseFakes } from "../support/connected-fakes";
import type { FakeJira } from "../support/fakes/jira";
import { runJob } from "../support/integrations";
import { addField, optionId, shapeTask } from "../support/project-shape";

// Issue 25 (decision 124): a pull brings Jira's custom field values back onto the project's fields of
// the same name, the export's mapping reversed: a number field's number, a select's {value} as the
// Kickoff option of that name. The three-way rule runs value by value, as for the fixed fields.

const SITE = "https://pullfields.atlassian.net";
const TOKEN = "ATATT3xFfGF0-jira-token-pullfields-1";
let fake: FakeJira;
let ada: Caller;

beforeEach(async () => {
  ({ ada, fake } = await connectJiraFake(SITE, TOKEN));
});
afterEach(() => releaseFakes(fake));

const run = (path: string, body?: unknown) => runJob(ada, path, body);

async function shaped() {
  const projectId = await newProjectId(ada, "Pulled fields");
  const estimate = await addField(ada, projectId, { name: "Estimate", type: "number" });
  const team = await addField(ada, projectId, { name: "Team", type: "single-select", options: [{ name: "Web" }, { name: "Ops" }] });
  const task = await newTask(ada, projectId, { name: "Ship the page" });
  await shapeTask(ada, task.id, { fields: { [estimate.id]: 3, [team.id]: optionId(team, "Web") } });
  await run(`/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
  return { projectId, estimate, team, task, issue: fake.issues[0] };
}

describe("field values pulled back from Jira", () => {
  it("takes values changed in Jira, keeps one only Kickoff changed, and fills new issues' fields", async () => {
    const { projectId, estimate, team, task, issue } = await shaped();
    expect(issue.fields.customfield_10050).toBe(3);
    // Jira changes the team; Kickoff changes the estimate. A new issue comes with both fields set.
    issue.fields.customfield_10051 = { id: "10202", value: "Ops" };
    await shapeTask(ada, task.id, { fields: { [estimate.id]: 8 } });
    fake.seed("Made in Jira", { customfield_10050: 2.5, customfield_10051: { id: "10201", value: "Web" } });

    const pulled = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(pulled.result.details).toMatchObject({ created: 1, updated: 1, conflicts: [], notTaken: [] });
    const search = fake.calls(/^POST \/rest\/api\/3\/search\/jql$/).at(-1)!.body as { fields: string[] };
    expect(search.fields).toEqual(expect.arrayContaining(["customfield_10050", "customfield_10051"]));
    const tasks = (await listTasks(ada, projectId)).tasks;
    expect(tasks.find((t) => t.id === task.id)!.fields).toEqual({ [estimate.id]: 8, [team.id]: optionId(team, "Ops") });
    expect(tasks.find((t) => t.name === "Made in Jira")!.fields).toEqual({ [estimate.id]: 2.5, [team.id]: optionId(team, "Web") });

    // Pulled again with nothing changed in Jira: Kickoff's estimate stays (Jira's value is the base now).
    const again = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(again.result.details).toMatchObject({ updated: 0, conflicts: [] });
  });

  it("reports a value both sides changed as a conflict and keeps Kickoff's", async () => {
    const { projectId, estimate, task, issue } = await shaped();
    await shapeTask(ada, task.id, { fields: { [estimate.id]: 5 } });
    issue.fields.customfield_10050 = 13;
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(pulled.result.details.conflicts).toEqual([
      {
        taskId: task.id,
        externalId: issue.key,
        name: "Ship the page",
        field: `fields.${estimate.id}`,
        fieldName: "Estimate",
        kickoff: "5",
        external: "13",
      },
    ]);
    expect((await listTasks(ada, projectId)).tasks[0].fields?.[estimate.id]).toBe(5);
  });

  it("clears a value Jira cleared, and lists an option Kickoff's field does not have", async () => {
    const { projectId, estimate, team, task, issue } = await shaped();
    issue.fields.customfield_10050 = null;
    issue.fields.customfield_10051 = { id: "10299", value: "Design" };
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(pulled.result.details.notTaken).toEqual([{ kind: "field", name: "Team", reason: "“Design” is not one of its options." }]);
    expect(pulled.result.message).toContain("values of Team could not be taken");
    const after = (await listTasks(ada, projectId)).tasks.find((t) => t.id === task.id)!;
    expect(after.fields).toEqual({ [team.id]: optionId(team, "Web") });
    expect(estimate.id in (after.fields ?? {})).toBe(false);
  });
});
