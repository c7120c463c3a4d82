import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask } from "../board/support";
import type { Caller } from "../support/api";
import { connectFakes, releaseFakes } from "../support/connected-fakes";
import type { FakeMonday } from "../support/fakes/monday";
import { runJob } from "../support/integrations";
import { addField, optionId, shapeTask } from "../support/project-shape";

// Issue 25 (decision 124): a pull reads the field columns the export made on a monday board back onto
// the project's fields, each by its typed value (NumbersValue.number, DropdownValue.values, LinkValue.url,
// …), with the three-way rule of the other fields.

const MONDAY_TOKEN = "eyJhbGciOiJIUzI1NiJ9.monday-pull-fields";
let user: Caller;
let monday: FakeMonday;
let others: Parameters<typeof releaseFakes>;

beforeEach(async () => {
  const fakes = await connectFakes({ asana: "2/1200/asana-pull-fields", smartsheet: "smartsheet-pull-fields-token", monday: MONDAY_TOKEN });
  ({ user, monday } = fakes);
  others = [fakes.asana, fakes.smartsheet];
});
afterEach(() => releaseFakes(monday, ...others));

const run = (path: string, body?: unknown) => runJob(user, path, body);

describe("field values pulled back from monday.com", () => {
  it("takes the values changed on the board and keeps the ones only Kickoff changed", async () => {
    const projectId = await newProjectId(user, "monday fields");
    const estimate = await addField(user, projectId, { name: "Estimate", type: "number" });
    const areas = await addField(user, projectId, { name: "Areas", type: "multi-select", options: [{ name: "Web" }, { name: "Ops" }] });
    const spec = await addField(user, projectId, { name: "Spec", type: "url" });
    const task = await newTask(user, projectId, { name: "Plan the launch" });
    await shapeTask(user, task.id, {
      fields: { [estimate.id]: 3, [areas.id]: [optionId(areas, "Web")], [spec.id]: "https://example.com/a" },
    });
    const board = monday.seedBoard("Launch");
    await run(`/api/tasks/${task.id}/sync/monday`, { target: { id: board } });
    const cols = monday.boards[0].columns;
    const col = (title: string) => {
      const found = cols.find((c) => c.title === title);
      if (!found) throw new Error(`no column ${title} in ${JSON.stringify(cols)}`);
      return found.id;
    };
    const item = monday.boards[0].items[0];

    // On the board: the estimate and the areas change. In Kickoff: the spec.
    item.values[col("Estimate")] = "5";
    item.values[col("Areas")] = { labels: ["Web", "Ops"] };
    await shapeTask(user, task.id, { fields: { [spec.id]: "https://example.com/b" } });

    const pulled = await run(`/api/projects/${projectId}/pull-tasks/monday`);
    expect(pulled.result.details).toMatchObject({ updated: 1, conflicts: [], notTaken: [] });
    expect((await listTasks(user, projectId)).tasks[0].fields).toEqual({
      [estimate.id]: 5,
      [areas.id]: [optionId(areas, "Web"), optionId(areas, "Ops")],
      [spec.id]: "https://example.com/b",
    });
  });
});
