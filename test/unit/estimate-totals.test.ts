import { describe, expect, it } from "vitest";
import { formatEstimate, projectEstimate, rollUpEstimates } from "../../core/time/estimate-totals";

const item = (id: string, estimate: number | null, parentTaskId: string | null = null, status: "todo" | "done" = "todo") => ({
  id,
  estimate,
  parentTaskId,
  status,
});

describe("estimate roll-ups (issue 26)", () => {
  const board = [
    item("m", null),
    item("a", 2, "m"),
    item("b", 3, "m", "done"),
    item("b1", 1.5, "b"),
    item("c", null, "m"),
    item("loose", 4),
  ];

  it("adds every descendant's estimate to its parent and milestone", () => {
    const totals = rollUpEstimates(board);
    expect(totals.get("b")).toEqual({ total: 4.5, open: 1.5, estimated: 2 });
    expect(totals.get("m")).toEqual({ total: 6.5, open: 3.5, estimated: 3 });
    expect(totals.get("c")).toEqual({ total: 0, open: 0, estimated: 0 });
    expect(totals.get("loose")).toEqual({ total: 4, open: 4, estimated: 1 });
  });

  it("sums every item's own estimate for the project", () => {
    expect(projectEstimate(board)).toEqual({ total: 10.5, open: 7.5, estimated: 4 });
  });

  it("stops at a parent cycle instead of looping", () => {
    const totals = rollUpEstimates([item("x", 1, "y"), item("y", 2, "x")]);
    expect(totals.get("x")?.total).toBe(3);
  });

  it("writes hours and points", () => {
    expect(formatEstimate(1.5, "hours")).toBe("1.5 h");
    expect(formatEstimate(1, "points")).toBe("1 pt");
    expect(formatEstimate(5, "points")).toBe("5 pts");
  });
});
