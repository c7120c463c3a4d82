import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { listTasks, newProjectId } from "../board/support";
import { api, type Caller, json } from "../support/api";
import { connectJiraFake, releaseFakes } from "../support/connected-fakes";
import type { FakeJira } from "../support/fakes/jira";
import { waitForJob } from "../support/integrations";

// Issue 14: Jira sub-tasks pulled into Kickoff become subtasks of their pulled parent, on the first
// pull and on later ones, without duplicates. The fake answers issuetype and parent as Jira does and
// refuses field ids Jira does not have.

const SITE = "https://acme.atlassian.net";
const TOKEN = "ATATT3xFfGF0-jira-token-subtasks-1";
let fake: FakeJira;
let ada: Caller;

beforeEach(async () => {
  ({ ada, fake } = await connectJiraFake(SITE, TOKEN));
});
afterEach(() => releaseFakes(fake));

async function pull(projectId: number, body?: unknown) {
  const res = await api("POST", `/api/projects/${projectId}/pull-tasks/jira`, { as: ada, body });
  const payload = await json(res);
  expect(res.status, JSON.stringify(payload)).toBe(202);
  const job = await waitForJob(ada, payload.jobId);
  expect(job.status, job.error).toBe("done");
  return job.result.details;
}

const tree = (tasks: Task[]) =>
  Object.fromEntries(tasks.map((t) => [t.name, t.parentTaskId ? (tasks.find((p) => p.id === t.parentTaskId)?.name ?? "?") : null]));

describe("pulling Jira sub-tasks", () => {
  it("nests them under their parent across pages, and a later pull adds a new one under the same parent", async () => {
    fake.pageSize = 2;
    const story = fake.seed("Launch the site");
    fake.seedSubtask(story.key, "Write the copy");
    fake.seed("Order the drinks");
    fake.seedSubtask(story.key, "Pick the images", { duedate: "2027-03-02" });
    const projectId = await newProjectId(ada, "Jira subtasks");

    const first = await pull(projectId, { target: { id: "KO" } });
    expect(first).toMatchObject({ created: 4, failed: [] });
    const search = fake.calls(/^POST \/rest\/api\/3\/search\/jql$/)[0].body as any;
    expect(search.fields).toEqual(expect.arrayContaining(["issuetype", "parent"]));
    let tasks = (await listTasks(ada, projectId)).tasks;
    expect(tree(tasks)).toEqual({
      "Launch the site": null,
      "Write the copy": "Launch the site",
      "Order the drinks": null,
      "Pick the images": "Launch the site",
    });
    expect(tasks.find((t) => t.name === "Pick the images")).toMatchObject({ dueDate: "2027-03-02", kind: "task", source: "jira" });

    fake.seedSubtask(story.key, "Check the links");
    const second = await pull(projectId);
    expect(second).toMatchObject({ created: 1, updated: 0, unchanged: 4 });
    tasks = (await listTasks(ada, projectId)).tasks;
    expect(tasks).toHaveLength(5);
    expect(tree(tasks)["Check the links"]).toBe("Launch the site");
  });

  it("from an epic, reads its children and then their sub-tasks; the epic's children stay top-level tasks", async () => {
    const epic = fake.seed("Spring release", { issuetype: { id: "10000" } });
    const story = fake.seed("Checkout page");
    const other = fake.seed("Search page");
    fake.seedSubtask(story.key, "Card form");
    fake.seedSubtask(other.key, "Filters");
    // Elsewhere in the project: not under this epic, so not pulled.
    const outside = fake.seed("Unrelated story", { parent: undefined });
    fake.seedSubtask(outside.key, "Not mine");
    const projectId = await newProjectId(ada, "Jira epic");

    await pull(projectId, { target: { id: epic.key } });
    const jqls = fake.calls(/^POST \/rest\/api\/3\/search\/jql$/).map((r) => (r.body as any).jql);
    expect(jqls).toEqual([`parent = ${epic.key} ORDER BY created ASC`, `parent in (${story.key}, ${other.key}) ORDER BY created ASC`]);
    expect(tree((await listTasks(ada, projectId)).tasks)).toEqual({
      "Checkout page": null,
      "Search page": null,
      "Card form": "Checkout page",
      Filters: "Search page",
    });
  });
});
