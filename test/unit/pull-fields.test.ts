import { describe, expect, it } from "vitest";
import type { CustomField } from "../../core/schemas/custom-field";
import { mergeFieldValues, pulledFieldValues } from "../../worker/integrations/pull-fields";

// Decision 124: provider values in carried form become Kickoff values, and merge value by value.

const field = (id: string, type: CustomField["type"], options: string[] = []) =>
  ({
    id,
    name: id.toUpperCase(),
    type,
    options: options.map((name, i) => ({ id: `${id}-${i}`, name, color: "blue" })),
  }) as unknown as CustomField;
const defs = [
  field("n", "number"),
  field("s", "single-select", ["Web", "Ops"]),
  field("m", "multi-select", ["A", "B"]),
  field("d", "date"),
  field("p", "person"),
];

describe("pulledFieldValues", () => {
  it("reads options by name (case aside), numbers from text and days from date-times; skips people", () => {
    const { values, refused } = pulledFieldValues(defs, [
      { name: "n", value: "1,200.5" },
      { name: "S", value: "ops" },
      { name: "m", value: ["b", "A"] },
      { name: "d", value: "2027-01-02T10:00:00Z" },
      { name: "p", value: "someone" },
    ]);
    expect(values).toEqual({ n: 1200.5, s: "s-1", m: ["m-0", "m-1"], d: "2027-01-02" });
    expect(refused).toEqual([]);
  });

  it("refuses an option the field does not have and a number that is not one", () => {
    const { values, refused } = pulledFieldValues(defs, [
      { name: "s", value: "Design" },
      { name: "n", value: "lots" },
    ]);
    expect(values).toEqual({});
    expect(refused.map((r) => r.name)).toEqual(["N", "S"]);
  });
});

describe("mergeFieldValues", () => {
  it("takes what only the provider changed, keeps what only Kickoff changed, and reports both", () => {
    const base = { a: 1, b: 1, c: 1 };
    const { patch, conflicts } = mergeFieldValues({ a: 1, b: 2, c: 3 }, { a: 5, b: 1, c: 4 }, base);
    expect(patch).toEqual({ a: 5 });
    expect(conflicts).toEqual(["c"]);
  });

  it("without a base takes the provider's value but clears nothing", () => {
    expect(mergeFieldValues({ a: 1, b: 2 }, { a: 3, b: null }, null)).toEqual({ patch: { a: 3 }, conflicts: [] });
  });

  it("with a base clears a value the provider cleared", () => {
    expect(mergeFieldValues({ a: 1 }, { a: null }, { a: 1 })).toEqual({ patch: { a: null }, conflicts: [] });
  });
});
