import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, signIn } from "../support/api";
import { connectJiraFake, releaseFakes } from "../support/connected-fakes";
import { type FakeJira, WORKFLOW } from "../support/fakes/jira";
import { deliver, jobRow, requeue, waitForJob } from "../support/integrations";

// Task sync, status sync and pull against a fake Jira Cloud site (issue 11). The fake checks paths,
// auth, ADF bodies, bounded JQL, nextPageToken paging and that transitions exist in its workflow
// (whose ids are not Jira's defaults); its violations must stay empty.

const SITE = "https://acme.atlassian.net";
const TOKEN = "ATATT3xFfGF0-jira-token-sync-123456";
let fake: FakeJira;
let ada: Caller;

beforeEach(async () => {
  ({ ada, fake } = await connectJiraFake(SITE, TOKEN));
});
afterEach(() => releaseFakes(fake));

async function run(as: Caller, method: string, path: string, body?: unknown) {
  const res = await api(method, path, { as, body });
  const payload = await json(res);
  expect(res.status, JSON.stringify(payload)).toBe(202);
  const job = await waitForJob(as, payload.jobId);
  expect(job.status, job.error).toBe("done");
  return { ...job, started: payload };
}

/** Adds a member through the members API, so the board's member mirror hears of it. */
async function join(projectId: number, who: Caller, role: "editor" | "viewer") {
  const res = await api("POST", `/api/projects/${projectId}/members`, { as: ada, body: { userId: who.userId, role } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

const issue = (key: string) => fake.issues.find((i) => i.key === key)!;

describe("task sync with Jira", () => {
  it("asks for a target when the project is not linked, then creates the issue and later updates it", async () => {
    const projectId = await newProjectId(ada, "Launch site");
    const task = await newTask(ada, projectId, {
      name: "Write the copy",
      description: "Hero text\n\nand the footer",
      dueDate: "2027-03-01",
    });

    const unlinked = await api("POST", `/api/tasks/${task.id}/sync/jira`, { as: ada });
    expect(unlinked.status).toBe(409);
    expect(await json(unlinked)).toMatchObject({ message: expect.stringContaining("not linked to Jira"), details: { needsTarget: true } });

    const first = await run(ada, "POST", `/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
    expect(first.result.message).toBe("Task synchronized with Jira.");
    const creates = fake.calls(/^POST \/rest\/api\/3\/issue$/);
    expect(creates).toHaveLength(1);
    expect((creates[0].body as any).fields).toMatchObject({
      project: { key: "KO" },
      issuetype: { id: "10001" },
      summary: "Write the copy",
      duedate: "2027-03-01",
    });
    expect((creates[0].body as any).fields.description.content).toHaveLength(2);
    const key = fake.issues[0].key;
    const [synced] = (await listTasks(ada, projectId)).tasks;
    expect(synced.externalId).toBe(key);
    // The task now lives in Jira: its source says so (spec §2.9), and where it came from is kept.
    expect(synced).toMatchObject({ source: "jira", origin: "manual" });

    // Edited in Kickoff, synced again: the same issue is updated, nothing new is created.
    await api("PATCH", `/api/tasks/${task.id}`, { as: ada, body: { name: "Write the landing copy", status: "in-progress" } });
    await run(ada, "POST", `/api/tasks/${task.id}/sync/jira`);
    expect(fake.calls(/^POST \/rest\/api\/3\/issue$/)).toHaveLength(1);
    expect(fake.issues).toHaveLength(1);
    expect(issue(key).fields.summary).toBe("Write the landing copy");
    expect(issue(key).fields.status.name).toBe("Doing");
    expect(fake.calls(/^POST \/rest\/api\/3\/issue\/KO-\d+\/transitions$/).map((r) => (r.body as any).transition.id)).toEqual(["481"]);

    const state = await json(await api("GET", `/api/projects/${projectId}/sync-state`, { as: ada }));
    expect(state.links).toEqual([
      expect.objectContaining({ provider: "jira", containerId: "KO", lastSynced: expect.stringMatching(/^\d{4}-/) }),
    ]);
    expect(state.tasks).toEqual([
      expect.objectContaining({ taskId: task.id, externalId: key, lastSynced: expect.stringMatching(/^\d{4}-/) }),
    ]);
  });

  it("updates only the fields on the issue's edit screen (editmeta), so a project without a due date field still syncs", async () => {
    const projectId = await newProjectId(ada, "Lean screens");
    const task = await newTask(ada, projectId, { name: "Order the banners", description: "Two of them", dueDate: "2027-03-05" });
    await run(ada, "POST", `/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
    const key = fake.issues[0].key;
    // This project's edit screen has neither a due date nor a description.
    fake.editScreen.delete("duedate");
    fake.editScreen.delete("description");
    await api("PATCH", `/api/tasks/${task.id}`, { as: ada, body: { name: "Order three banners", dueDate: "2027-03-09" } });
    await run(ada, "POST", `/api/tasks/${task.id}/sync/jira`);
    const puts = fake.calls(/^PUT \/rest\/api\/3\/issue\/KO-\d+$/);
    expect(puts.map((r) => Object.keys((r.body as any).fields))).toEqual([["summary"]]);
    expect(issue(key).fields.summary).toBe("Order three banners");
    expect(fake.calls(/editmeta$/)).toHaveLength(1);
  });

  it("a redelivered sync job creates nothing twice", async () => {
    const projectId = await newProjectId(ada, "Redelivery");
    const task = await newTask(ada, projectId, { name: "Only once" });
    const { jobId } = await run(ada, "POST", `/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } }).then((j) => ({ jobId: j.id }));
    await requeue(jobId);
    await deliver(jobId, 2);
    expect((await jobRow(jobId))?.status).toBe("done");
    expect(fake.issues).toHaveLength(1);
  });

  it("only an editor may sync, and another tenant's task is a 404", async () => {
    const projectId = await newProjectId(ada, "Roles");
    const task = await newTask(ada, projectId);
    const viewer = await signIn(uniqueEmail("viewer"));
    await join(projectId, viewer, "viewer");
    const outsider = await signIn(uniqueEmail("outsider"));
    expect((await api("POST", `/api/tasks/${task.id}/sync/jira`, { as: viewer, body: { target: { id: "KO" } } })).status).toBe(403);
    expect((await api("POST", `/api/tasks/${task.id}/sync/jira`, { as: outsider, body: { target: { id: "KO" } } })).status).toBe(404);
    expect((await api("POST", `/api/projects/${projectId}/pull-tasks/jira`, { as: outsider, body: { target: { id: "KO" } } })).status).toBe(
      404,
    );
    expect((await api("POST", `/api/tasks/${task.id}/sync/trello`, { as: ada })).status).toBe(400);
  });
});

describe("status sync with Jira", () => {
  it("moves the board now and the issue through the workflow's own transition ids", async () => {
    const projectId = await newProjectId(ada, "Workflow");
    const task = await newTask(ada, projectId, { name: "Ship the release" });
    await run(ada, "POST", `/api/tasks/${task.id}/sync/jira`, { target: { id: "KO" } });
    const key = fake.issues[0].key;

    const wrong = await api("POST", `/api/tasks/${task.id}/sync-status/jira`, { as: ada, body: { externalId: "KO-999", status: "done" } });
    expect(wrong.status).toBe(400);
    const bad = await api("POST", `/api/tasks/${task.id}/sync-status/jira`, { as: ada, body: { externalId: key, status: "finished" } });
    expect(bad.status).toBe(400);

    const done = await run(ada, "POST", `/api/tasks/${task.id}/sync-status/jira`, { externalId: key, status: "done" });
    expect(done.started.task).toMatchObject({ id: task.id, status: "done", isCompleted: true });
    expect(done.result.message).toBe("Status synchronized with Jira.");
    expect(issue(key).fields.status).toMatchObject({ name: "Shipped", statusCategory: { key: "done" } });
    expect(fake.calls(/^POST \/rest\/api\/3\/issue\/KO-\d+\/transitions$/).at(-1)!.body).toEqual({ transition: { id: "491" } });
    expect((await listTasks(ada, projectId)).tasks[0].status).toBe("done");

    await run(ada, "POST", `/api/tasks/${task.id}/sync-status/jira`, { externalId: key, status: "todo" });
    expect(issue(key).fields.status.name).toBe("Backlog");
    expect(fake.calls(/^POST \/rest\/api\/3\/issue\/KO-\d+\/transitions$/).at(-1)!.body).toEqual({ transition: { id: "471" } });
    expect(WORKFLOW.transitions.map((t) => t.id)).not.toContain("31");
  });
});

describe("pull from Jira", () => {
  it("reads two pages, creates the new issues as tasks, and a second pull duplicates nothing", async () => {
    const bob = await signIn(uniqueEmail("bob"));
    const projectId = await newProjectId(ada, "Pulled");
    await join(projectId, bob, "editor");
    fake.pageSize = 2;
    fake.seed("Design the poster", { duedate: "2027-02-10", assignee: { emailAddress: bob.email.toUpperCase() } });
    fake.seed("Order the drinks");
    const shipped = fake.seed("Book the hall");
    fake.moveTo(shipped.key, "done");

    const first = await run(ada, "POST", `/api/projects/${projectId}/pull-tasks/jira`, { target: { id: "KO" } });
    expect(first.result.message).toBe("Successfully pulled 3 tasks from Jira.");
    expect(first.result.details.tasks).toHaveLength(3);
    const searches = fake.calls(/^POST \/rest\/api\/3\/search\/jql$/);
    expect(searches).toHaveLength(2);
    expect((searches[0].body as any).nextPageToken).toBeUndefined();
    expect((searches[1].body as any).nextPageToken).toBe("page-2");

    const tasks = (await listTasks(ada, projectId)).tasks;
    const byName = Object.fromEntries(tasks.map((t) => [t.name, t]));
    expect(byName["Design the poster"]).toMatchObject({ source: "jira", dueDate: "2027-02-10", assigneeId: bob.userId, status: "todo" });
    expect(byName["Book the hall"]).toMatchObject({ status: "done", isCompleted: true, externalId: shipped.key });
    expect(byName["Order the drinks"].assigneeId).toBeNull();

    const second = await run(ada, "POST", `/api/projects/${projectId}/pull-tasks/jira`);
    expect(second.result.details).toMatchObject({ created: 0, updated: 0, unchanged: 3, conflicts: [] });
    expect((await listTasks(ada, projectId)).tasks).toHaveLength(3);
  });

  it("updates what changed in Jira, and a field changed on both sides keeps Kickoff's value as a conflict", async () => {
    const projectId = await newProjectId(ada, "Conflicts");
    const poster = fake.seed("Design the poster");
    const drinks = fake.seed("Order the drinks");
    await run(ada, "POST", `/api/projects/${projectId}/pull-tasks/jira`, { target: { id: "KO" } });
    const tasks = (await listTasks(ada, projectId)).tasks;
    const posterTask = tasks.find((t) => t.externalId === poster.key)!;

    // Both sides rename the poster; only Jira moves the drinks.
    await api("PATCH", `/api/tasks/${posterTask.id}`, { as: ada, body: { name: "Design the A2 poster" } });
    issue(poster.key).fields.summary = "Design the poster (final)";
    fake.moveTo(drinks.key, "indeterminate");

    const pull = await run(ada, "POST", `/api/projects/${projectId}/pull-tasks/jira`);
    expect(pull.result.details.conflicts).toEqual([
      {
        taskId: posterTask.id,
        externalId: poster.key,
        name: "Design the A2 poster",
        field: "name",
        kickoff: "Design the A2 poster",
        external: "Design the poster (final)",
      },
    ]);
    expect(pull.result.message).toBe("Successfully pulled 1 tasks from Jira; 1 conflict kept Kickoff's value.");
    const after = Object.fromEntries((await listTasks(ada, projectId)).tasks.map((t) => [t.externalId, t]));
    expect(after[poster.key].name).toBe("Design the A2 poster");
    expect(after[drinks.key].status).toBe("in-progress");
  });

  it("a redelivered pull creates nothing twice, and a busy container sends the second job back to the queue", async () => {
    const projectId = await newProjectId(ada, "Redelivered pull");
    fake.seed("One");
    fake.seed("Two");
    const first = await run(ada, "POST", `/api/projects/${projectId}/pull-tasks/jira`, { target: { id: "KO" } });
    await requeue(first.id);
    await deliver(first.id, 2);
    expect((await listTasks(ada, projectId)).tasks).toHaveLength(2);

    // Another job holds the container: this one waits its turn.
    await env.DB.prepare("INSERT INTO sync_locks (key, job_id, until) VALUES ('jira:KO', 'other-job', ?)")
      .bind(Date.now() + 60_000)
      .run();
    await requeue(first.id);
    const busy = await deliver(first.id, 3);
    expect(busy.retryDelays).toEqual([5]);
    expect((await jobRow(first.id))?.status).toBe("queued");
    await env.DB.prepare("DELETE FROM sync_locks WHERE key = 'jira:KO'").run();
  });

  it("hands a long 429 back to the queue with its Retry-After", async () => {
    const projectId = await newProjectId(ada, "Rate limited");
    fake.seed("One");
    const res = await api("POST", `/api/projects/${projectId}/pull-tasks/jira`, { as: ada, body: { target: { id: "KO" } } });
    const { jobId } = await json(res);
    await waitForJob(ada, jobId);
    fake.rateLimit(/^POST \/rest\/api\/3\/search\/jql$/, 120);
    await requeue(jobId);
    const limited = await deliver(jobId, 2);
    expect(limited.retryDelays).toEqual([120]);
  });
});
