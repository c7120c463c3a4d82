import { describe, expect, it } from "vitest";
import { containerOf, dropPlace, layoutOver, positionText } from "../../app/components/board/board-layout";

// The board's drag rules (app/components/board/board-layout.ts), split out of BoardView: which column a
// card joins while dragged, and where a drop puts it (its neighbours), or nothing when it did not move.

const start = { todo: ["a", "b", "c"], doing: ["d"], done: [] as string[] };

describe("board layout while dragging", () => {
  it("finds a card's column, or a column by its drop-target id", () => {
    expect(containerOf("b", start)).toBe("todo");
    expect(containerOf("column:done", start)).toBe("done");
    expect(containerOf("zz", start)).toBeNull();
  });

  it("moves a card into the column under the pointer, before the card it is over or at the end", () => {
    expect(layoutOver(start, "a", "d")).toEqual({ todo: ["b", "c"], doing: ["a", "d"], done: [] });
    expect(layoutOver(start, "a", "column:done")).toEqual({ todo: ["b", "c"], doing: ["d"], done: ["a"] });
    expect(layoutOver(start, "a", "c")).toBeNull();
  });

  it("tells where a card is for the screen reader", () => {
    expect(positionText("b", start, (id) => (id === "todo" ? "To Do" : undefined))).toBe("in To Do, position 2 of 3");
    expect(positionText("d", start, () => undefined)).toBe("in a column, position 1 of 1");
  });
});

describe("where a drop lands", () => {
  it("reorders within a column and gives the new neighbours", () => {
    expect(dropPlace("a", "c", start, start)).toEqual({ status: "todo", position: { after: "c", before: null } });
  });

  it("a drop on the column itself means its end", () => {
    const moved = { todo: ["b", "c"], doing: ["d"], done: ["a"] };
    expect(dropPlace("a", "column:done", moved, start)).toEqual({ status: "done", position: { after: null, before: null } });
  });

  it("nothing when the card is dropped where it started", () => {
    expect(dropPlace("b", "b", start, start)).toBeNull();
  });

  // CI saw it: the pointer let go over another column before the drag's move into it was rendered.
  it("a drop over another column's card lands there even when the shown layout hasn't caught up", () => {
    expect(dropPlace("a", "d", start, start)).toEqual({ status: "doing", position: { after: "d", before: null } });
    const halfway = { todo: ["b", "c"], doing: ["a", "d"], done: [] as string[] };
    expect(dropPlace("a", "column:done", halfway, start)).toEqual({ status: "done", position: { after: null, before: null } });
  });
});
