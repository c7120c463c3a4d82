import { beforeEach, describe, expect, it } from "vitest";
import { readImportFile } from "../../core/import-files/formats";
import type { Task } from "../../core/schemas/task";
import { listTasks, uniqueEmail } from "../board/support";
import { api, type Caller, json, signIn } from "../support/api";
import { ASANA_SUBTASKS_CSV, GENERIC_PARENT_CSV, JIRA_SUBTASKS_CSV, TRELLO_CHECKLIST_BOARD } from "../support/import-files/samples";

// Issue 14: a file import keeps the file's parent/child rows as tasks and subtasks on the board.

let ada: Caller;
beforeEach(async () => {
  ada = await signIn(uniqueEmail("ada"));
});

let seq = 0;
async function importFile(
  format: string,
  content: string,
  mapping = readImportFile(format as never, content).mapping,
): Promise<{ projectId: number; created: number; tasks: Task[] }> {
  const res = await api("POST", "/api/import/file", {
    as: ada,
    body: { format, content, mapping, projectName: "Imported project", requestId: `sub-${Date.now()}-${++seq}` },
  });
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return { ...body, tasks: (await listTasks(ada, body.projectId)).tasks };
}

const parentName = (tasks: Task[], t: Task) => (t.parentTaskId ? tasks.find((p) => p.id === t.parentTaskId)?.name : null);
const tree = (tasks: Task[]) => Object.fromEntries(tasks.map((t) => [t.name, parentName(tasks, t)]));

describe("file import with subtasks", () => {
  it("makes Jira sub-tasks subtasks of their parent, keeps the one whose parent is missing at the top", async () => {
    const { tasks, created } = await importFile("jira-csv", JIRA_SUBTASKS_CSV);
    expect(created).toBe(5);
    expect(tree(tasks)).toEqual({
      "Launch the site": null,
      "Write the copy": "Launch the site",
      "Proofread the copy": "Write the copy",
      "Pick the images": "Launch the site",
      "Check the links": null,
    });
    expect(tasks.find((t) => t.name === "Pick the images")).toMatchObject({ dueDate: "2027-04-02", kind: "task", status: "todo" });
    // The board's list order has each parent before its subtasks.
    const order = [...tasks].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((t) => t.name);
    expect(order.indexOf("Launch the site")).toBeLessThan(order.indexOf("Write the copy"));
    expect(order.indexOf("Write the copy")).toBeLessThan(order.indexOf("Proofread the copy"));
  });

  it("nests Asana subtasks listed before their parent", async () => {
    const { tasks } = await importFile("asana-csv", ASANA_SUBTASKS_CSV);
    expect(tree(tasks)).toEqual({ "Plan the dinner": null, "Book the caterer": "Plan the dinner", "Send invitations": "Plan the dinner" });
  });

  it("nests a generic sheet's rows by name, or imports it flat when the user unmaps the Parent column", async () => {
    const nested = await importFile("csv", GENERIC_PARENT_CSV);
    expect(tree(nested.tasks)).toEqual({ Website: null, "Home page": "Website", "Contact form": "Website", Newsletter: null });
    const project = await json(await api("GET", `/api/projects/${nested.projectId}`, { as: ada }));
    expect(project.source).toBe("file");
    const flat = await importFile("csv", GENERIC_PARENT_CSV, { ...readImportFile("csv", GENERIC_PARENT_CSV).mapping, parent: null });
    expect(flat.tasks.every((t) => t.parentTaskId === null)).toBe(true);
    expect(flat.tasks).toHaveLength(4);
  });

  it("imports a Trello card's checklist items as its subtasks", async () => {
    const { tasks, created } = await importFile("trello", TRELLO_CHECKLIST_BOARD);
    expect(created).toBe(5);
    expect(tree(tasks)).toEqual({
      "Rent the tents": null,
      "Compare prices": "Rent the tents",
      "Pay the deposit": "Rent the tents",
      "Return the tents": "Rent the tents",
      "Book the band": null,
    });
    expect(tasks.find((t) => t.name === "Compare prices")!.status).toBe("done");
  });

  it("refuses a Parent column that is not in the file", async () => {
    const mapping = { ...readImportFile("csv", GENERIC_PARENT_CSV).mapping, parent: "Parent id" };
    const res = await api("POST", "/api/import/file", {
      as: ada,
      body: { format: "csv", content: GENERIC_PARENT_CSV, mapping, projectName: "Imported project", requestId: "sub-missing-col" },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('The Parent (makes subtasks) column "Parent id" is not in this file.');
  });
});
