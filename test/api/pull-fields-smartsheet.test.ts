import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask } from "../board/support";
import type { Caller } from "../support/api";
import { connectFakes, releaseFakes } from "../support/connected-fakes";
import type { FakeSmartsheet } from "../support/fakes/smartsheet";
import { runJob } from "../support/integrations";
import { addField, optionId, shapeTask } from "../support/project-shape";

// Issue 25 (decision 124): a pull reads the field columns the export made on a sheet (PICKLIST,
// TEXT_NUMBER, …) back onto the project's fields of the same title, with the three-way rule.

let user: Caller;
let smartsheet: FakeSmartsheet;
let others: Parameters<typeof releaseFakes>;

beforeEach(async () => {
  const fakes = await connectFakes({ asana: "2/1200/asana-pull-fields-s", smartsheet: "smartsheet-pull-fields-token-s", monday: "mon-s" });
  ({ user, smartsheet } = fakes);
  others = [fakes.asana, fakes.monday];
});
afterEach(() => releaseFakes(smartsheet, ...others));

const run = (path: string, body?: unknown) => runJob(user, path, body);

describe("field values pulled back from Smartsheet", () => {
  it("takes a picklist and a number changed in the sheet, and reports a value both sides changed", async () => {
    const sheet = smartsheet.seedSheet("Plan");
    const projectId = await newProjectId(user, "Sheet fields");
    const team = await addField(user, projectId, { name: "Team", type: "single-select", options: [{ name: "Web" }, { name: "Ops" }] });
    const estimate = await addField(user, projectId, { name: "Estimate", type: "number" });
    const notes = await addField(user, projectId, { name: "Notes", type: "text" });
    const task = await newTask(user, projectId, { name: "Rows" });
    await shapeTask(user, task.id, { fields: { [team.id]: optionId(team, "Web"), [estimate.id]: 2, [notes.id]: "first" } });
    await run(`/api/tasks/${task.id}/sync/smartsheet`, { target: { id: String(sheet) } });
    const columns = smartsheet.sheets[0].columns;
    const id = (title: string) => columns.find((c) => c.title === title)!.id;
    const row = smartsheet.sheets[0].rows[0];
    const set = (title: string, value: unknown) => {
      row.cells = [...row.cells.filter((c: any) => c.columnId !== id(title)), { columnId: id(title), value }];
    };
    set("Team", "Ops");
    set("Estimate", 4);
    set("Notes", "theirs");
    await shapeTask(user, task.id, { fields: { [notes.id]: "mine" } });

    const pulled = await run(`/api/projects/${projectId}/pull-tasks/smartsheet`);
    expect(pulled.result.details.conflicts).toMatchObject([
      { field: `fields.${notes.id}`, fieldName: "Notes", kickoff: "mine", external: "theirs" },
    ]);
    expect((await listTasks(user, projectId)).tasks[0].fields).toEqual({
      [team.id]: optionId(team, "Ops"),
      [estimate.id]: 4,
      [notes.id]: "mine",
    });
  });
});
