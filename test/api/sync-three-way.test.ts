import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId } from "../board/support";
import { api, type Caller, json } from "../support/api";
import { connectJiraFake, releaseFakes } from "../support/connected-fakes";
import type { FakeJira } from "../support/fakes/jira";
import { waitForJob } from "../support/integrations";

// Issue 27: the pull's three-way rule, field by field, against the base of the last sync. Only Jira
// changed it: Jira's value is taken. Only Kickoff changed it: Kickoff's value stays and nothing is
// reported. Both changed it to different values: Kickoff's value stays as a conflict. Both made the
// same change: nothing to do.

const SITE = "https://three-way.atlassian.net";
const TOKEN = "ATATT3xFfGF0-jira-token-three-way-1234";
let fake: FakeJira;
let ada: Caller;

beforeEach(async () => {
  ({ ada, fake } = await connectJiraFake(SITE, TOKEN));
});
afterEach(() => releaseFakes(fake));

async function pull(projectId: number, body?: unknown) {
  const res = await api("POST", `/api/projects/${projectId}/pull-tasks/jira`, { as: ada, body });
  expect(res.status).toBe(202);
  const job = await waitForJob(ada, (await json(res)).jobId);
  expect(job.status, job.error).toBe("done");
  return job.result as { message: string; details: { updated: number; unchanged: number; conflicts: unknown[] } };
}

describe("pull: the three-way rule", () => {
  it("keeps a field only Kickoff changed, takes one only Jira changed, and reports only real conflicts", async () => {
    const projectId = await newProjectId(ada, "Three way");
    const mineOnly = fake.seed("Kickoff renames this", { duedate: "2027-02-10" });
    const theirsOnly = fake.seed("Jira renames this");
    const both = fake.seed("Both rename this the same");
    await pull(projectId, { target: { id: "KO" } });
    const byKey = async () => Object.fromEntries((await listTasks(ada, projectId)).tasks.map((t) => [t.externalId, t]));
    const before = await byKey();

    const edit = (key: string, body: unknown) => api("PATCH", `/api/tasks/${before[key].id}`, { as: ada, body });
    expect((await edit(mineOnly.key, { name: "Renamed in Kickoff", dueDate: "2027-03-01" })).status).toBe(200);
    expect((await edit(both.key, { name: "Same new name" })).status).toBe(200);
    fake.issues.find((i) => i.key === theirsOnly.key)!.fields.summary = "Renamed in Jira";
    fake.issues.find((i) => i.key === both.key)!.fields.summary = "Same new name";

    const result = await pull(projectId);
    expect(result.details).toMatchObject({ updated: 1, conflicts: [] });
    const after = await byKey();
    expect(after[mineOnly.key]).toMatchObject({ name: "Renamed in Kickoff", dueDate: "2027-03-01" });
    expect(after[theirsOnly.key].name).toBe("Renamed in Jira");
    expect(after[both.key].name).toBe("Same new name");

    // The next pull, with nothing new on either side, changes nothing either.
    const again = await pull(projectId);
    expect(again.details).toMatchObject({ updated: 0, conflicts: [] });
    expect((await byKey())[mineOnly.key]).toMatchObject({ name: "Renamed in Kickoff", dueDate: "2027-03-01" });
  });
});
