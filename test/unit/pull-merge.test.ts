import { describe, expect, it } from "vitest";
import { baseAfterPull, mergePulled, pulledFields } from "../../worker/integrations/pull-merge";
import type { PulledItem, SyncFields } from "../../worker/integrations/sync-types";

// Issue 27: the pull's three-way rule, field by field (test/api/sync-three-way.test.ts checks it
// through the queue with the providers' fakes).

const fields = (over: Partial<SyncFields> = {}): SyncFields => ({
  name: "Write the brief",
  description: "Two pages",
  status: "todo",
  dueDate: "2027-03-01",
  ...over,
});
const all = {};
const asana = { twoStates: true };
const monday = { fields: ["name", "status", "dueDate"] as const };

describe("the pull's three-way rule", () => {
  it("takes what only the provider changed, keeps what only Kickoff changed, reports what both changed", () => {
    const base = fields();
    const mine = fields({ name: "Write the short brief", description: "One page" });
    const theirs = fields({ description: "Three pages", dueDate: "2027-03-08", status: "in-progress" });
    expect(mergePulled(all, mine, theirs, base)).toEqual({
      patch: { dueDate: "2027-03-08", status: "in-progress", isCompleted: false },
      conflicts: ["description"],
    });
  });

  it("changes nothing when both sides made the same change, or nothing changed", () => {
    const base = fields();
    const both = fields({ name: "Same new name", status: "done" });
    expect(mergePulled(all, both, both, base)).toEqual({ patch: {}, conflicts: [] });
    expect(mergePulled(all, base, base, base)).toEqual({ patch: {}, conflicts: [] });
  });

  it("without a base (the first pull of an exported project), takes the provider's side of every difference", () => {
    const mine = fields({ name: "Mine", status: "done" });
    const theirs = fields({ name: "Theirs", status: "todo" });
    expect(mergePulled(all, mine, theirs, null)).toEqual({ patch: { name: "Theirs", status: "todo", isCompleted: false }, conflicts: [] });
  });

  it("marks the task completed when the provider's status is done", () => {
    expect(mergePulled(all, fields(), fields({ status: "done" }), fields()).patch).toEqual({ status: "done", isCompleted: true });
  });

  it("compares only the fields the provider keeps", () => {
    const base = fields();
    const theirs = fields({ description: "", name: "Renamed" });
    expect(mergePulled(monday, fields({ description: "Mine" }), theirs, base)).toEqual({ patch: { name: "Renamed" }, conflicts: [] });
    expect(mergePulled(monday, fields({ description: "Mine" }), theirs, null)).toEqual({ patch: { name: "Renamed" }, conflicts: [] });
  });

  it("with a two-state provider, reads to do and in progress as the same state", () => {
    // Kickoff moved it to in progress; Asana still says not completed: nothing to take, no conflict.
    expect(mergePulled(asana, fields({ status: "in-progress" }), fields({ status: "todo" }), fields())).toEqual({
      patch: {},
      conflicts: [],
    });
    // Kickoff started it, Asana completed it: only Asana changed the state it can tell.
    expect(mergePulled(asana, fields({ status: "in-progress" }), fields({ status: "done" }), fields())).toEqual({
      patch: { status: "done", isCompleted: true },
      conflicts: [],
    });
    // Kickoff finished it; Asana still says not completed, as at the base (in progress): Kickoff's change stays.
    expect(mergePulled(asana, fields({ status: "done" }), fields({ status: "todo" }), fields({ status: "in-progress" }))).toEqual({
      patch: {},
      conflicts: [],
    });
    // A provider with every state tells them apart.
    expect(mergePulled(all, fields({ status: "in-progress" }), fields({ status: "todo" }), fields()).patch).toEqual({});
    expect(mergePulled(all, fields({ status: "todo" }), fields({ status: "in-progress" }), fields()).patch).toEqual({
      status: "in-progress",
      isCompleted: false,
    });
  });

  it("saves as the base the provider's values of its fields and the task's own for the rest", () => {
    const task = fields({ description: "Kickoff's text", status: "in-progress" });
    const theirs = fields({ name: "Theirs", description: "", status: "todo" });
    expect(baseAfterPull(monday, task, theirs)).toEqual({ ...theirs, description: "Kickoff's text" });
    expect(baseAfterPull(all, task, theirs)).toEqual(theirs);
  });

  it("keeps the task's own status in the base when a two-state provider cannot tell them apart", () => {
    const task = fields({ status: "in-progress" });
    expect(baseAfterPull(asana, task, fields({ status: "todo" })).status).toBe("in-progress");
    expect(baseAfterPull(asana, fields({ status: "done" }), fields({ status: "todo" })).status).toBe("todo");
    expect(baseAfterPull(asana, task, fields({ status: "done" })).status).toBe("done");
  });
});

describe("provider text made safe for the board", () => {
  const item = (over: Partial<PulledItem>): PulledItem => ({ ...fields(), externalId: "KO-7", assigneeEmail: null, ...over });

  it("folds white space in the name and cuts it to 200 characters; an empty name becomes the item's id", () => {
    expect(pulledFields(item({ name: "  Plan\n\tthe   launch " })).name).toBe("Plan the launch");
    expect(pulledFields(item({ name: "x".repeat(250) })).name).toBe("x".repeat(200));
    expect(pulledFields(item({ name: " \n " })).name).toBe("KO-7");
  });

  it("cuts the description to 10,000 characters", () => {
    expect(pulledFields(item({ description: "d".repeat(10_001) })).description).toBe("d".repeat(10_000));
  });

  it("keeps the day of a due date, and drops one it cannot read", () => {
    expect(pulledFields(item({ dueDate: "2027-03-08T17:00:00.000+0100" })).dueDate).toBe("2027-03-08");
    expect(pulledFields(item({ dueDate: "03/08/2027" })).dueDate).toBeNull();
    expect(pulledFields(item({ dueDate: null })).dueDate).toBeNull();
  });

  it("keeps the status", () => {
    expect(pulledFields(item({ status: "in-progress" })).status).toBe("in-progress");
  });
});
