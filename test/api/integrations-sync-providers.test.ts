import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask } from "../board/support";
import { api, type Caller, json } from "../support/api";
import { connectFakes, releaseFakes } from "../support/connected-fakes";
import type { FakeAsana } from "../support/fakes/asana";
import type { FakeMonday } from "../support/fakes/monday";
import type { FakeSmartsheet } from "../support/fakes/smartsheet";
import { waitForJob } from "../support/integrations";

// Task sync, status sync, pull and Import Data with Asana (completed, offset paging) and Smartsheet
// (Status cell, page/pageSize paging), against fakes that check the request shapes.

const ASANA_TOKEN = "2/1204xxxx/1205yyyy:asana-secret-token";
const SMARTSHEET_TOKEN = "smartsheet-secret-token-abcdefghijkl";
const MONDAY_TOKEN = "eyJhbGciOiJIUzI1NiJ9.monday-secret-token";

let asana: FakeAsana;
let smartsheet: FakeSmartsheet;
let monday: FakeMonday;
let user: Caller;

beforeEach(async () => {
  ({ user, asana, smartsheet, monday } = await connectFakes({ asana: ASANA_TOKEN, smartsheet: SMARTSHEET_TOKEN, monday: MONDAY_TOKEN }));
});
afterEach(() => releaseFakes(asana, smartsheet, monday));

async function run(method: string, path: string, body?: unknown) {
  const res = await api(method, path, { as: user, body });
  const payload = await json(res);
  expect(res.status, JSON.stringify(payload)).toBe(202);
  const job = await waitForJob(user, payload.jobId);
  expect(job.status, job.error).toBe("done");
  return job;
}

describe("Asana", () => {
  it("creates the task in the linked project, then updates it and marks it completed", async () => {
    const project = asana.seedProject("Website");
    const projectId = await newProjectId(user, "Website");
    const task = await newTask(user, projectId, { name: "Draft the brief", description: "Two pages", dueDate: "2027-01-15" });
    await run("POST", `/api/tasks/${task.id}/sync/asana`, { target: { id: project } });
    expect(asana.tasks).toHaveLength(1);
    const created = asana.tasks[0];
    expect(created.data).toMatchObject({
      name: "Draft the brief",
      notes: "Two pages",
      projects: [project],
      due_on: "2027-01-15",
      completed: false,
    });

    await api("PATCH", `/api/tasks/${task.id}`, { as: user, body: { name: "Draft the short brief", dueDate: null } });
    await run("POST", `/api/tasks/${task.id}/sync/asana`);
    expect(asana.tasks).toHaveLength(1);
    expect(created.data).toMatchObject({ name: "Draft the short brief", due_on: null });

    await run("POST", `/api/tasks/${task.id}/sync-status/asana`, { externalId: created.gid, status: "done" });
    expect(created.data.completed).toBe(true);
    expect(asana.calls(/^PUT \/api\/1\.0\/tasks\/\d+$/).at(-1)!.body).toEqual({ data: { completed: true } });
  });

  it("pulls two pages; in progress in Kickoff is not a change against Asana's not-completed", async () => {
    asana.pageSize = 2;
    const project = asana.seedProject("Launch");
    asana.seedTask(project, "One", { due_on: "2027-02-01" });
    asana.seedTask(project, "Two", { completed: true });
    asana.seedTask(project, "Three", { notes: "Details" });
    const projectId = await newProjectId(user, "Launch");
    const first = await run("POST", `/api/projects/${projectId}/pull-tasks/asana`, { target: { id: project } });
    expect(first.result.details.created).toBe(3);
    const lists = asana.calls(/^GET \/api\/1\.0\/projects\/\d+\/tasks$/);
    expect(lists).toHaveLength(2);
    expect(lists[1].search).toContain("offset=eyJ2");
    const tasks = (await listTasks(user, projectId)).tasks;
    const one = tasks.find((t) => t.name === "One")!;
    expect(one.dueDate).toBe("2027-02-01");
    expect(tasks.find((t) => t.name === "Two")!.status).toBe("done");

    await api("PATCH", `/api/tasks/${one.id}`, { as: user, body: { status: "in-progress" } });
    const second = await run("POST", `/api/projects/${projectId}/pull-tasks/asana`);
    expect(second.result.details).toMatchObject({ created: 0, updated: 0, unchanged: 3, conflicts: [] });
    expect((await listTasks(user, projectId)).tasks.find((t) => t.id === one.id)!.status).toBe("in-progress");
  });

  it("matches an Asana assignee to a project member by the e-mail of their Asana user, looked up once per person", async () => {
    const project = asana.seedProject("Assigned");
    asana.users.set("9001", { name: "Grace", email: user.email.toUpperCase() });
    asana.users.set("9002", { name: "Someone else", email: "nobody@example.com" });
    asana.seedTask(project, "Mine", { assignee: { gid: "9001" } });
    asana.seedTask(project, "Also mine", { assignee: { gid: "9001" } });
    asana.seedTask(project, "Theirs", { assignee: { gid: "9002" } });
    const projectId = await newProjectId(user, "Assigned");
    await run("POST", `/api/projects/${projectId}/pull-tasks/asana`, { target: { id: project } });
    const tasks = (await listTasks(user, projectId)).tasks;
    expect(Object.fromEntries(tasks.map((t) => [t.name, t.assigneeId]))).toEqual({
      Mine: user.userId,
      "Also mine": user.userId,
      Theirs: null,
    });
    // The task list gives compact users; each person's e-mail is read once.
    expect(asana.calls(/^GET \/api\/1\.0\/users\/\d+$/).map((r) => r.path)).toEqual(["/api/1.0/users/9001", "/api/1.0/users/9002"]);
  });

  it("Import Data makes a project per picked container, with its items", async () => {
    const web = asana.seedProject("Website relaunch");
    asana.seedTask(web, "Pick a font");
    asana.seedTask(web, "Write copy", { completed: true });
    const job = await run("POST", "/api/import/asana", { containers: [{ id: web, name: "Website relaunch" }] });
    expect(job.result.message).toBe("Data from Asana has been imported.");
    const [imported] = job.result.details.projects;
    const project = await json(await api("GET", `/api/projects/${imported.projectId}`, { as: user }));
    expect(project).toMatchObject({ name: "Website relaunch", source: "asana", externalId: web, role: "owner" });
    expect((await listTasks(user, imported.projectId)).tasks.map((t) => [t.name, t.status]).sort()).toEqual([
      ["Pick a font", "todo"],
      ["Write copy", "done"],
    ]);
    // The person who started it hears how it went (the bell), also after leaving the page.
    const bell = await json(await api("GET", "/api/notifications", { as: user }));
    expect(bell.items).toContainEqual(expect.objectContaining({ kind: "import", title: "Import finished: Asana" }));
    const bad = await api("POST", "/api/import/asana", { as: user, body: { containers: [] } });
    expect(bad.status).toBe(400);
  });
});

describe("Smartsheet", () => {
  it("adds a row, updates its cells, and sets the Status cell", async () => {
    const sheet = smartsheet.seedSheet("Ops");
    const projectId = await newProjectId(user, "Ops");
    const task = await newTask(user, projectId, { name: "Book the van", dueDate: "2027-03-03" });
    await run("POST", `/api/tasks/${task.id}/sync/smartsheet`, { target: { id: String(sheet) } });
    const rowId = smartsheet.rows[0].id;
    expect(smartsheet.cell(rowId, "Task")).toBe("Book the van");
    expect(smartsheet.cell(rowId, "Due")).toBe("2027-03-03");
    expect(smartsheet.cell(rowId, "Status")).toBe("Not Started");

    await api("PATCH", `/api/tasks/${task.id}`, { as: user, body: { name: "Book the big van", dueDate: null } });
    await run("POST", `/api/tasks/${task.id}/sync/smartsheet`);
    expect(smartsheet.rows).toHaveLength(1);
    expect(smartsheet.cell(rowId, "Task")).toBe("Book the big van");
    expect(smartsheet.cell(rowId, "Due")).toBe("");

    await run("POST", `/api/tasks/${task.id}/sync-status/smartsheet`, { externalId: String(rowId), status: "in-progress" });
    expect(smartsheet.cell(rowId, "Status")).toBe("In Progress");
  });

  it("syncs the whole project from the header, and pulls two pages without duplicates", async () => {
    smartsheet.pageSize = 2;
    const sheet = smartsheet.seedSheet("Plan");
    smartsheet.seedRow(sheet, "Existing row", "2027-05-05", "Complete");
    const projectId = await newProjectId(user, "Plan");
    await newTask(user, projectId, { name: "Mine A" });
    await newTask(user, projectId, { name: "Mine B" });
    const sync = await run("POST", `/api/projects/${projectId}/sync/smartsheet`, { target: { id: String(sheet) } });
    expect(sync.result.details).toMatchObject({ synced: 2, failed: [] });
    expect(smartsheet.rows).toHaveLength(3);

    const pull = await run("POST", `/api/projects/${projectId}/pull-tasks/smartsheet`);
    expect(pull.result.details).toMatchObject({ created: 1, unchanged: 2 });
    expect(smartsheet.calls(/^GET \/2\.0\/sheets\/\d+$/).filter((r) => r.search.includes("pageSize=100"))).toHaveLength(2);
    const again = await run("POST", `/api/projects/${projectId}/pull-tasks/smartsheet`);
    expect(again.result.details).toMatchObject({ created: 0, unchanged: 3 });
    const tasks = (await listTasks(user, projectId)).tasks;
    expect(tasks).toHaveLength(3);
    expect(tasks.find((t) => t.name === "Existing row")).toMatchObject({ status: "done", dueDate: "2027-05-05", source: "smartsheet" });
  });
});

describe("monday.com", () => {
  it("creates the item, makes a Status column on an exported board, updates it, and moves its status", async () => {
    const board = monday.seedBoard("Sprint");
    // An exported board has no Status column, only Priority.
    monday.boards[0].columns = [{ id: "date_1", title: "Due", type: "date" }];
    const projectId = await newProjectId(user, "Sprint");
    const task = await newTask(user, projectId, { name: "Fix the login", dueDate: "2027-04-04" });
    await run("POST", `/api/tasks/${task.id}/sync/monday`, { target: { id: board } });
    const item = monday.items[0];
    expect(item.name).toBe("Fix the login");
    const status = monday.boards[0].columns.find((c) => c.title === "Status")!;
    expect(status.type).toBe("status");
    expect(item.values).toEqual({ [status.id]: { label: "Not Started" }, date_1: { date: "2027-04-04" } });

    await api("PATCH", `/api/tasks/${task.id}`, { as: user, body: { name: "Fix the login page" } });
    await run("POST", `/api/tasks/${task.id}/sync/monday`);
    expect(monday.items).toHaveLength(1);
    expect(item.name).toBe("Fix the login page");

    await run("POST", `/api/tasks/${task.id}/sync-status/monday`, { externalId: item.id, status: "done" });
    expect(item.values[status.id]).toEqual({ label: "Done" });
  });

  it("pulls with items_page then next_items_page and its cursor, twice without duplicates", async () => {
    monday.pageSize = 2;
    const board = monday.seedBoard("Ops");
    monday.seedItem(board, "Alpha", { status: { label: "Working on it" }, date4: { date: "2027-06-01" } });
    monday.seedItem(board, "Beta", { status: { label: "Done" } });
    monday.seedItem(board, "Gamma");
    const projectId = await newProjectId(user, "Ops");
    const first = await run("POST", `/api/projects/${projectId}/pull-tasks/monday`, { target: { id: board } });
    expect(first.result.details.created).toBe(3);
    expect(monday.requests.filter((r) => (r.body as any).query.includes("next_items_page("))).toHaveLength(1);
    const tasks = Object.fromEntries((await listTasks(user, projectId)).tasks.map((t) => [t.name, t]));
    expect(tasks.Alpha).toMatchObject({ status: "in-progress", dueDate: "2027-06-01", source: "monday" });
    expect(tasks.Beta.status).toBe("done");
    const again = await run("POST", `/api/projects/${projectId}/pull-tasks/monday`);
    expect(again.result.details).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });
});
