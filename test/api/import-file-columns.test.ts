import { beforeEach, describe, expect, it } from "vitest";
import { boardAsPlan, boardExportShape, type ExportableItem } from "../../core/board-export";
import { exportFile } from "../../core/export-files";
import { readImportFile } from "../../core/import-files/formats";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import { listTasks, newProjectId, newTask, uniqueEmail } from "../board/support";
import { api, type Caller, json, signIn } from "../support/api";

// Issue 25, item 8: a file's Labels, Status and field columns come back as the project's labels,
// statuses and field values (decision 114); a value a field cannot take is a warning, not a 500.

let ada: Caller;
beforeEach(async () => {
  ada = await signIn(uniqueEmail("ada"));
});

let seq = 0;
const importBody = (format: string, content: string, extra: Record<string, unknown>) => ({
  format,
  content,
  mapping: readImportFile(format as never, content).mapping,
  requestId: `cols-${Date.now()}-${++seq}`,
  ...extra,
});

async function projectWithDefinitions(name: string) {
  const projectId = await newProjectId(ada, name);
  const status = await json(
    await api("POST", `/api/projects/${projectId}/statuses`, {
      as: ada,
      body: { name: "In review", category: "in-progress", color: "amber" },
    }),
  );
  const estimate = await json(
    await api("POST", `/api/projects/${projectId}/fields`, { as: ada, body: { name: "Estimate", type: "number" } }),
  );
  const team = await json(
    await api("POST", `/api/projects/${projectId}/fields`, {
      as: ada,
      body: { name: "Team", type: "single-select", options: [{ name: "Web" }, { name: "Ops" }] },
    }),
  );
  return { projectId, status: status as BoardStatus, estimate: estimate as CustomField, team: team as CustomField };
}

async function definitions(projectId: number) {
  const labels = (await json(await api("GET", `/api/projects/${projectId}/labels`, { as: ada }))) as Label[];
  const statuses = (await json(await api("GET", `/api/projects/${projectId}/statuses`, { as: ada }))) as BoardStatus[];
  const fields = (await json(await api("GET", `/api/projects/${projectId}/fields`, { as: ada }))) as CustomField[];
  return { labels, statuses, fields };
}

/** Each task's label names, status name and field values by field name. */
async function carried(projectId: number) {
  const defs = await definitions(projectId);
  const { tasks } = await listTasks(ada, projectId);
  return tasks
    .map((t) => ({
      name: t.name,
      labels: (t.labelIds ?? []).map((id) => defs.labels.find((l) => l.id === id)?.name).sort(),
      status: defs.statuses.find((st) => st.id === t.statusId)?.name,
      fields: Object.fromEntries(
        defs.fields.map((f) => {
          const v = t.fields?.[f.id];
          return [f.name, f.type === "single-select" ? f.options.find((o) => o.id === v)?.name : v];
        }),
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe("file import: labels, status and field columns", () => {
  for (const provider of ["jira", "monday"] as const) {
    it(`a ${provider} CSV export imports back with the same labels, status and field values`, async () => {
      const from = await projectWithDefinitions("Export source");
      for (const name of ["Needs review", "web"]) {
        expect((await api("POST", `/api/projects/${from.projectId}/labels`, { as: ada, body: { name } })).status).toBe(201);
      }
      const defs = await definitions(from.projectId);
      const labelId = (name: string) => defs.labels.find((l) => l.name === name)!.id;
      await newTask(ada, from.projectId, {
        name: "Order banners",
        labelIds: [labelId("Needs review"), labelId("web")],
        statusId: from.status.id,
        fields: { [from.estimate.id]: 3.5, [from.team.id]: from.team.options[1].id },
      });
      await newTask(ada, from.projectId, { name: "Book the stand", labelIds: [labelId("web")], fields: { [from.estimate.id]: 2 } });
      const { tasks } = await listTasks(ada, from.projectId);
      const plan = boardAsPlan(
        { name: "Export source", description: null, dueDate: null, createdAt: new Date().toISOString() },
        tasks as unknown as ExportableItem[],
      );
      const file = exportFile(plan, provider, boardExportShape(tasks as unknown as ExportableItem[], defs));

      const to = await projectWithDefinitions("Import target");
      const format = provider === "jira" ? "jira-csv" : "csv";
      // Jira labels hold no spaces ("Needs_review"): an existing "Needs review" is found despite that;
      // the monday file makes both labels afresh.
      if (provider === "jira") await api("POST", `/api/projects/${to.projectId}/labels`, { as: ada, body: { name: "Needs review" } });
      const res = await api("POST", "/api/import/file", { as: ada, body: importBody(format, file.text, { projectId: to.projectId }) });
      expect(res.status).toBe(201);
      const result = await json(res);
      // Jira's file carries the project as an Epic, which comes back as a milestone; no value is refused.
      expect(result).toMatchObject({ projectId: to.projectId, created: provider === "jira" ? 3 : 2 });
      expect(result.warnings.filter((w: string) => !w.includes("becomes a milestone"))).toEqual([]);
      const expected = await carried(from.projectId);
      expect(expected.find((t) => t.name === "Order banners")).toMatchObject({
        labels: ["Needs review", "web"],
        status: "In review",
        fields: { Estimate: 3.5, Team: "Ops" },
      });
      const names = new Set(expected.map((t) => t.name));
      expect((await carried(to.projectId)).filter((t) => names.has(t.name))).toEqual(expected);
    });
  }

  it("creates labels matched case-insensitively, from repeated Labels columns and semicolon lists", async () => {
    const to = await projectWithDefinitions("Labels target");
    expect((await api("POST", `/api/projects/${to.projectId}/labels`, { as: ada, body: { name: "Urgent" } })).status).toBe(201);
    const csv = "Summary,Issue key,Labels,Labels,Status\nFirst,KO-1,urgent,web,in review\nSecond,KO-2,WEB,,Done\n";
    const res = await api("POST", "/api/import/file", { as: ada, body: importBody("jira-csv", csv, { projectId: to.projectId }) });
    expect(res.status).toBe(201);
    const semi = "Name,Tags\nThird,Urgent; print ;web\n";
    expect((await api("POST", "/api/import/file", { as: ada, body: importBody("csv", semi, { projectId: to.projectId }) })).status).toBe(
      201,
    );
    const defs = await definitions(to.projectId);
    expect(defs.labels.map((l) => l.name).sort()).toEqual(["Urgent", "print", "web"]);
    const rows = await carried(to.projectId);
    expect(rows.map((r) => [r.name, r.labels, r.status])).toEqual([
      ["First", ["Urgent", "web"], "In review"],
      ["Second", ["web"], "Done"],
      ["Third", ["Urgent", "print", "web"], "To Do"],
    ]);
  });

  it("lists a value a field cannot take as a warning and imports the rest", async () => {
    const to = await projectWithDefinitions("Warnings target");
    const csv = "Name,Estimate,team\nGood,4,web\nBad,lots,Marketing\n";
    const res = await api("POST", "/api/import/file", { as: ada, body: importBody("csv", csv, { projectId: to.projectId }) });
    expect(res.status).toBe(201);
    const result = await json(res);
    expect(result.created).toBe(2);
    expect(result.warnings).toEqual([
      '"Bad": Estimate: "lots" is not a number. The value was left empty.',
      '"Bad": Team: "Marketing" is not one of its options. The value was left empty.',
    ]);
    const rows = await carried(to.projectId);
    expect(rows.map((r) => [r.name, r.fields])).toEqual([
      ["Bad", { Estimate: undefined, Team: undefined }],
      ["Good", { Estimate: 4, Team: "Web" }],
    ]);
  });

  it("reads labels when a file makes a new project, and refuses another user's project", async () => {
    const csv = 'Name,Labels,Status\nFirst,"a, b",Done\n';
    const made = await json(await api("POST", "/api/import/file", { as: ada, body: importBody("csv", csv, { projectName: "From file" }) }));
    const rows = await carried(made.projectId);
    expect(rows).toMatchObject([{ name: "First", labels: ["a", "b"], status: "Done" }]);
    const bob = await signIn(uniqueEmail("bob"));
    const res = await api("POST", "/api/import/file", { as: bob, body: importBody("csv", csv, { projectId: made.projectId }) });
    expect(res.status).toBe(404);
    const none = await api("POST", "/api/import/file", { as: ada, body: importBody("csv", csv, {}) });
    expect(none.status).toBe(400);
  });
});
