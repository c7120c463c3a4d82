import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, type Caller, json, signIn } from "../support/api";
import { FakeAsana } from "../support/fakes/asana";
import { fakeFetch } from "../support/fakes/fake-api";
import { FakeMonday } from "../support/fakes/monday";
import { FakeSmartsheet } from "../support/fakes/smartsheet";
import { callWith, deliver, expectNoSecrets, jobRow, PLAN, recordExportJob, waitForJob } from "../support/integrations";

// Asana, monday.com and Smartsheet with personal tokens, against fakes of their APIs that check the
// auth header format and body shapes ({data} for Asana, GraphQL variables + API-Version for monday,
// cell arrays for Smartsheet) and answer like them: 429s, partial failures, monday's HTTP-200 errors.

const ASANA_TOKEN = "2/1204xxxx/1205yyyy:asana-secret-token";
const MONDAY_TOKEN = "eyJhbGciOiJIUzI1NiJ9.monday-secret-token";
const SMARTSHEET_TOKEN = "smartsheet-secret-token-abcdefghijkl";
/** Smartsheet EU accounts live on another host: configured like a deployer would. */
const EU = { SMARTSHEET_API_ORIGIN: "https://api.smartsheet.eu" };

let asana: FakeAsana;
let monday: FakeMonday;
let smartsheet: FakeSmartsheet;
let user: Caller;

beforeEach(async () => {
  user = await signIn(uniqueEmail("grace"));
  asana = new FakeAsana("https://app.asana.com", ASANA_TOKEN);
  monday = new FakeMonday("https://api.monday.com", MONDAY_TOKEN);
  smartsheet = new FakeSmartsheet("https://api.smartsheet.eu", SMARTSHEET_TOKEN);
  vi.stubGlobal("fetch", fakeFetch(asana, monday, smartsheet));
});
afterEach(() => {
  expect([...asana.violations, ...monday.violations, ...smartsheet.violations]).toEqual([]);
  vi.unstubAllGlobals();
});

const details = async (jobId: string) => {
  const row = await jobRow(jobId);
  expect(row?.status, row?.error ?? "").toBe("done");
  return JSON.parse(row!.result!).exportDetails;
};

describe("Asana", () => {
  const connect = (token = ASANA_TOKEN) => api("POST", "/api/integrations/asana/connect", { as: user, body: { token } });

  it("connects with a good token (Bearer, /users/me) and refuses a bad one with Asana's reason", async () => {
    const bad = await connect("not-the-token");
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Asana did not accept these credentials: Asana answered 401: Not Authorized");
    const good = await connect();
    const text = await good.text();
    expect(good.status).toBe(200);
    expectNoSecrets(text, [ASANA_TOKEN]);
    expect(JSON.parse(text)).toMatchObject({ provider: "asana", connected: true, account: "Grace Hopper", mode: "token" });
  });

  it("scrubs the token out of a provider message that echoes it, in the response and the logs", async () => {
    const echoed = "echoed-secret-token-0123456789";
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void logged.push(args.join(" ")));
    vi.stubGlobal("fetch", async () => Response.json({ errors: [{ message: `Token ${echoed} is malformed` }] }, { status: 400 }));
    const res = await connect(echoed);
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(JSON.parse(text).message).toBe("Asana did not accept these credentials: Asana answered 400: Token [redacted] is malformed");
    expect(text).not.toContain(echoed);
    expect(logged.join("\n")).not.toContain(echoed);
    vi.restoreAllMocks();
  });

  it("lists workspaces, with the caller's teams where the workspace is an organisation", async () => {
    await connect();
    expect(await json(await api("GET", "/api/integrations/asana/targets", { as: user }))).toEqual([
      { id: "111", name: "Personal Projects" },
      { id: "222", name: "Acme Corp", teams: [{ id: "333", name: "Marketing" }], detail: "Organisation: pick a team" },
    ]);
  });

  it("a one-day plan's project gets only a due date: Asana refuses start_on equal to due_on", async () => {
    await connect();
    const oneDay = { ...PLAN, timeline: { startDate: "2027-06-12", endDate: "2027-06-12" } };
    const res = await api("POST", "/api/integrations/export/asana", { as: user, body: { plan: oneDay, target: { id: "111" } } });
    const job = await waitForJob(user, (await json(res)).jobId);
    expect(job.status, job.error).toBe("done");
    expect(asana.projects[0].data).toMatchObject({ due_on: "2027-06-12" });
    expect(asana.projects[0].data.start_on).toBeUndefined();
  });

  it("exports through the real queue: a project, a section per milestone, tasks with due_on in their sections", async () => {
    await connect();
    const res = await api("POST", "/api/integrations/export/asana", {
      as: user,
      body: { plan: PLAN, target: { id: "222", teamId: "333" } },
    });
    expect(res.status).toBe(202);
    const job = await waitForJob(user, (await json(res)).jobId);
    expect(job.status, job.error).toBe("done");
    expect(asana.projects).toHaveLength(1);
    expect(asana.projects[0].data).toMatchObject({
      name: "Harbour Festival",
      workspace: "222",
      team: "333",
      due_on: "2027-06-12",
      start_on: "2027-04-05",
    });
    expect(asana.sections.map((s) => s.name)).toEqual(["Bookings done", "Festival day", "Other tasks"]);
    const task = asana.tasks.find((t) => t.data.name === "Book the harbour stage")!;
    expect(task.data).toMatchObject({ projects: [asana.projects[0].gid], due_on: "2027-04-20" });
    expect(task.data.notes).toContain("Priority: High");
    expect(task.section).toBe(asana.sections[0].gid);
    expect(asana.tasks.find((t) => t.data.name === "Bookings done")?.data.resource_subtype).toBe("milestone");
    expect(asana.tasks.find((t) => t.data.name === "Thank the volunteers")?.section).toBe(asana.sections[2].gid);
    // addTask puts a task on top unless told where: each goes after the previous, in plan order.
    const names = (section: string) => asana.sectionOrder(section).map((gid) => asana.tasks.find((t) => t.gid === gid)?.data.name);
    expect(names("Bookings done")).toEqual(["Bookings done", "Book the harbour stage", "Sign three local bands"]);
    expect(names("Festival day")).toEqual(["Festival day", "Print the programme"]);
    expect(job.result.exportDetails).toMatchObject({
      provider: "asana",
      externalUrl: `https://app.asana.com/0/${asana.projects[0].gid}/list`,
      created: 6,
      failed: [],
    });
    const project = await json(await api("GET", `/api/projects/${job.result.exportDetails.projectId}`, { as: user }));
    expect(project).toMatchObject({ source: "asana", externalId: asana.projects[0].gid });
  });

  it("reports a refused task, and a redelivery after a 503 creates no second project or task", async () => {
    await connect();
    asana.refuseNames.add("Sign three local bands");
    asana.outage(/addTask$/);
    const jobId = await recordExportJob(user, "asana", { id: "111" });
    const first = await deliver(jobId, 1);
    expect(first.retryMessages).toHaveLength(1);
    await deliver(jobId, 2);
    const d = await details(jobId);
    expect(d.created).toBe(5);
    expect(d.failed).toEqual([
      { kind: "task", name: "Sign three local bands", error: "Asana answered 400: name: This task name is not allowed in this workspace." },
    ]);
    expect(asana.projects).toHaveLength(1);
    expect(asana.tasks).toHaveLength(5);
    expect(asana.tasks.every((t) => t.section)).toBe(true);
  });

  it("waits out a short 429 and hands a long one back to the queue", async () => {
    await connect();
    asana.rateLimit(/^POST \/api\/1\.0\/tasks$/, 1);
    asana.rateLimit(/^POST \/api\/1\.0\/tasks$/, 90);
    const jobId = await recordExportJob(user, "asana", { id: "111" });
    const first = await deliver(jobId, 1);
    expect(first.retryDelays).toEqual([90]);
    expect((await jobRow(jobId))?.error).toBe("Asana is rate limiting requests; trying again in 90 s.");
    await deliver(jobId, 2);
    expect((await details(jobId)).created).toBe(6);
    expect(asana.tasks).toHaveLength(6);
    expect(asana.projects).toHaveLength(1);
  });
});

describe("monday.com", () => {
  const connect = (token = MONDAY_TOKEN) => api("POST", "/api/integrations/monday/connect", { as: user, body: { token } });

  it("connects with the bare token and the API-Version header, refuses a bad token", async () => {
    const bad = await connect("wrong");
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toContain("Not Authenticated");
    const good = await connect();
    expect(good.status).toBe(200);
    expect(await json(good)).toMatchObject({ provider: "monday", connected: true, account: "Katherine Johnson" });
    expect(await json(await api("GET", "/api/integrations/monday/targets", { as: user }))).toEqual([
      { id: "555", name: "Main workspace", detail: "open workspace" },
    ]);
  });

  it("exports a board with a date column, a group per milestone and items one at a time, in order", async () => {
    await connect();
    const jobId = await recordExportJob(user, "monday", { id: "555" });
    await deliver(jobId);
    const d = await details(jobId);
    const board = monday.boards[0];
    expect(monday.boards).toHaveLength(1);
    expect(d).toMatchObject({ provider: "monday", externalUrl: `https://acme.monday.com/boards/${board.id}`, created: 6, failed: [] });
    expect(board.columns.map((c) => c.type)).toEqual(["date", "status"]);
    expect(board.groups.map((g) => g.title)).toEqual(["Bookings done", "Festival day", "Other tasks", "Group Title"]);
    expect(board.items.map((i) => i.name)).toEqual([
      "Bookings done",
      "Book the harbour stage",
      "Sign three local bands",
      "Festival day",
      "Print the programme",
      "Thank the volunteers",
    ]);
    // No placeholder items (the board was made empty), and a milestone's Priority is a priority.
    expect(board.items[0].values).toEqual({ date_1: { date: "2027-05-03" }, status_2: { label: "Medium" } });
    const stage = board.items[1];
    expect(stage.group).toBe(board.groups[0].id);
    expect(stage.values).toEqual({ date_1: { date: "2027-04-20" }, status_2: { label: "High" } });
    // Every call carried the pinned API version.
    expect(monday.requests.every((r) => r.headers.get("api-version") === "2026-10")).toBe(true);
  });

  it("reads monday's HTTP-200 errors: an item refusal is reported for that item, a budget error goes back to the queue", async () => {
    await connect();
    monday.refuseNames.add("Print the programme");
    monday.budgetExhausted = 1;
    const jobId = await recordExportJob(user, "monday", { id: "555" });
    const first = await deliver(jobId, 1);
    expect(first.retryDelays).toEqual([45]);
    expect((await jobRow(jobId))?.error).toContain("Complexity budget exhausted");
    await deliver(jobId, 2);
    const d = await details(jobId);
    expect(d.failed).toEqual([
      { kind: "task", name: "Print the programme", error: "monday refused the request: Item name contains invalid characters" },
    ]);
    expect(monday.boards).toHaveLength(1);
    expect(monday.items).toHaveLength(5);
  });

  it("fails the job with monday's message when the workspace is refused", async () => {
    await connect();
    const jobId = await recordExportJob(user, "monday", { id: "999" });
    await deliver(jobId);
    const row = await jobRow(jobId);
    expect(row?.status).toBe("failed");
    expect(row?.error).toBe("monday refused the request: Workspace not found");
  });
});

describe("Smartsheet (EU host from SMARTSHEET_API_ORIGIN)", () => {
  const connect = (token = SMARTSHEET_TOKEN) => callWith(EU, "POST", "/api/integrations/smartsheet/connect", { as: user, body: { token } });

  it("connects against the configured host and refuses a bad token with Smartsheet's reason", async () => {
    const bad = await connect("nope");
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe(
      "Smartsheet did not accept these credentials: Smartsheet answered 401: Your Access Token is invalid.",
    );
    const good = await connect();
    expect(await json(good)).toMatchObject({ provider: "smartsheet", connected: true, account: "Mary Jackson" });
    expect(await json(await callWith(EU, "GET", "/api/integrations/smartsheet/targets", { as: user }))).toEqual([
      { id: "4455", name: "Operations" },
    ]);
  });

  it("creates a sheet with Task, Due, Status and Priority columns and adds every row in one call", async () => {
    await connect();
    const jobId = await recordExportJob(user, "smartsheet", { id: "4455" });
    await deliver(jobId, 1, EU);
    const d = await details(jobId);
    const sheet = smartsheet.sheets[0];
    expect(sheet.columns.map((c) => [c.title, c.type])).toEqual([
      ["Task", "TEXT_NUMBER"],
      ["Due", "DATE"],
      ["Status", "PICKLIST"],
      ["Priority", "PICKLIST"],
    ]);
    expect(smartsheet.calls(/rows$/)).toHaveLength(1);
    expect(sheet.rows).toHaveLength(6);
    expect(sheet.rows[1].cells).toEqual([
      { columnId: sheet.columns[0].id, value: "Book the harbour stage" },
      { columnId: sheet.columns[1].id, value: "2027-04-20" },
      { columnId: sheet.columns[2].id, value: "Not Started" },
      { columnId: sheet.columns[3].id, value: "High" },
    ]);
    expect(d).toMatchObject({
      provider: "smartsheet",
      externalUrl: `https://app.smartsheet.com/sheets/p${sheet.id}`,
      created: 6,
      failed: [],
    });
  });

  it("reports failed rows item by item; a 429 without Retry-After is retried with backoff; nothing is created twice", async () => {
    await connect();
    smartsheet.refuseTasks.add("Thank the volunteers");
    smartsheet.rateLimit(/rows$/, null, 1);
    const jobId = await recordExportJob(user, "smartsheet", { id: "4455" });
    await deliver(jobId, 1, EU);
    await deliver(jobId, 2, EU); // a duplicate delivery of the finished job
    const d = await details(jobId);
    expect(d.created).toBe(5);
    expect(d.failed).toEqual([
      { kind: "task", name: "Thank the volunteers", error: "The cell value in the primary column exceeds the limit." },
    ]);
    expect(smartsheet.sheets).toHaveLength(1);
    expect(smartsheet.rows).toHaveLength(5);
    expect(smartsheet.calls(/rows$/)).toHaveLength(2);
  });
});
