// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TaskTable } from "../../app/components/project/task-table";
import { useProjectShortcuts } from "../../app/components/project/use-project-shortcuts";
import { createSelection, type Selection, useIsSelected } from "../../app/lib/selection-store";
import type { LiveBoard } from "../../app/lib/use-live-board";
import type { Task } from "../../core/schemas/task";
import type { MemberView } from "../../core/schemas/team";
import { storedTask } from "../support/stored-task";
import { fakeLiveBoard, setUpTaskTableTests } from "../support/task-table-setup";

// Issue 22: a big board stays instant because a change renders only the rows it touches. Each row
// formats its due date once per render, so counting those calls per (distinct) date counts renders.

const renders = vi.hoisted(() => new Map<string, number>());
/** Renders of the table itself: it says its count once per render. */
const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../app/components/project/task-table-parts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../app/components/project/task-table-parts")>();
  return {
    ...real,
    countText: (counts: { items: number; tasks: number }) => {
      tableRenders.count++;
      return real.countText(counts);
    },
  };
});
vi.mock("../../app/lib/dates", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../app/lib/dates")>();
  return {
    ...real,
    formatDay: (value: string | null | undefined, pattern: string, missing?: string) => {
      if (value && pattern === "MMM dd, yyyy") renders.set(value, (renders.get(value) ?? 0) + 1);
      return real.formatDay(value, pattern, missing);
    },
  };
});

const DUE = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"];
const TASKS = DUE.map((dueDate, i) =>
  storedTask(`t${i + 1}`, { name: `Task ${i + 1}`, dueDate, createdAt: `2026-01-01T00:00:0${i + 1}.000Z` }),
);
const MEMBERS: MemberView[] = [];
const rendersOf = (i: number) => renders.get(DUE[i]) ?? 0;
/** Renders of the page around the list (its toolbars, tabs and header, in the app). */
let pageRenders = 0;

/** The list as the project page wires it: the selection in a store, the table reading it where it shows. */
function Page({ tasks, selection }: { tasks: Task[]; selection: Selection }) {
  pageRenders++;
  const [{ live, shown }] = useState(() => fakeLiveBoard(tasks));
  const current = tasks === TASKS ? { live, shown } : fakeLiveBoard(tasks);
  useProjectShortcuts({
    live: current.live,
    members: MEMBERS,
    canEdit: true,
    selection,
    onSelect: selection.set,
    view: "list",
    onViewChange: () => {},
    onTab: () => {},
    onAssign: () => {},
    shown: current.shown,
  });
  return <List live={current.live} selection={selection} />;
}

function List({ live, selection }: { live: LiveBoard; selection: Selection }) {
  return (
    <TaskTable projectId={1} live={live} members={MEMBERS} canEdit selection={selection} onSelect={selection.set} onEditStart={() => {}} />
  );
}

setUpTaskTableTests();
beforeEach(() => {
  renders.clear();
});

describe("the list renders only the rows a change touches (issue 22)", { timeout: 30_000 }, () => {
  it("j re-renders the row it leaves and the row it selects, no other", async () => {
    const selection = createSelection("t1");
    render(<Page tasks={TASKS} selection={selection} />);
    // Every row is on screen (the list also renders again once it has measured them).
    expect([0, 1, 2, 3].every((i) => rendersOf(i) > 0)).toBe(true);
    expect(tableRenders.count).toBeGreaterThan(0);
    renders.clear();
    pageRenders = 0;
    tableRenders.count = 0;
    await userEvent.setup().keyboard("j");
    expect(selection.get()).toBe("t2");
    expect(document.querySelector("tr[data-selected]")?.getAttribute("data-task-id")).toBe("t2");
    expect(rendersOf(0)).toBeGreaterThan(0);
    expect(rendersOf(1)).toBeGreaterThan(0);
    expect([rendersOf(2), rendersOf(3)]).toEqual([0, 0]);
    // The page holding the shortcuts doesn't render for a new selection, nor does the table: only the
    // rows whose selected state flips do (each subscribes to its own).
    expect(pageRenders).toBe(0);
    expect(tableRenders.count).toBe(0);
  });

  it("a teammate's change to one task re-renders that row only", async () => {
    const selection = createSelection("t1");
    const view = render(<Page tasks={TASKS} selection={selection} />);
    renders.clear();
    const renamed = TASKS.map((t) => (t.id === "t3" ? { ...t, name: "Renamed by Bob", version: 2 } : t));
    await act(async () => view.rerender(<Page tasks={renamed} selection={selection} />));
    expect(document.querySelector('tr[data-task-id="t3"]')?.textContent).toContain("Renamed by Bob");
    expect(rendersOf(2)).toBeGreaterThan(0);
    expect([rendersOf(0), rendersOf(1), rendersOf(3)]).toEqual([0, 0, 0]);
  });
});

describe("selection store", () => {
  it("tells its subscribers of a change, and of nothing when the same task is chosen again", () => {
    const selection = createSelection(null);
    const heard = vi.fn();
    const stop = selection.subscribe(heard);
    selection.set("a");
    selection.set("a");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(selection.get()).toBe("a");
    stop();
    selection.set("b");
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("re-renders a reader of one task only when that task's selected state flips", async () => {
    const selection = createSelection("a");
    const count = { a: 0, b: 0, c: 0 };
    function Reader({ id }: { id: "a" | "b" | "c" }) {
      count[id]++;
      return <span data-selected={useIsSelected(selection, id) || undefined}>{id}</span>;
    }
    render(
      <>
        <Reader id="a" />
        <Reader id="b" />
        <Reader id="c" />
      </>,
    );
    await act(async () => selection.set("b"));
    expect(count).toEqual({ a: 2, b: 2, c: 1 });
    expect(document.querySelector("[data-selected]")?.textContent).toBe("b");
  });
});
