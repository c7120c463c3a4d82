import { describe, expect, it } from "vitest";
import { changedFields, pairByName } from "../../app/components/ai/plan-matching";

// How a feedback round's proposal is matched with the edited plan before it is diffed (plan-diff.ts).

describe("pairing by name", () => {
  it("pairs items whatever their case and spacing, same names one by one in order", () => {
    const current = [
      { name: "Write copy", n: 1 },
      { name: "Test", n: 2 },
      { name: "test", n: 3 },
      { name: "Launch", n: 4 },
    ];
    const proposed = [{ name: "TEST" }, { name: " write   copy " }, { name: "Test" }, { name: "Test" }, { name: "Go live" }];
    const pairs = pairByName(current, proposed);
    expect(proposed.map((p) => pairs.get(p)?.n ?? null)).toEqual([2, 1, 3, null, null]);
  });
});

describe("changed fields", () => {
  type Item = { description: string; dueDate: string | null; priority: string; milestoneKey: string | null; parentKey: string | null };
  const task: Item = { description: "", dueDate: "2031-03-01", priority: "low", milestoneKey: "m1", parentKey: null };

  it("names the fields that differ, in the order asked", () => {
    const to: Item = { ...task, parentKey: "t9", dueDate: null, priority: "high" };
    expect(changedFields(task, to, ["description", "dueDate", "priority", "milestone", "parent"])).toEqual([
      "dueDate",
      "priority",
      "parent",
    ]);
    expect(changedFields(task, to, ["parent", "description"])).toEqual(["parent"]);
  });

  it("finds nothing when only other fields differ", () => {
    expect(changedFields(task, { ...task, priority: "high" }, ["description", "dueDate"])).toEqual([]);
  });
});
