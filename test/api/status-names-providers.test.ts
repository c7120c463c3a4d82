import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BoardStatus } from "../../core/schemas/statuses";
import { listTasks, newProjectId, newTask } from "../board/support";
import { api, type Caller, json } from "../support/api";
import { connectFakes, releaseFakes } from "../support/connected-fakes";
import type { FakeAsana } from "../support/fakes/asana";
import type { FakeMonday } from "../support/fakes/monday";
import type { FakeSmartsheet } from "../support/fakes/smartsheet";
import { runJob } from "../support/integrations";
import { shapeTask } from "../support/project-shape";

// Issue 25 (decision 132): a project's own status names with monday.com (the Status column's label of
// that name), Smartsheet (the Status picklist's option) and Asana (the project's "Status" single
// select, since Asana's own state is only completed). What a provider lacks goes by the category and
// is listed; a pulled state of a project status's name sets that status.

let user: Caller;
let asana: FakeAsana;
let smartsheet: FakeSmartsheet;
let monday: FakeMonday;

beforeEach(async () => {
  ({ user, asana, smartsheet, monday } = await connectFakes({
    asana: "2/1200/asana-status-names",
    smartsheet: "smartsheet-status-names-token",
    monday: "eyJhbGciOiJIUzI1NiJ9.monday-status-names",
  }));
});
afterEach(() => releaseFakes(asana, smartsheet, monday));

const run = (path: string, body?: unknown) => runJob(user, path, body);

async function addStatus(projectId: number, name: string, category: string): Promise<BoardStatus> {
  const res = await api("POST", `/api/projects/${projectId}/statuses`, { as: user, body: { name, category } });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<BoardStatus>(res);
}

/** A project with "In review" (in progress) and "Blocked" (to do), and a task in each. */
async function reviewFlow(name: string) {
  const projectId = await newProjectId(user, name);
  const review = await addStatus(projectId, "In review", "in-progress");
  const blocked = await addStatus(projectId, "Blocked", "todo");
  const reviewed = await newTask(user, projectId, { name: "Review the copy" });
  await shapeTask(user, reviewed.id, { statusId: review.id });
  const stuck = await newTask(user, projectId, { name: "Wait for legal" });
  await shapeTask(user, stuck.id, { statusId: blocked.id });
  return { projectId, review, blocked, reviewed, stuck };
}

const byName = async (projectId: number) => Object.fromEntries((await listTasks(user, projectId)).tasks.map((t) => [t.name, t]));

describe("custom status names with monday.com", () => {
  it("sends the board's label of the status's name, lists one the board lacks, and reads labels back by name", async () => {
    const board = monday.seedBoard("Review");
    monday.boards[0].columns[0].labels = ["Working on it", "Done", "Stuck", "In Review"];
    const { projectId, review, blocked, reviewed } = await reviewFlow("monday review");
    const sync = await run(`/api/projects/${projectId}/sync/monday`, { target: { id: board } });
    const item = (name: string) => monday.items.find((i) => i.name === name)!;
    expect(item("Review the copy").values.status).toEqual({ label: "In Review" });
    expect(item("Wait for legal").values.status).toEqual({ label: "Not Started" });
    expect(sync.result.details.notCarried).toEqual([
      { kind: "status", name: "Blocked", reason: "monday.com has no status of this name here: the task went as “Not Started”." },
    ]);

    // On the board: the review gets stuck (no status of the project's); a new item arrives in review.
    item("Review the copy").values.status = { label: "Stuck" };
    monday.seedItem(board, "Made on the board", { status: { label: "In Review" } });
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/monday`);
    expect(pulled.result.details).toMatchObject({ created: 1, updated: 1, conflicts: [] });
    const tasks = await byName(projectId);
    // "Stuck" is no status of the project: its category (to do) and that category's first status.
    expect(tasks["Review the copy"]).toMatchObject({ id: reviewed.id, status: "todo", statusId: `${projectId}-todo` });
    expect(tasks["Made on the board"]).toMatchObject({ statusId: review.id, status: "in-progress" });
    expect(tasks["Wait for legal"]).toMatchObject({ statusId: blocked.id });
  });
});

describe("custom status names with Smartsheet", () => {
  it("writes the Status option of the status's name and reads a row's option back as that status", async () => {
    const sheet = smartsheet.seedSheet("Review");
    smartsheet.sheets[0].columns[2].options = ["Not Started", "In Progress", "In Review", "Complete"];
    const { projectId, review, blocked } = await reviewFlow("Smartsheet review");
    const sync = await run(`/api/projects/${projectId}/sync/smartsheet`, { target: { id: String(sheet) } });
    const row = (name: string) => smartsheet.rows.find((r) => r.cells[0].value === name)!.id;
    expect(smartsheet.cell(row("Review the copy"), "Status")).toBe("In Review");
    expect(smartsheet.cell(row("Wait for legal"), "Status")).toBe("Not Started");
    expect(sync.result.details.notCarried.map((n: { name: string }) => n.name)).toEqual(["Blocked"]);

    smartsheet.seedRow(sheet, "Made in the sheet", undefined, "In Review");
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/smartsheet`);
    expect(pulled.result.details).toMatchObject({ created: 1, updated: 0, conflicts: [] });
    const tasks = await byName(projectId);
    expect(tasks["Made in the sheet"]).toMatchObject({ statusId: review.id, status: "in-progress" });
    expect(tasks["Wait for legal"]).toMatchObject({ statusId: blocked.id });
  });
});

describe("custom status names with Asana", () => {
  it("sets the project's Status option of the status's name and reads it back, done or not by completed", async () => {
    const project = asana.seedProject("Review");
    const field = asana.seedCustomField(project, "Status", "enum", ["In review", "Blocked", "Done"]);
    const option = (name: string) => asana.customFields.get(project)![0].enum_options!.find((o) => o.name === name)!.gid;
    const { projectId, review, blocked } = await reviewFlow("Asana review");
    const qa = await addStatus(projectId, "QA", "in-progress");
    const checked = await newTask(user, projectId, { name: "Check the build" });
    await shapeTask(user, checked.id, { statusId: qa.id });
    const sync = await run(`/api/projects/${projectId}/sync/asana`, { target: { id: project } });
    const task = (name: string) => asana.tasks.find((t) => t.data.name === name)!;
    expect(task("Review the copy").data.custom_fields).toEqual({ [field]: option("In review") });
    expect(task("Wait for legal").data.custom_fields).toEqual({ [field]: option("Blocked") });
    expect(task("Check the build").data.custom_fields).toBeUndefined();
    expect(sync.result.details.notCarried).toEqual([
      { kind: "status", name: "QA", reason: "Asana has no status of this name here: the task went as its category (in progress)." },
    ]);

    // In Asana: the review is blocked now; a new task comes in review; a completed one says "Blocked" (completed wins).
    task("Review the copy").data.custom_fields[field] = option("Blocked");
    asana.seedTask(project, "Made in Asana", { custom_fields: { [field]: option("In review") } });
    asana.seedTask(project, "Finished in Asana", { completed: true, custom_fields: { [field]: option("Blocked") } });
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/asana`);
    expect(pulled.result.details).toMatchObject({ created: 2, conflicts: [] });
    const tasks = await byName(projectId);
    expect(tasks["Review the copy"]).toMatchObject({ statusId: blocked.id, status: "todo" });
    expect(tasks["Made in Asana"]).toMatchObject({ statusId: review.id, status: "in-progress" });
    expect(tasks["Finished in Asana"]).toMatchObject({ status: "done", statusId: `${projectId}-done` });
    expect(tasks["Check the build"]).toMatchObject({ statusId: qa.id });
  });
});
