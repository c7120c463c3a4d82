import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, type Caller, env, json, signIn } from "../support/api";
import { connectJiraFake, releaseFakes } from "../support/connected-fakes";
import { fakeFetch } from "../support/fakes/fake-api";
import { FakeJira, GATEWAY } from "../support/fakes/jira";
import { callWith, deliver, expectNoSecrets, jobRow, PLAN, recordExportJob, requeue, waitForJob } from "../support/integrations";

// Jira with a personal API token, against a fake Jira Cloud site: connecting, the SSRF rules for the
// site, export targets, and the export through the queue (epic, bulk children, partial failure, 429,
// redelivery). The fake checks auth, paths and body shapes (ADF) and its violations must stay empty.

const SITE = "https://acme.atlassian.net";
const TOKEN = "ATATT3xFfGF0-jira-token-abcdef123456";
let fake: FakeJira;
let ada: Caller;

beforeEach(async () => {
  ({ ada, fake } = await connectJiraFake(SITE, TOKEN, { connect: false }));
});
afterEach(() => releaseFakes(fake));

const connect = (as: Caller, body: Record<string, unknown>) => api("POST", "/api/integrations/jira/connect", { as, body });
const connectAda = () => connect(ada, { token: TOKEN, site: SITE, email: ada.email });

async function storedRow(userId: number) {
  return env.DB.prepare(
    "SELECT access_token, refresh_token, is_connected, account, mode FROM integrations WHERE user_id = ? AND provider = 'jira'",
  )
    .bind(userId)
    .first<{ access_token: string; refresh_token: string | null; is_connected: number; account: string; mode: string }>();
}

describe("connecting Jira with a personal token", () => {
  it("lists every provider as not connected, in token mode, before anything is connected", async () => {
    const res = await api("GET", "/api/integrations", { as: ada });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(
      ["jira", "asana", "monday", "smartsheet"].map((provider) => ({
        provider,
        connected: false,
        mode: "token",
        account: null,
        connectedAt: null,
        lastSynced: null,
        lastTarget: null,
        site: null,
      })),
    );
  });

  it("checks the token with /myself, stores it encrypted and never returns it", async () => {
    const res = await connectAda();
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expectNoSecrets(text, [TOKEN, btoa(`${ada.email}:${TOKEN}`)]);
    expect(JSON.parse(text)).toMatchObject({ provider: "jira", connected: true, mode: "token", account: "Ada Lovelace" });
    expect(fake.calls(/^GET \/rest\/api\/3\/myself$/)).toHaveLength(1);
    expect(fake.requests[0].headers.get("authorization")).toBe(`Basic ${btoa(`${ada.email}:${TOKEN}`)}`);

    const row = await storedRow(ada.userId);
    expect(row).toMatchObject({ is_connected: 1, account: "Ada Lovelace", mode: "token" });
    expect(row!.access_token).toMatch(/^v1\./);
    expect(row!.access_token).not.toContain(TOKEN);

    const list = await api("GET", "/api/integrations", { as: ada });
    const listText = await list.text();
    expectNoSecrets(listText, [TOKEN]);
    expect(JSON.parse(listText)[0]).toMatchObject({ provider: "jira", connected: true, account: "Ada Lovelace" });
    expect(JSON.parse(listText)[0].connectedAt).toMatch(/^\d{4}-/);

    // Another user sees none of it.
    const bob = await signIn(uniqueEmail("bob"));
    expect((await json(await api("GET", "/api/integrations", { as: bob })))[0]).toMatchObject({ connected: false, account: null });
  });

  it("answers 400 with Jira's reason for a wrong token and stores nothing", async () => {
    const res = await connect(ada, { token: "wrong-token-value", site: SITE, email: ada.email });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.message).toContain("Client must be authenticated to access this resource.");
    expect(body.message).not.toContain("wrong-token-value");
    expect(await storedRow(ada.userId)).toBeNull();
  });

  it.each([
    ["plain http", "http://acme.atlassian.net"],
    ["another host", "https://evil.example.com"],
    ["a look-alike host", "https://acme.atlassian.net.evil.com"],
    ["an IP address", "https://169.254.169.254"],
    ["localhost", "http://localhost:8787"],
    ["a port", "https://acme.atlassian.net:8443"],
    ["credentials in the URL", "https://user:pw@acme.atlassian.net"],
    ["a path", "https://acme.atlassian.net/rest/api/3/myself#"],
    ["a sub-subdomain", "https://a.b.atlassian.net"],
  ])("refuses %s as the Jira site without calling it (SSRF)", async (_label, site) => {
    const res = await connect(ada, { token: TOKEN, site, email: ada.email });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.message).toBe("The Jira site must be https://<your-site>.atlassian.net.");
    // The connect form shows it under its site input (issue 23 #2).
    expect(body.details).toEqual([{ path: "site", message: body.message }]);
    expect(fake.requests).toHaveLength(0);
    expect(await storedRow(ada.userId)).toBeNull();
  });

  it("accepts only JIRA_API_ORIGIN as the site when the deployer pinned one", async () => {
    const pinned = { JIRA_API_ORIGIN: SITE };
    const other = await callWith(pinned, "POST", "/api/integrations/jira/connect", {
      as: ada,
      body: { token: TOKEN, site: "https://other.atlassian.net", email: ada.email },
    });
    expect(other.status).toBe(400);
    expect((await json(other)).message).toBe(`This server only connects to the Jira site ${SITE}.`);
    expect(fake.requests).toHaveLength(0);
    const same = await callWith(pinned, "POST", "/api/integrations/jira/connect", {
      as: ada,
      body: { token: TOKEN, site: SITE, email: ada.email },
    });
    expect(same.status).toBe(200);
  });

  it("needs the account e-mail and a token", async () => {
    const noEmail = await json(await connect(ada, { token: TOKEN, site: SITE }));
    expect(noEmail.message).toBe("Please enter the e-mail address of your Atlassian account.");
    expect(noEmail.details).toEqual([{ path: "email", message: noEmail.message }]);
    const noSite = await json(await connect(ada, { token: TOKEN, email: ada.email }));
    expect(noSite).toEqual({
      message: "Please enter your Jira site, like https://your-team.atlassian.net.",
      details: [{ path: "site", message: "Please enter your Jira site, like https://your-team.atlassian.net." }],
    });
    const noToken = await connect(ada, { token: "  ", site: SITE, email: ada.email });
    expect(noToken.status).toBe(400);
    expect((await json(noToken)).message).toBe("Please paste your API token.");
    expect((await api("POST", "/api/integrations/trello/connect", { as: ada, body: { token: TOKEN } })).status).toBe(400);
    expect((await api("POST", "/api/integrations/jira/connect", { as: null, body: { token: TOKEN } })).status).toBe(401);
  });

  it("refuses to connect with 503 when the server has no INTEGRATIONS_KEY, and stores nothing", async () => {
    const res = await callWith({ ENVIRONMENT: "production", INTEGRATIONS_KEY: undefined }, "POST", "/api/integrations/jira/connect", {
      as: ada,
      body: { token: TOKEN, site: SITE, email: ada.email },
    });
    expect(res.status).toBe(503);
    // The fix is the deployer's: people get a plain sentence, never `wrangler` instructions (issue 21).
    expect((await json(res)).message).toBe("Connecting tools is not available on this server yet. Importing a file works without it.");
    expect(fake.requests).toHaveLength(0);
    expect(await storedRow(ada.userId)).toBeNull();
  });

  it("disconnects and forgets the credentials; an export then answers 409", async () => {
    await connectAda();
    const res = await api("DELETE", "/api/integrations/jira", { as: ada });
    expect(res.status).toBe(204);
    expect(await storedRow(ada.userId)).toBeNull();
    const exp = await api("POST", "/api/integrations/export/jira", { as: ada, body: { plan: PLAN, target: { id: "KO" } } });
    expect(exp.status).toBe(409);
    expect((await json(exp)).message).toBe("Jira is not connected. Connect it first, or download a file instead.");
  });
});

describe("connecting Jira with a scoped API token (or a service account's)", () => {
  it("finds the site's cloud id when the site refuses the token, and goes through Atlassian's gateway from then on", async () => {
    const scoped = new FakeJira(SITE, ada.email, TOKEN, GATEWAY);
    scoped.scoped = true;
    vi.stubGlobal("fetch", fakeFetch(scoped));
    const res = await connectAda();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(scoped.requests.map((r) => `${r.method} ${r.origin}${r.path}`)).toEqual([
      `GET ${SITE}/rest/api/3/myself`,
      `GET ${SITE}/_edge/tenant_info`,
      `GET ${GATEWAY}/ex/jira/${scoped.cloudId}/rest/api/3/myself`,
    ]);
    const targets = await api("GET", "/api/integrations/jira/targets", { as: ada });
    expect(await json(targets)).toEqual([{ id: "KO", name: "Kickoff Ops", detail: "KO · Epic issue type" }]);
    const last = scoped.requests.at(-1)!;
    expect(`${last.origin}${last.path}`).toBe(`${GATEWAY}/ex/jira/${scoped.cloudId}/rest/api/3/project/search`);
    expect(last.headers.get("authorization")).toBe(`Basic ${btoa(`${ada.email}:${TOKEN}`)}`);
    expect(scoped.violations).toEqual([]);
  });
});

describe("Jira targets", () => {
  it("lists the projects that have an Epic issue type, every page of them", async () => {
    await connectAda();
    fake.projects.push(
      { id: "10012", key: "MKT", name: "Marketing", epic: true },
      { id: "10013", key: "OPS", name: "Operations", epic: true },
    );
    fake.projectPageSize = 2;
    const res = await api("GET", "/api/integrations/jira/targets", { as: ada });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([
      { id: "KO", name: "Kickoff Ops", detail: "KO · Epic issue type" },
      { id: "MKT", name: "Marketing", detail: "MKT · Epic issue type" },
      { id: "OPS", name: "Operations", detail: "OPS · Epic issue type" },
    ]);
    const pages = fake.calls(/project\/search$/).map((r) => new URLSearchParams(r.search).get("startAt"));
    expect(pages).toEqual(["0", "2"]);
  });

  it("answers 409 when Jira is not connected", async () => {
    expect((await api("GET", "/api/integrations/jira/targets", { as: ada })).status).toBe(409);
  });
});

describe("exporting a plan to Jira", () => {
  it("runs on the queue: an Epic, then its milestones and tasks in one bulk call, and a linked Kickoff project", async () => {
    await connectAda();
    const res = await api("POST", "/api/integrations/export/jira", { as: ada, body: { plan: PLAN, target: { id: "KO" } } });
    expect(res.status).toBe(202);
    const { jobId } = await json(res);
    const job = await waitForJob(ada, jobId);
    expect(job.status, job.error).toBe("done");
    expectNoSecrets(JSON.stringify(job), [TOKEN]);

    expect(fake.epics).toHaveLength(1);
    const epic = fake.epics[0];
    expect(epic.fields).toMatchObject({ project: { key: "KO" }, summary: "Harbour Festival", duedate: "2027-06-12" });
    expect(epic.fields.description.content[0].content[0]).toEqual({ type: "text", text: "A one-day music festival at the harbour." });

    const bulk = fake.calls(/^POST \/rest\/api\/3\/issue\/bulk$/);
    expect(bulk).toHaveLength(1);
    const updates = (bulk[0].body as any).issueUpdates;
    expect(updates.map((u: any) => u.fields.summary)).toEqual([
      "Milestone: Bookings done",
      "Book the harbour stage",
      "Sign three local bands",
      "Milestone: Festival day",
      "Print the programme",
      "Thank the volunteers",
    ]);
    expect(updates[1].fields).toMatchObject({
      parent: { key: epic.key },
      duedate: "2027-04-20",
      priority: { name: "High" },
      issuetype: { id: "10001" },
    });
    expect(updates[5].fields.duedate).toBeUndefined();

    const details = job.result.exportDetails;
    expect(details).toMatchObject({ provider: "jira", externalUrl: `${SITE}/browse/${epic.key}`, created: 6, failed: [] });
    const project = await json(await api("GET", `/api/projects/${details.projectId}`, { as: ada }));
    expect(project).toMatchObject({
      name: "Harbour Festival",
      source: "jira",
      externalId: epic.key,
      externalUrl: `${SITE}/browse/${epic.key}`,
      role: "owner",
    });
    const tasks = await json(await api("GET", `/api/projects/${details.projectId}/tasks`, { as: ada }));
    const byName = Object.fromEntries(tasks.map((t: any) => [t.name, t]));
    expect(byName["Book the harbour stage"]).toMatchObject({ externalId: "KO-3", source: "jira", kind: "task" });
    expect(byName["Bookings done"]).toMatchObject({ externalId: "KO-2", kind: "milestone" });
    expect(byName["Book the harbour stage"].parentTaskId).toBe(byName["Bookings done"].id);

    // The picked project is remembered for the next export, and the connection shows its last sync.
    const jira = (await json(await api("GET", "/api/integrations", { as: ada })))[0];
    expect(jira.lastTarget).toEqual({ id: "KO" });
    expect(jira.lastSynced).toMatch(/^\d{4}-/);
  });

  it("reports a partial bulk failure item by item and still links what was created", async () => {
    await connectAda();
    fake.refuseSummaries.add("Print the programme");
    const jobId = await recordExportJob(ada, "jira", { id: "KO" });
    await deliver(jobId);
    const row = await jobRow(jobId);
    expect(row?.status).toBe("done");
    const details = JSON.parse(row!.result!).exportDetails;
    expect(details.created).toBe(5);
    expect(details.failed).toEqual([
      { kind: "task", name: "Print the programme", error: "summary: Summary contains a word this project does not allow." },
    ]);
    const tasks = await json(await api("GET", `/api/projects/${details.projectId}/tasks`, { as: ada }));
    expect(tasks.find((t: any) => t.name === "Print the programme").externalId).toBeNull();
    expect(tasks.filter((t: any) => t.externalId)).toHaveLength(5);
  });

  it("retries only the failed items on request and links them to the same project", async () => {
    await connectAda();
    fake.refuseSummaries.add("Print the programme");
    const jobId = await recordExportJob(ada, "jira", { id: "KO" });
    await deliver(jobId);
    const first = JSON.parse((await jobRow(jobId))!.result!).exportDetails;
    expect(first.failed).toHaveLength(1);

    fake.refuseSummaries.clear();
    const res = await api("POST", `/api/integrations/export/jira/retry/${jobId}`, { as: ada });
    expect(res.status).toBe(202);
    const job = await waitForJob(ada, jobId);
    expect(job.status, job.error).toBe("done");
    expect(job.result.exportDetails).toMatchObject({ projectId: first.projectId, created: 6, failed: [] });
    expect(fake.epics).toHaveLength(1);
    expect(fake.issues).toHaveLength(7);
    const retried = fake.calls(/bulk$/).at(-1)!;
    expect((retried.body as any).issueUpdates.map((u: any) => u.fields.summary)).toEqual(["Print the programme"]);
    const tasks = await json(await api("GET", `/api/projects/${first.projectId}/tasks`, { as: ada }));
    expect(tasks.find((t: any) => t.name === "Print the programme").externalId).toBe("KO-7");
    const projects = await json(await api("GET", "/api/projects", { as: ada }));
    expect(projects.filter((p: any) => p.source === "jira")).toHaveLength(1);

    // Nothing left to retry; someone else's export is not found.
    const again = await api("POST", `/api/integrations/export/jira/retry/${jobId}`, { as: ada });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("Nothing to retry: every item was created.");
    const bob = await signIn(uniqueEmail("bob"));
    expect((await api("POST", `/api/integrations/export/jira/retry/${jobId}`, { as: bob })).status).toBe(404);
  });

  it("waits out a short 429 Retry-After inside the job", async () => {
    await connectAda();
    fake.rateLimit(/^POST \/rest\/api\/3\/issue\/bulk$/, 1);
    const jobId = await recordExportJob(ada, "jira", { id: "KO" });
    const started = Date.now();
    await deliver(jobId);
    expect((await jobRow(jobId))?.status).toBe("done");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(fake.calls(/bulk/)).toHaveLength(2);
    expect(fake.issues).toHaveLength(7);
  });

  it("hands a long 429 back to the queue with its Retry-After, and the redelivery creates nothing twice", async () => {
    await connectAda();
    fake.rateLimit(/^POST \/rest\/api\/3\/issue\/bulk$/, 120);
    const jobId = await recordExportJob(ada, "jira", { id: "KO" });
    const first = await deliver(jobId, 1);
    expect(first.retryMessages).toEqual([{ msgId: `msg-${jobId}-1` }]);
    expect(first.retryDelays).toEqual([120]);
    expect((await jobRow(jobId))?.status).toBe("queued");
    expect(fake.epics).toHaveLength(1);

    await deliver(jobId, 2);
    const row = await jobRow(jobId);
    expect(row?.status).toBe("done");
    expect(fake.epics).toHaveLength(1);
    expect(fake.issues).toHaveLength(7);
    expect(fake.calls(/^POST \/rest\/api\/3\/issue$/)).toHaveLength(1);

    // A third delivery of the finished job (at-least-once) is acknowledged and does nothing.
    const again = await deliver(jobId, 3);
    expect(again.explicitAcks).toEqual([`msg-${jobId}-3`]);
    expect(fake.issues).toHaveLength(7);
    const projects = await json(await api("GET", "/api/projects", { as: ada }));
    expect(projects.filter((p: any) => p.source === "jira")).toHaveLength(1);
  });

  it("retries a 503 through the queue and resumes after the epic: nothing is created twice", async () => {
    await connectAda();
    fake.outage(/^POST \/rest\/api\/3\/issue\/bulk$/);
    const jobId = await recordExportJob(ada, "jira", { id: "KO" });
    const first = await deliver(jobId, 1);
    expect(first.retryMessages).toHaveLength(1);
    expect((await jobRow(jobId))?.error).toBe("Jira answered 503: Service unavailable");
    await deliver(jobId, 2);
    expect(fake.epics).toHaveLength(1);
    expect(fake.issues).toHaveLength(7);
    expect((await jobRow(jobId))?.status).toBe("done");
  });

  it("a delivery that died after all the work (status never written) is redone without creating anything twice", async () => {
    await connectAda();
    const jobId = await recordExportJob(ada, "jira", { id: "KO" });
    await deliver(jobId, 1);
    const firstProject = JSON.parse((await jobRow(jobId))!.result!).exportDetails.projectId;
    await requeue(jobId);
    await deliver(jobId, 2);
    expect(fake.issues).toHaveLength(7);
    const again = JSON.parse((await jobRow(jobId))!.result!).exportDetails;
    expect(again).toMatchObject({ projectId: firstProject, created: 6 });
  });

  it("fails the job with Jira's message when the project refuses the epic", async () => {
    await connectAda();
    const jobId = await recordExportJob(ada, "jira", { id: "SUP" });
    const result = await deliver(jobId);
    expect(result.explicitAcks).toHaveLength(1);
    const row = await jobRow(jobId);
    expect(row?.status).toBe("failed");
    expect(row?.error).toContain("Jira answered 404");
    fake.violations.length = 0; // the unknown project's calls were the point of this test
  });

  it("validates the export body and the provider name", async () => {
    await connectAda();
    const noTarget = await api("POST", "/api/integrations/export/jira", { as: ada, body: { plan: PLAN } });
    expect(noTarget.status).toBe(400);
    const badPlan = await api("POST", "/api/integrations/export/jira", {
      as: ada,
      body: { plan: { ...PLAN, name: "ab" }, target: { id: "KO" } },
    });
    expect(badPlan.status).toBe(400);
    expect((await json(badPlan)).message).toBe("Project name must be at least 3 characters");
    expect((await api("POST", "/api/integrations/export/trello", { as: ada, body: { plan: PLAN, target: { id: "KO" } } })).status).toBe(
      400,
    );
  });
});
