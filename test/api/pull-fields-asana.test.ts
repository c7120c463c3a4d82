import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listTasks, newProjectId, newTask } from "../board/support";
import type { Caller } from "../support/api";
import { connectFakes, releaseFakes } from "../support/connected-fakes";
import type { FakeAsana } from "../support/fakes/asana";
import { runJob } from "../support/integrations";
import { addField, optionId, shapeTask } from "../support/project-shape";

// Issue 25 (decision 132): a pull reads an Asana project's custom fields back onto the project's fields
// of the same name, each from its typed value (text_value, number_value, enum_value.name,
// multi_enum_values, date_value.date), asked for with opt_fields the contract lists, and runs the
// three-way rule value by value.

const ASANA_TOKEN = "2/1200/asana-pull-custom-fields";
let user: Caller;
let asana: FakeAsana;
let others: Parameters<typeof releaseFakes>;

beforeEach(async () => {
  const fakes = await connectFakes({ asana: ASANA_TOKEN, smartsheet: "smartsheet-asana-fields-token", monday: "eyJ.monday-asana-fields" });
  ({ user, asana } = fakes);
  others = [fakes.monday, fakes.smartsheet];
});
afterEach(() => releaseFakes(asana, ...others));

const run = (path: string, body?: unknown) => runJob(user, path, body);

async function shaped() {
  const projectId = await newProjectId(user, "Asana fields");
  const estimate = await addField(user, projectId, { name: "Estimate", type: "number" });
  const areas = await addField(user, projectId, { name: "Areas", type: "multi-select", options: [{ name: "Web" }, { name: "Ops" }] });
  const stage = await addField(user, projectId, { name: "Stage", type: "single-select", options: [{ name: "Draft" }, { name: "Live" }] });
  const launch = await addField(user, projectId, { name: "Launch", type: "date" });
  const owner = await addField(user, projectId, { name: "Owner team", type: "text" });
  const project = asana.seedProject("Launch");
  const gids = {
    estimate: asana.seedCustomField(project, "Estimate", "number"),
    areas: asana.seedCustomField(project, "Areas", "multi_enum", ["Web", "Ops", "Legal"]),
    stage: asana.seedCustomField(project, "Stage", "enum", ["Draft", "Live"]),
    launch: asana.seedCustomField(project, "Launch", "date"),
    owner: asana.seedCustomField(project, "Owner team", "text"),
  };
  const option = (field: string, name: string) =>
    asana.customFields
      .get(project)!
      .find((f) => f.gid === field)!
      .enum_options!.find((o) => o.name === name)!.gid;
  const task = await newTask(user, projectId, { name: "Plan the launch" });
  await shapeTask(user, task.id, { fields: { [stage.id]: optionId(stage, "Draft"), [owner.id]: "Web team" } });
  await run(`/api/tasks/${task.id}/sync/asana`, { target: { id: project } });
  const sent = asana.tasks.find((t) => t.data.name === "Plan the launch")!;
  return { projectId, project, task, sent, gids, option, fields: { estimate, areas, stage, launch, owner } };
}

describe("field values pulled back from Asana", () => {
  it("reads each typed value, takes what Asana changed and keeps what only Kickoff changed", async () => {
    const { projectId, project, task, sent, gids, option, fields } = await shaped();
    expect(sent.data.custom_fields).toEqual({ [gids.stage]: option(gids.stage, "Draft"), [gids.owner]: "Web team" });
    // In Asana: the number, the multi select, the date and the stage. In Kickoff: the owner team.
    Object.assign(sent.data.custom_fields, {
      [gids.estimate]: 5,
      [gids.areas]: [option(gids.areas, "Web"), option(gids.areas, "Ops")],
      [gids.launch]: { date: "2027-03-01" },
      [gids.stage]: option(gids.stage, "Live"),
    });
    await shapeTask(user, task.id, { fields: { [fields.owner.id]: "Ops team" } });
    asana.seedTask(project, "Made in Asana", { custom_fields: { [gids.estimate]: 2.5, [gids.owner]: "Legal" } });

    const pulled = await run(`/api/projects/${projectId}/pull-tasks/asana`);
    expect(pulled.result.details).toMatchObject({ created: 1, updated: 1, conflicts: [], notTaken: [] });
    const list = asana.calls(/^GET \/api\/1\.0\/projects\/\d+\/tasks$/).at(-1)!;
    const asked = new URLSearchParams(list.search).get("opt_fields")!.split(",");
    expect(asked).toEqual(expect.arrayContaining(["custom_fields.number_value", "custom_fields.multi_enum_values.name"]));
    const tasks = (await listTasks(user, projectId)).tasks;
    expect(tasks.find((t) => t.id === task.id)!.fields).toEqual({
      [fields.estimate.id]: 5,
      [fields.areas.id]: [optionId(fields.areas, "Web"), optionId(fields.areas, "Ops")],
      [fields.stage.id]: optionId(fields.stage, "Live"),
      [fields.launch.id]: "2027-03-01",
      [fields.owner.id]: "Ops team",
    });
    expect(tasks.find((t) => t.name === "Made in Asana")!.fields).toEqual({ [fields.estimate.id]: 2.5, [fields.owner.id]: "Legal" });

    // Pulled again with nothing changed in Asana: nothing moves.
    const again = await run(`/api/projects/${projectId}/pull-tasks/asana`);
    expect(again.result.details).toMatchObject({ updated: 0, conflicts: [] });
  });

  it("lists an option Kickoff's field lacks, reports both-sides changes, and asks for no field values when the project has none", async () => {
    const { projectId, task, sent, gids, option, fields } = await shaped();
    sent.data.custom_fields[gids.areas] = [option(gids.areas, "Legal")];
    sent.data.custom_fields[gids.owner] = "Asana team";
    await shapeTask(user, task.id, { fields: { [fields.owner.id]: "Kickoff team" } });
    const pulled = await run(`/api/projects/${projectId}/pull-tasks/asana`);
    expect(pulled.result.details.notTaken).toEqual([{ kind: "field", name: "Areas", reason: "“Legal” is not one of its options." }]);
    expect(pulled.result.details.conflicts).toEqual([
      expect.objectContaining({
        field: `fields.${fields.owner.id}`,
        fieldName: "Owner team",
        kickoff: "Kickoff team",
        external: "Asana team",
      }),
    ]);

    const plain = await newProjectId(user, "No fields");
    await run(`/api/projects/${plain}/pull-tasks/asana`, { target: { id: asana.seedProject("Plain") } });
    const list = asana.calls(/^GET \/api\/1\.0\/projects\/\d+\/tasks$/).at(-1)!;
    // Only the "Status" single select's option is read then (decision 132).
    expect(new URLSearchParams(list.search).get("opt_fields")).not.toContain("custom_fields.text_value");
  });
});
