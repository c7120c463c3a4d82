import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, type Caller, json, signIn } from "../support/api";
import { FakeAsana } from "../support/fakes/asana";
import { fakeFetch } from "../support/fakes/fake-api";
import { FakeJira } from "../support/fakes/jira";
import { FakeMonday } from "../support/fakes/monday";
import { FakeSmartsheet } from "../support/fakes/smartsheet";
import { callWith, deliver, jobRow, PLAN, recordExportJob } from "../support/integrations";

// A plan's links (issue 12) leave with its export: Jira "Blocks" issue links, Asana task
// dependencies; monday and Smartsheet get none (decision 013). Each link is made once, whatever
// the redeliveries: the fakes flag a link made twice as a violation.

const SITE = "https://acme.atlassian.net";
const JIRA_TOKEN = "ATATT3xFfGF0-jira-token-abcdef123456";
const ASANA_TOKEN = "2/1204xxxx/1205yyyy:asana-secret-token";
const MONDAY_TOKEN = "eyJhbGciOiJIUzI1NiJ9.monday-secret-token";
const SMARTSHEET_TOKEN = "smartsheet-secret-token-abcdefghijkl";
const EU = { SMARTSHEET_API_ORIGIN: "https://api.smartsheet.eu" };

/** Stage -> bands -> programme, and the stage before the thank-you. */
const LINKED = {
  ...PLAN,
  dependencies: [
    { predecessor: 0, successor: 1, type: "FS", lagDays: 0 },
    { predecessor: 1, successor: 2, type: "FS", lagDays: 0 },
    { predecessor: 0, successor: 3, type: "FS", lagDays: 0 },
  ],
};

let user: Caller;
let jira: FakeJira;
let asana: FakeAsana;
let monday: FakeMonday;
let smartsheet: FakeSmartsheet;

beforeEach(async () => {
  user = await signIn(uniqueEmail("ada"));
  jira = new FakeJira(SITE, user.email, JIRA_TOKEN);
  asana = new FakeAsana("https://app.asana.com", ASANA_TOKEN);
  monday = new FakeMonday("https://api.monday.com", MONDAY_TOKEN);
  smartsheet = new FakeSmartsheet("https://api.smartsheet.eu", SMARTSHEET_TOKEN);
  vi.stubGlobal("fetch", fakeFetch(jira, asana, monday, smartsheet));
});
afterEach(() => {
  expect([...jira.violations, ...asana.violations, ...monday.violations, ...smartsheet.violations]).toEqual([]);
  vi.unstubAllGlobals();
});

const details = async (jobId: string) => {
  const row = await jobRow(jobId);
  expect(row?.status, row?.error ?? "").toBe("done");
  return JSON.parse(row!.result!).exportDetails;
};

const keyOf = (name: string) => jira.issues.find((i) => i.fields.summary === name)!.key;
const gidOf = (name: string) => asana.tasks.find((t) => t.data.name === name)!.gid;

describe("Jira issue links", () => {
  const connect = () =>
    api("POST", "/api/integrations/jira/connect", { as: user, body: { token: JIRA_TOKEN, site: SITE, email: user.email } });

  it("links each predecessor as blocking its successor after the issues exist", async () => {
    expect((await connect()).status).toBe(200);
    const jobId = await recordExportJob(user, "jira", { id: "KO" }, LINKED);
    await deliver(jobId);
    expect((await details(jobId)).failed).toEqual([]);
    const calls = jira.calls(/^POST \/rest\/api\/3\/issueLink$/);
    expect(calls).toHaveLength(3);
    expect(calls[0].body).toEqual({
      type: { name: "Blocks" },
      inwardIssue: { key: keyOf("Book the harbour stage") },
      outwardIssue: { key: keyOf("Sign three local bands") },
    });
    expect(jira.links).toEqual([
      { blocker: keyOf("Book the harbour stage"), blocked: keyOf("Sign three local bands") },
      { blocker: keyOf("Sign three local bands"), blocked: keyOf("Print the programme") },
      { blocker: keyOf("Book the harbour stage"), blocked: keyOf("Thank the volunteers") },
    ]);
    // Links come after every issue was created.
    const order = jira.requests.map((r) => r.path);
    expect(order.lastIndexOf("/rest/api/3/issue/bulk")).toBeLessThan(order.indexOf("/rest/api/3/issueLink"));

    // The Kickoff project made by the export keeps the same links between its tasks.
    const { projectId } = await details(jobId);
    const tasks = await json(await api("GET", `/api/projects/${projectId}/tasks`, { as: user }));
    const nameOf = (id: string) => tasks.find((t: any) => t.id === id)?.name;
    const deps = await json(await api("GET", `/api/projects/${projectId}/dependencies`, { as: user }));
    expect(deps.map((d: any) => [nameOf(d.predecessorId), nameOf(d.successorId), d.type]).sort()).toEqual(
      [
        ["Book the harbour stage", "Sign three local bands", "FS"],
        ["Sign three local bands", "Print the programme", "FS"],
        ["Book the harbour stage", "Thank the volunteers", "FS"],
      ].sort(),
    );
  });

  it("makes no link call for a plan without links", async () => {
    await connect();
    const jobId = await recordExportJob(user, "jira", { id: "KO" });
    await deliver(jobId);
    await details(jobId);
    expect(jira.calls(/issueLink/)).toHaveLength(0);
  });

  it("a redelivery after a 503 on a link makes only the links still missing", async () => {
    await connect();
    jira.outage(/^POST \/rest\/api\/3\/issueLink$/);
    const jobId = await recordExportJob(user, "jira", { id: "KO" }, LINKED);
    const first = await deliver(jobId, 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(jira.links).toHaveLength(0);
    await deliver(jobId, 2);
    await details(jobId);
    expect(jira.links).toHaveLength(3);
    expect(jira.issues).toHaveLength(7);
    // A third delivery of the finished job makes nothing again.
    await deliver(jobId, 3);
    expect(jira.calls(/issueLink$/)).toHaveLength(4);
  });

  it("a link to a refused issue waits for the retry that creates it", async () => {
    await connect();
    jira.refuseSummaries.add("Print the programme");
    const jobId = await recordExportJob(user, "jira", { id: "KO" }, LINKED);
    await deliver(jobId);
    expect((await details(jobId)).failed).toHaveLength(1);
    expect(jira.links).toHaveLength(2);

    jira.refuseSummaries.clear();
    expect((await api("POST", `/api/integrations/export/jira/retry/${jobId}`, { as: user })).status).toBe(202);
    await deliver(jobId, 1);
    expect((await details(jobId)).failed).toEqual([]);
    expect(jira.links).toHaveLength(3);
    expect(jira.links[2]).toEqual({ blocker: keyOf("Sign three local bands"), blocked: keyOf("Print the programme") });
  });
});

describe("Asana dependencies", () => {
  const connect = () => api("POST", "/api/integrations/asana/connect", { as: user, body: { token: ASANA_TOKEN } });

  it("adds each predecessor to its successor's dependencies, once across a redelivery", async () => {
    expect((await connect()).status).toBe(200);
    asana.outage(/addDependencies$/);
    const jobId = await recordExportJob(user, "asana", { id: "111" }, LINKED);
    const first = await deliver(jobId, 1);
    expect(first.retryMessages).toHaveLength(1);
    await deliver(jobId, 2);
    await details(jobId);
    const calls = asana.calls(/addDependencies$/);
    expect(calls.at(-1)).toMatchObject({
      path: `/api/1.0/tasks/${gidOf("Thank the volunteers")}/addDependencies`,
      body: { data: { dependencies: [gidOf("Book the harbour stage")] } },
    });
    expect(asana.dependencies).toEqual([
      { task: gidOf("Sign three local bands"), dependsOn: gidOf("Book the harbour stage") },
      { task: gidOf("Print the programme"), dependsOn: gidOf("Sign three local bands") },
      { task: gidOf("Thank the volunteers"), dependsOn: gidOf("Book the harbour stage") },
    ]);
    expect(asana.tasks).toHaveLength(6);
  });
});

describe("providers without exported links", () => {
  it("monday.com and Smartsheet export a linked plan whole, with no link calls", async () => {
    expect((await api("POST", "/api/integrations/monday/connect", { as: user, body: { token: MONDAY_TOKEN } })).status).toBe(200);
    const mondayJob = await recordExportJob(user, "monday", { id: "555" }, LINKED);
    await deliver(mondayJob);
    expect((await details(mondayJob)).created).toBe(6);

    const ss = await callWith(EU, "POST", "/api/integrations/smartsheet/connect", { as: user, body: { token: SMARTSHEET_TOKEN } });
    expect(ss.status).toBe(200);
    const ssJob = await recordExportJob(user, "smartsheet", { id: "4455" }, LINKED);
    await deliver(ssJob, 1, EU);
    expect((await details(ssJob)).created).toBe(6);
  });
});
