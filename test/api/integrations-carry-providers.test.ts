import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask } from "../board/support";
import { api, type Caller, json } from "../support/api";
import { connectFakes, releaseFakes } from "../support/connected-fakes";
import type { FakeAsana } from "../support/fakes/asana";
import type { FakeMonday } from "../support/fakes/monday";
import type { FakeSmartsheet } from "../support/fakes/smartsheet";
import { runJob } from "../support/integrations";
import { addField, addLabel, optionId, shapeTask } from "../support/project-shape";

// Issue 25 with Asana (tags, custom fields by name), monday.com (a tags column, columns made per field)
// and Smartsheet (a Labels multi-pick column, columns made per field). Each: labels and a field
// carried, a field the provider cannot hold listed in the result, labels pulled back onto project
// labels. The fakes check every request against the providers' contracts.

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

const run = (path: string, body?: unknown) => runJob(user, path, body);

async function projectLabels(projectId: number) {
  return json<Array<{ id: string; name: string }>>(await api("GET", `/api/projects/${projectId}/labels`, { as: user }));
}

/** A project with two labels, a select field the provider can hold and a person field it cannot. */
async function shapedProject(name: string) {
  const projectId = await newProjectId(user, name);
  const review = await addLabel(user, projectId, "Needs review");
  const web = await addLabel(user, projectId, "web");
  const team = await addField(user, projectId, { name: "Team", type: "single-select", options: [{ name: "Web" }, { name: "Ops" }] });
  const owner = await addField(user, projectId, { name: "Owner", type: "person" });
  const task = await newTask(user, projectId, { name: "Ship the page" });
  await shapeTask(user, task.id, { labelIds: [review.id, web.id], fields: { [team.id]: optionId(team, "Web"), [owner.id]: user.userId } });
  return { projectId, task, review, web, team };
}

describe("Asana: tags and custom fields", () => {
  it("tags the task (finding an existing tag, making the other), sets the matching field and lists the person field", async () => {
    const project = asana.seedProject("Website");
    const existing = asana.seedTag("needs review");
    const teamField = asana.seedCustomField(project, "Team", "enum", ["Web", "Ops"]);
    const { projectId, task, web, team } = await shapedProject("Website");

    const first = await run(`/api/tasks/${task.id}/sync/asana`, { target: { id: project } });
    const created = asana.tasks.find((t) => t.data.name === "Ship the page")!;
    const made = asana.tags.find((t) => t.name === "web")!;
    expect(created.data.tags).toEqual([existing, made.gid]);
    const web_ = asana.customFields.get(project)![0].enum_options!.find((o) => o.name === "Web")!;
    expect(created.data.custom_fields).toEqual({ [teamField]: web_.gid });
    expect(first.result.details.notCarried).toEqual([
      { kind: "field", name: "Owner", reason: "This Asana project has no custom field named “Owner”." },
    ]);

    // Labels changed in Kickoff: the task's tags follow (one taken off, none added twice).
    await shapeTask(user, task.id, { labelIds: [web.id], fields: { [team.id]: optionId(team, "Ops") } });
    await run(`/api/tasks/${task.id}/sync/asana`);
    expect(created.data.tags).toEqual([made.gid]);
    const ops = asana.customFields.get(project)![0].enum_options!.find((o) => o.name === "Ops")!;
    expect(created.data.custom_fields).toEqual({ [teamField]: ops.gid });
    expect(asana.calls(/^POST \/api\/1\.0\/workspaces\/\d+\/tags$/)).toHaveLength(1);
    expect(projectId).toBeGreaterThan(0);
  });

  it("pulls tags onto project labels, creating the missing ones", async () => {
    const project = asana.seedProject("Launch");
    const urgent = asana.seedTag("Urgent");
    const review = asana.seedTag("Needs review");
    asana.seedTask(project, "Tagged", { tags: [urgent, review] });
    const projectId = await newProjectId(user, "Launch");
    const existing = await addLabel(user, projectId, "needs review");
    await run(`/api/projects/${projectId}/pull-tasks/asana`, { target: { id: project } });
    const labels = await projectLabels(projectId);
    expect(labels.map((l) => l.name)).toEqual(["needs review", "Urgent"]);
    const [tagged] = (await listTasks(user, projectId)).tasks;
    expect(tagged.labelIds).toEqual([existing.id, labels[1].id]);
  });
});

describe("monday.com: a tags column and field columns", () => {
  it("makes the Labels tags column and a dropdown column, tags the item, and lists the person field", async () => {
    const board = monday.seedBoard("Sprint");
    const { task, web, team } = await shapedProject("Sprint");

    const first = await run(`/api/tasks/${task.id}/sync/monday`, { target: { id: board } });
    const columns = monday.boards[0].columns;
    const labels = columns.find((c) => c.title === "Labels")!;
    const teamColumn = columns.find((c) => c.title === "Team")!;
    expect([labels.type, teamColumn.type]).toEqual(["tags", "dropdown"]);
    const [item] = monday.boards[0].items;
    expect(item.values[labels.id].tag_ids.map((id: number) => monday.tags.find((t) => t.id === id)!.name)).toEqual(["Needs review", "web"]);
    expect(item.values[teamColumn.id]).toEqual({ labels: ["Web"] });
    expect(first.result.details.notCarried).toEqual([
      { kind: "field", name: "Owner", reason: "monday's people column takes monday users, which Kickoff cannot match." },
    ]);

    // Changed in Kickoff: the same columns are updated, none is made twice, and the tag is reused.
    await shapeTask(user, task.id, { labelIds: [web.id], fields: { [team.id]: optionId(team, "Ops") } });
    await run(`/api/tasks/${task.id}/sync/monday`);
    expect(monday.boards[0].columns).toHaveLength(columns.length);
    expect(item.values[labels.id].tag_ids.map((id: number) => monday.tags.find((t) => t.id === id)!.name)).toEqual(["web"]);
    expect(item.values[teamColumn.id]).toEqual({ labels: ["Ops"] });
  });

  it("pulls the tags column onto project labels", async () => {
    const board = monday.seedBoard("Ops");
    const projectId = await newProjectId(user, "Ops");
    const task = await newTask(user, projectId, { name: "Tagged later" });
    const urgent = await addLabel(user, projectId, "urgent");
    await shapeTask(user, task.id, { labelIds: [urgent.id] });
    await run(`/api/tasks/${task.id}/sync/monday`, { target: { id: board } });
    const labels = monday.boards[0].columns.find((c) => c.type === "tags")!;
    const item = monday.boards[0].items[0];
    // Someone adds a tag in monday.
    const blocked = 99001;
    monday.tags.push({ id: blocked, name: "Blocked" });
    item.values[labels.id] = { tag_ids: [...item.values[labels.id].tag_ids, blocked] };
    await run(`/api/projects/${projectId}/pull-tasks/monday`);
    const names = (await projectLabels(projectId)).map((l) => l.name);
    expect(names).toEqual(["urgent", "Blocked"]);
    const [pulled] = (await listTasks(user, projectId)).tasks;
    expect(pulled.labelIds).toHaveLength(2);
  });
});

describe("Smartsheet: a Labels multi-pick column and field columns", () => {
  it("adds the Labels column and a PICKLIST column, fills them, and lists the person field", async () => {
    const sheet = smartsheet.seedSheet("Plan");
    const { task, web, team } = await shapedProject("Plan");

    const first = await run(`/api/tasks/${task.id}/sync/smartsheet`, { target: { id: String(sheet) } });
    const columns = smartsheet.sheets[0].columns;
    expect(columns.map((c) => [c.title, c.type])).toEqual([
      ["Task", "TEXT_NUMBER"],
      ["Due", "DATE"],
      ["Status", "PICKLIST"],
      ["Labels", "MULTI_PICKLIST"],
      ["Team", "PICKLIST"],
    ]);
    const [row] = smartsheet.sheets[0].rows;
    const labelsCell = () => row.cells.find((c: any) => c.columnId === columns[3].id);
    expect(labelsCell().objectValue).toEqual({ objectType: "MULTI_PICKLIST", values: ["Needs review", "web"] });
    expect(smartsheet.cell(row.id, "Team")).toBe("Web");
    expect(first.result.details.notCarried).toEqual([
      { kind: "field", name: "Owner", reason: "A Smartsheet contact column takes Smartsheet contacts, which Kickoff cannot match." },
    ]);

    await shapeTask(user, task.id, { labelIds: [web.id], fields: { [team.id]: optionId(team, "Ops") } });
    await run(`/api/tasks/${task.id}/sync/smartsheet`);
    expect(smartsheet.sheets[0].columns).toHaveLength(5);
    expect(labelsCell().objectValue).toEqual({ objectType: "MULTI_PICKLIST", values: ["web"] });
    expect(smartsheet.cell(row.id, "Team")).toBe("Ops");
  });

  it("pulls the Labels column onto project labels without taking off one only Kickoff added", async () => {
    const sheet = smartsheet.seedSheet("Ops sheet");
    const projectId = await newProjectId(user, "Ops sheet");
    const task = await newTask(user, projectId, { name: "Rows" });
    const first = await addLabel(user, projectId, "first");
    await shapeTask(user, task.id, { labelIds: [first.id] });
    await run(`/api/tasks/${task.id}/sync/smartsheet`, { target: { id: String(sheet) } });
    // Kickoff adds "second"; someone adds "Third" in the sheet.
    const second = await addLabel(user, projectId, "second");
    await shapeTask(user, task.id, { labelIds: [first.id, second.id] });
    const columns = smartsheet.sheets[0].columns;
    const labels = columns.find((c) => c.title === "Labels")!;
    const row = smartsheet.sheets[0].rows[0];
    row.cells = [
      ...row.cells.filter((c: any) => c.columnId !== labels.id),
      { columnId: labels.id, objectValue: { objectType: "MULTI_PICKLIST", values: ["first", "Third"] } },
    ];
    await run(`/api/projects/${projectId}/pull-tasks/smartsheet`);
    const all = await projectLabels(projectId);
    expect(all.map((l) => l.name)).toEqual(["first", "second", "Third"]);
    const [pulled] = (await listTasks(user, projectId)).tasks;
    expect(pulled.labelIds).toEqual(all.map((l) => l.id));
  });
});
