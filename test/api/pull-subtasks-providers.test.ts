import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { listTasks, newProjectId } from "../board/support";
import type { Caller } from "../support/api";
import { connectFakes, releaseFakes } from "../support/connected-fakes";
import type { FakeAsana } from "../support/fakes/asana";
import type { FakeMonday } from "../support/fakes/monday";
import type { FakeSmartsheet } from "../support/fakes/smartsheet";
import { runJob } from "../support/integrations";

// Issue 14: Asana subtasks, monday subitems and indented Smartsheet rows pulled into Kickoff become
// subtasks of their pulled parent, on the first pull, on later pulls (no duplicates), and through
// Import Data. The fakes check the requests (opt_fields, the subitems selection) as the services do.

const ASANA_TOKEN = "2/1204xxxx/1205yyyy:asana-subtasks-token";
const SMARTSHEET_TOKEN = "smartsheet-subtasks-token-abcdefghij";
const MONDAY_TOKEN = "eyJhbGciOiJIUzI1NiJ9.monday-subtasks-token";

let asana: FakeAsana;
let smartsheet: FakeSmartsheet;
let monday: FakeMonday;
let user: Caller;

beforeEach(async () => {
  ({ user, asana, smartsheet, monday } = await connectFakes({ asana: ASANA_TOKEN, smartsheet: SMARTSHEET_TOKEN, monday: MONDAY_TOKEN }));
});
afterEach(() => releaseFakes(asana, smartsheet, monday));

const run = async (path: string, body?: unknown) => (await runJob(user, path, body)).result;

const tree = (tasks: Task[]) =>
  Object.fromEntries(tasks.map((t) => [t.name, t.parentTaskId ? (tasks.find((p) => p.id === t.parentTaskId)?.name ?? "?") : null]));

describe("Asana subtasks", () => {
  it("reads the subtasks of tasks that have some, two levels deep, and a later pull adds only the new one", async () => {
    asana.pageSize = 2;
    const project = asana.seedProject("Dinner");
    const plan = asana.seedTask(project, "Plan the dinner");
    asana.seedTask(project, "Book the hall", { completed: true });
    const caterer = asana.seedSubtask(plan, "Book the caterer", { due_on: "2027-02-01" });
    asana.seedSubtask(plan, "Send invitations");
    asana.seedSubtask(plan, "Pick the wine");
    asana.seedSubtask(caterer, "Taste the menu", { completed: true });
    const projectId = await newProjectId(user, "Dinner");

    const first = await run(`/api/projects/${projectId}/pull-tasks/asana`, { target: { id: project } });
    expect(first.details).toMatchObject({ created: 6, failed: [] });
    const lists = asana.calls(/^GET \/api\/1\.0\/(projects|tasks)\/\d+\/(tasks|subtasks)$/);
    // Only tasks with subtasks are asked for them (Book the hall is not), each followed through its pages.
    expect(lists.map((r) => r.path)).toEqual([
      `/api/1.0/projects/${project}/tasks`,
      `/api/1.0/tasks/${plan}/subtasks`,
      `/api/1.0/tasks/${plan}/subtasks`,
      `/api/1.0/tasks/${caterer}/subtasks`,
    ]);
    expect(new URLSearchParams(lists[0].search).get("opt_fields")).toContain("num_subtasks");
    let tasks = (await listTasks(user, projectId)).tasks;
    expect(tree(tasks)).toEqual({
      "Plan the dinner": null,
      "Book the hall": null,
      "Book the caterer": "Plan the dinner",
      "Send invitations": "Plan the dinner",
      "Pick the wine": "Plan the dinner",
      "Taste the menu": "Book the caterer",
    });
    expect(tasks.find((t) => t.name === "Taste the menu")).toMatchObject({ status: "done", source: "asana" });
    expect(tasks.find((t) => t.name === "Book the caterer")!.dueDate).toBe("2027-02-01");

    asana.seedSubtask(plan, "Print the menus");
    const second = await run(`/api/projects/${projectId}/pull-tasks/asana`);
    expect(second.details).toMatchObject({ created: 1, updated: 0, unchanged: 6 });
    tasks = (await listTasks(user, projectId)).tasks;
    expect(tasks).toHaveLength(7);
    expect(tree(tasks)["Print the menus"]).toBe("Plan the dinner");
  });

  it("Import Data brings the subtasks into the new project", async () => {
    const project = asana.seedProject("Website relaunch");
    const copy = asana.seedTask(project, "Write copy");
    asana.seedSubtask(copy, "Home page");
    const result = await run("/api/import/asana", { containers: [{ id: project, name: "Website relaunch" }] });
    const [imported] = result.details.projects;
    expect(imported.tasks).toBe(2);
    expect(tree((await listTasks(user, imported.projectId)).tasks)).toEqual({ "Write copy": null, "Home page": "Write copy" });
  });
});

describe("monday subitems", () => {
  it("come with their item, status and date read from the subitems board's columns", async () => {
    monday.pageSize = 1;
    const board = monday.seedBoard("Launch");
    const site = monday.seedItem(board, "Website", { status: { label: "Working on it" } });
    monday.seedItem(board, "Press kit");
    monday.seedSubitem(board, site, "Home page", { status__1: { label: "Done" }, date0: { date: "2027-05-02" } });
    monday.seedSubitem(board, site, "Contact form");
    const projectId = await newProjectId(user, "Launch");

    const first = await run(`/api/projects/${projectId}/pull-tasks/monday`, { target: { id: board } });
    expect(first.details).toMatchObject({ created: 4, failed: [] });
    let tasks = (await listTasks(user, projectId)).tasks;
    expect(tree(tasks)).toEqual({ Website: null, "Press kit": null, "Home page": "Website", "Contact form": "Website" });
    expect(tasks.find((t) => t.name === "Home page")).toMatchObject({ status: "done", dueDate: "2027-05-02", source: "monday" });
    expect(tasks.find((t) => t.name === "Website")!.status).toBe("in-progress");

    monday.seedSubitem(board, site, "Blog");
    const second = await run(`/api/projects/${projectId}/pull-tasks/monday`);
    expect(second.details).toMatchObject({ created: 1, updated: 0, unchanged: 4 });
    tasks = (await listTasks(user, projectId)).tasks;
    expect(tasks).toHaveLength(5);
    expect(tree(tasks).Blog).toBe("Website");
  });

  it("on a multi-level board, come at every level under their own parent, read from the board's columns", async () => {
    monday.pageSize = 1;
    const board = monday.seedMultiLevelBoard("Portfolio launch");
    const site = monday.seedItem(board, "Website");
    monday.seedItem(board, "Press kit");
    const pages = monday.seedSubitem(board, site, "Pages", { status: { label: "Working on it" } });
    const home = monday.seedSubitem(board, pages, "Home page", { date4: { date: "2027-05-02" } });
    const hero = monday.seedSubitem(board, home, "Hero image", { status: { label: "Done" } });
    monday.seedSubitem(board, hero, "Pick the photo");
    monday.seedSubitem(board, site, "Contact form");
    const projectId = await newProjectId(user, "Portfolio launch");

    const first = await run(`/api/projects/${projectId}/pull-tasks/monday`, { target: { id: board } });
    expect(first.details).toMatchObject({ created: 7, failed: [] });
    const tasks = (await listTasks(user, projectId)).tasks;
    expect(tree(tasks)).toEqual({
      Website: null,
      "Press kit": null,
      Pages: "Website",
      "Home page": "Pages",
      "Hero image": "Home page",
      "Pick the photo": "Hero image",
      "Contact form": "Website",
    });
    expect(tasks.find((t) => t.name === "Pages")!.status).toBe("in-progress");
    expect(tasks.find((t) => t.name === "Home page")!.dueDate).toBe("2027-05-02");
    expect(tasks.find((t) => t.name === "Hero image")).toMatchObject({ status: "done", source: "monday" });
    // The selection asked each subitem for its parent (monday's multi-level boards guide).
    const pulls = monday.calls(/^POST \/v2$/).filter((r) => /items_page/.test((r.body as { query: string }).query));
    expect(pulls.length).toBe(2);
    for (const r of pulls) expect((r.body as { query: string }).query).toMatch(/subitems \{ id name parent_item \{ id \}/);
  });
});

describe("Smartsheet indented rows", () => {
  it("become subtasks of the row above them, across pages and on a later pull", async () => {
    smartsheet.pageSize = 2;
    const sheet = smartsheet.seedSheet("Fair");
    const tents = smartsheet.seedRow(sheet, "Tents");
    smartsheet.seedRow(sheet, "Music");
    const big = smartsheet.seedRow(sheet, "Rent the big tent", "2027-06-01", "Complete", tents);
    smartsheet.seedRow(sheet, "Pegs", undefined, undefined, big);
    smartsheet.seedRow(sheet, "Rent the small tent", undefined, undefined, tents);
    const projectId = await newProjectId(user, "Fair");

    const first = await run(`/api/projects/${projectId}/pull-tasks/smartsheet`, { target: { id: String(sheet) } });
    expect(first.details).toMatchObject({ created: 5, failed: [] });
    let tasks = (await listTasks(user, projectId)).tasks;
    expect(tree(tasks)).toEqual({
      Tents: null,
      Music: null,
      "Rent the big tent": "Tents",
      Pegs: "Rent the big tent",
      "Rent the small tent": "Tents",
    });
    expect(tasks.find((t) => t.name === "Rent the big tent")).toMatchObject({ status: "done", dueDate: "2027-06-01" });

    smartsheet.seedRow(sheet, "Ropes", undefined, undefined, big);
    const second = await run(`/api/projects/${projectId}/pull-tasks/smartsheet`);
    expect(second.details).toMatchObject({ created: 1, updated: 0, unchanged: 5 });
    tasks = (await listTasks(user, projectId)).tasks;
    expect(tasks).toHaveLength(6);
    expect(tree(tasks).Ropes).toBe("Rent the big tent");
  });
});
