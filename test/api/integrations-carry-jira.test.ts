import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask } from "../board/support";
import { api, type Caller, json } from "../support/api";
import { connectJiraFake, releaseFakes } from "../support/connected-fakes";
import type { FakeJira } from "../support/fakes/jira";
import { runJob } from "../support/integrations";
import { addField, addLabel, optionId, shapeTask } from "../support/project-shape";

// Issue 25 with Jira: labels go to the issue's labels (no spaces), a field to the custom field of the
// same name, and a field Jira has no place for is listed in the result. The fake checks both against
// the contract and Jira's value rules (labels without spaces, a number for a number field, a known
// option for a select).

const SITE = "https://shape.atlassian.net";
const TOKEN = "ATATT3xFfGF0-jira-token-shape-123456";
let fake: FakeJira;
let ada: Caller;

beforeEach(async () => {
  ({ ada, fake } = await connectJiraFake(SITE, TOKEN));
});
afterEach(() => releaseFakes(fake));

const run = (path: string, body?: unknown) => runJob(ada, path, body);

describe("labels and fields to and from Jira", () => {
  it("sends labels and a matching field, lists the field Jira has no place for, and updates them later", async () => {
    const projectId = await newProjectId(ada, "Shaped");
    const review = await addLabel(ada, projectId, "Needs review");
    const web = await addLabel(ada, projectId, "web");
    const estimate = await addField(ada, projectId, { name: "Estimate", type: "number" });
    const team = await addField(ada, projectId, { name: "team", type: "single-select", options: [{ name: "Web" }, { name: "Ops" }] });
    const reviewer = await addField(ada, projectId, { name: "Reviewer", type: "url" });
    const unused = await addField(ada, projectId, { name: "Notes", type: "text" });
    const task = await newTask(ada, projectId, { name: "Ship the page" });
    await shapeTask(ada, task.id, {
      labelIds: [review.id, web.id],
      fields: { [estimate.id]: 3, [team.id]: optionId(team, "Web"), [reviewer.id]: "https://example.com/pr/1" },
    });

    const first = await run(`/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
    const issue = fake.issues[0];
    expect(issue.fields.labels).toEqual(["Needs_review", "web"]);
    expect(issue.fields.customfield_10050).toBe(3);
    expect(issue.fields.customfield_10051).toEqual({ value: "Web" });
    // Jira has no "Reviewer" field: listed, not dropped; "Notes" has no value, so nothing is lost.
    expect(first.result.details.notCarried).toEqual([
      { kind: "field", name: "Reviewer", reason: "This Jira project's issue screen has no field named “Reviewer”." },
    ]);
    expect(unused.id).toBeTruthy();

    // Changed in Kickoff: the update sets the new labels and clears the estimate.
    await shapeTask(ada, task.id, { labelIds: [web.id], fields: { [estimate.id]: null, [team.id]: optionId(team, "Ops") } });
    await run(`/api/tasks/${task.id}/sync/jira`);
    const put = fake.calls(/^PUT \/rest\/api\/3\/issue\/KO-\d+$/).at(-1)!.body as any;
    expect(put.fields).toMatchObject({ labels: ["web"], customfield_10050: null, customfield_10051: { value: "Ops" } });
    expect(issue.fields.labels).toEqual(["web"]);
  });

  it("lists the labels when the issue screen has no Labels field", async () => {
    fake.createScreenExtras.delete("labels");
    const projectId = await newProjectId(ada, "No labels");
    const bug = await addLabel(ada, projectId, "bug");
    const task = await newTask(ada, projectId, { name: "Fix it" });
    await shapeTask(ada, task.id, { labelIds: [bug.id] });
    const job = await run(`/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
    expect(fake.issues[0].fields.labels).toBeUndefined();
    expect(job.result.details.notCarried).toEqual([
      { kind: "label", name: "Labels", reason: "This Jira project's issue screen has no Labels field." },
    ]);
  });

  it("pulls labels onto project labels, creating missing ones, and keeps a label only Kickoff took off", async () => {
    const projectId = await newProjectId(ada, "Pulled labels");
    const review = await addLabel(ada, projectId, "Needs review");
    const ux = await addLabel(ada, projectId, "ux");
    const task = await newTask(ada, projectId, { name: "Design the form" });
    await shapeTask(ada, task.id, { labelIds: [review.id, ux.id] });
    await run(`/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
    const issue = fake.issues[0];
    fake.seed("Made in Jira", { labels: ["backend", "needs_REVIEW"] });

    // Kickoff takes "ux" off; Jira adds "backend" to the synced issue.
    await shapeTask(ada, task.id, { labelIds: [review.id] });
    issue.fields.labels = ["Needs_review", "ux", "backend"];
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/jira`);
    expect(pulled.result.details.created).toBe(1);

    const labels = await json<Array<{ id: string; name: string }>>(await api("GET", `/api/projects/${projectId}/labels`, { as: ada }));
    expect(labels.map((l) => l.name)).toEqual(["Needs review", "ux", "backend"]);
    const backend = labels.find((l) => l.name === "backend")!;
    const tasks = (await listTasks(ada, projectId)).tasks;
    // "ux" stays off (only Kickoff changed it), "backend" comes in (only Jira changed it).
    expect(tasks.find((t) => t.id === task.id)!.labelIds).toEqual([review.id, backend.id]);
    // A new issue's labels match existing ones by name, whatever Jira's case and underscores.
    expect(tasks.find((t) => t.name === "Made in Jira")!.labelIds).toEqual([review.id, backend.id]);
  });
});
