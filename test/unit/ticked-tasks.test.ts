import { describe, expect, it } from "vitest";
import { afterTick, tickedInOrder } from "../../app/components/bulk/ticked-tasks";
import { storedTask } from "../support/stored-task";

// Bulk edit's selection rules (app/components/bulk/ticked-tasks.ts), split out of useBulkSelection.

const order = () => ["a", "b", "c", "d"];

describe("ticking tasks", () => {
  it("ticks and unticks one", () => {
    expect([...afterTick(new Set(["a"]), "b", false, "a", order)]).toEqual(["a", "b"]);
    expect([...afterTick(new Set(["a", "b"]), "b", false, "a", order)]).toEqual(["a"]);
  });

  it("Shift ticks every task on screen from the last one ticked, either way", () => {
    expect([...afterTick(new Set(["d"]), "b", true, "d", order)].sort()).toEqual(["b", "c", "d"]);
    expect([...afterTick(new Set(["a"]), "c", true, "a", order)].sort()).toEqual(["a", "b", "c"]);
  });

  it("Shift with no anchor on screen ticks just the one", () => {
    expect([...afterTick(new Set(), "c", true, "gone", order)]).toEqual(["c"]);
    expect([...afterTick(new Set(), "c", true, null, order)]).toEqual(["c"]);
  });

  it("lists the ticked tasks in the order on screen, then those off screen", () => {
    const byId = Object.fromEntries(["a", "b", "c", "x"].map((id) => [id, storedTask(id)]));
    expect(tickedInOrder(new Set(["x", "c", "a", "gone"]), ["a", "b", "c"], byId).map((t) => t.id)).toEqual(["a", "c", "x"]);
  });
});
