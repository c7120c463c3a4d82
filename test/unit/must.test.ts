import { describe, expect, it } from "vitest";
import { InvariantError, must, oneOf } from "../../core/must";

// Issue 27: the invariant helpers had no test of their own (every caller passes them a value that is there).

describe("must", () => {
  it("returns any value that is there, falsy ones included", () => {
    expect(must(0, "a count")).toBe(0);
    expect(must("", "a name")).toBe("");
    expect(must(false, "a flag")).toBe(false);
    const row = { id: 1 };
    expect(must(row, "a row")).toBe(row);
  });

  it("stops on null and undefined with an InvariantError naming why the value should be there", () => {
    for (const missing of [null, undefined]) {
      const thrown = (() => {
        try {
          must(missing, "the task set a few lines up");
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(InvariantError);
      expect(thrown).toMatchObject({ name: "InvariantError", message: "the task set a few lines up" });
    }
  });
});

describe("oneOf", () => {
  const TABS = ["board", "timeline", "list"] as const;

  it("returns the value when it is one of the list", () => {
    for (const tab of TABS) expect(oneOf(TABS, tab, "tab")).toBe(tab);
  });

  it("stops on anything else, naming what was read, the value and the list", () => {
    expect(() => oneOf(TABS, "gantt", "tab")).toThrow(new InvariantError('tab: "gantt" is not one of board, timeline, list.'));
    expect(() => oneOf(TABS, "", "tab")).toThrow(InvariantError);
    expect(() => oneOf(TABS, "Board", "tab")).toThrow(InvariantError);
  });

  it("quotes at most the first 60 characters of the value", () => {
    const long = `${"abcdefghij".repeat(6)}XYZ`;
    let message = "";
    try {
      oneOf(TABS, long, "tab");
    } catch (error) {
      message = error instanceof Error ? error.message : "";
    }
    expect(message).toBe(`tab: "${"abcdefghij".repeat(6)}" is not one of board, timeline, list.`);
  });
});
