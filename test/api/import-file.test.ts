import { beforeEach, describe, expect, it } from "vitest";
import { guessMapping, readImportFile } from "../../core/import-files/formats";
import { addMember, listTasks, newProjectId, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, signIn } from "../support/api";
import JIRA_ALL_FIELDS from "../support/import-files/jira-all-fields.csv?raw";
import MONDAY_BOARD_EXPORT from "../support/import-files/monday-board-export.csv?raw";
import { ASANA_CSV, BROKEN_JIRA_CSV, JIRA_CSV, TRELLO_BOARD } from "../support/import-files/samples";
import SMARTSHEET_OUTLINE from "../support/import-files/smartsheet-outline.csv?raw";

// Import from a file with nothing connected: each format makes a complete project; a broken file
// answers 400 naming the row and column, and leaves nothing behind.

let ada: Caller;
beforeEach(async () => {
  ada = await signIn(uniqueEmail("ada"));
});

let seq = 0;
const body = (format: string, content: string, extra: Record<string, unknown> = {}) => ({
  format,
  content,
  mapping: readImportFile(format as never, content).mapping,
  projectName: "Imported project",
  requestId: `req-${Date.now()}-${++seq}`,
  ...extra,
});

async function projectCount(userId: number) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE owner_id = ?").bind(userId).first<{ n: number }>();
  return row!.n;
}

describe("import from a file", () => {
  it("imports a Trello board with its lists as statuses", async () => {
    const res = await api("POST", "/api/import/file", { as: ada, body: body("trello", TRELLO_BOARD, { projectName: "Spring Fair" }) });
    expect(res.status).toBe(201);
    const { projectId, created } = await json(res);
    expect(created).toBe(3);
    const project = await json(await api("GET", `/api/projects/${projectId}`, { as: ada }));
    expect(project).toMatchObject({ name: "Spring Fair", source: "trello", role: "owner" });
    const tasks = (await listTasks(ada, projectId)).tasks;
    expect(tasks.map((t) => [t.name, t.status]).sort()).toEqual([
      ["Book the band", "done"],
      ["Design the flyer", "in-progress"],
      ["Rent the tents", "todo"],
    ]);
  });

  it("imports a Jira CSV with the mapping the user edited", async () => {
    const mapping = { ...guessMapping("jira-csv", JIRA_CSV.split("\r\n")[0].split(",")), description: null };
    const res = await api("POST", "/api/import/file", { as: ada, body: body("jira-csv", JIRA_CSV, { mapping }) });
    expect(res.status).toBe(201);
    const tasks = (await listTasks(ada, (await json(res)).projectId)).tasks;
    const ci = tasks.find((t) => t.name === "Set up CI")!;
    expect(ci).toMatchObject({ status: "done", priority: "high", dueDate: "2027-03-01", description: "" });
  });

  it("imports an Asana CSV and assigns the rows whose e-mail is a member's", async () => {
    const res = await api("POST", "/api/import/file", { as: ada, body: body("asana-csv", ASANA_CSV.replace("{me}", ada.email)) });
    expect(res.status).toBe(201);
    const tasks = (await listTasks(ada, (await json(res)).projectId)).tasks;
    expect(tasks.find((t) => t.name === "Pick the venue")).toMatchObject({ assigneeId: ada.userId, status: "done", dueDate: "2027-01-04" });
    // bob@example.com is not a member of the new project: left unassigned.
    expect(tasks.find((t) => t.name === "Order the food")!.assigneeId).toBeNull();
  });

  it("refuses a broken file naming the row and column, and creates nothing", async () => {
    const before = await projectCount(ada.userId);
    const res = await api("POST", "/api/import/file", {
      as: ada,
      body: { ...body("jira-csv", JIRA_CSV), content: BROKEN_JIRA_CSV, mapping: readImportFile("jira-csv", JIRA_CSV).mapping },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('The Description column "Description" is not in this file.');
    const broken = await api("POST", "/api/import/file", {
      as: ada,
      body: {
        ...body("jira-csv", JIRA_CSV),
        content: BROKEN_JIRA_CSV,
        mapping: { name: "Summary", description: null, status: "Status", dueDate: "Due Date", assignee: null, priority: null },
      },
    });
    expect(broken.status).toBe(400);
    expect((await json(broken)).message).toBe('Row 3, column "Due Date": "31/Foo/27" is not a date Kickoff can read.');
    const notTrello = await api("POST", "/api/import/file", { as: ada, body: { ...body("trello", TRELLO_BOARD), content: "[1,2" } });
    expect(notTrello.status).toBe(400);
    expect(await projectCount(ada.userId)).toBe(before);
  });

  it("a double submit makes one project, and bad requests are 4xx", async () => {
    const once = body("trello", TRELLO_BOARD);
    const [a, b] = await Promise.all([
      api("POST", "/api/import/file", { as: ada, body: once }),
      api("POST", "/api/import/file", { as: ada, body: once }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await json(a)).projectId).toBe((await json(b)).projectId);
    expect((await api("POST", "/api/import/file", { as: ada, body: { ...once, format: "excel" } })).status).toBe(400);
    expect((await api("POST", "/api/import/file", { as: ada, body: { ...once, projectName: "x" } })).status).toBe(400);
    expect((await api("POST", "/api/import/file", { body: once })).status).toBe(401);
  });

  it("imports Jira's all-fields export: epic as milestone, assignees matched by name, strangers listed", async () => {
    const grace = await signIn(uniqueEmail("grace"));
    await env.DB.prepare("UPDATE users SET first_name = 'Grace', last_name = 'Hopper' WHERE id = ?").bind(grace.userId).run();
    await env.DB.prepare("UPDATE users SET first_name = 'Ada', last_name = 'Lovelace' WHERE id = ?").bind(ada.userId).run();
    // Someone ada shares no project with is never matched, even by exact name.
    const linus = await signIn(uniqueEmail("linus"));
    await env.DB.prepare("UPDATE users SET first_name = 'Linus', last_name = 'Nobody' WHERE id = ?").bind(linus.userId).run();
    await addMember(await newProjectId(ada, "Shared before"), grace.userId, "viewer");

    const preview = await api("POST", "/api/import/assignees", {
      as: ada,
      body: { values: ["Ada Lovelace", "Grace Hopper", "Linus Nobody"] },
    });
    expect(preview.status).toBe(200);
    expect(await json(preview)).toEqual({
      matches: [
        { value: "Ada Lovelace", userId: ada.userId, name: "Ada Lovelace" },
        { value: "Grace Hopper", userId: grace.userId, name: "Grace Hopper" },
      ],
      unmatched: ["Linus Nobody"],
    });
    expect((await api("POST", "/api/import/assignees", { as: ada, body: { values: "Ada" } })).status).toBe(400);
    expect((await api("POST", "/api/import/assignees", { body: { values: [] } })).status).toBe(401);

    const res = await api("POST", "/api/import/file", {
      as: ada,
      body: body("jira-csv", JIRA_ALL_FIELDS, { projectName: "Spring Campaign" }),
    });
    expect(res.status).toBe(201);
    const result = await json(res);
    expect(result).toMatchObject({ created: 5, unmatched: ["Linus Nobody"] });
    const tasks = (await listTasks(ada, result.projectId)).tasks;
    expect(tasks.find((t) => t.name === "Launch the spring campaign")).toMatchObject({ kind: "milestone", dueDate: "2027-04-30" });
    expect(tasks.find((t) => t.name === "Write the landing page copy")).toMatchObject({ kind: "task", assigneeId: ada.userId });
    expect(tasks.find((t) => t.name === "Design the banner")).toMatchObject({ assigneeId: grace.userId });
    expect(tasks.find((t) => t.name === "Pick the photos")).toMatchObject({ assigneeId: null });
    const members = await json(await api("GET", `/api/projects/${result.projectId}/members`, { as: ada }));
    expect(members.map((m: { userId: number; role: string }) => [m.userId, m.role]).sort()).toEqual(
      [
        [ada.userId, "owner"],
        [grace.userId, "editor"],
      ].sort(),
    );
  });

  it("imports monday's board export and a Smartsheet outline as the providers write them, subtasks under their parents", async () => {
    for (const [content, expected] of [
      [MONDAY_BOARD_EXPORT, { "Hero image": "Home page", Copy: null, Launch: null, "Home page": null }],
      [SMARTSHEET_OUTLINE, { "Sign the lease": "Venue", Venue: "Summer fair", Cleanup: null }],
    ] as const) {
      const res = await api("POST", "/api/import/file", { as: ada, body: body("csv", content) });
      expect(res.status).toBe(201);
      const tasks = (await listTasks(ada, (await json(res)).projectId)).tasks;
      const parentOf = (name: string) => {
        const task = tasks.filter((t) => t.name === name).find((t) => name !== "Copy" || !t.parentTaskId);
        return tasks.find((p) => p.id === task?.parentTaskId)?.name ?? null;
      };
      for (const [name, parent] of Object.entries(expected)) expect(parentOf(name), name).toBe(parent);
    }
  });
});
