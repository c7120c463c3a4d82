import { describe, expect, it } from "vitest";
import { buildIndex, indexBoard } from "../../app/lib/board-index";
import { withPending } from "../../app/lib/board-state";
import { changedBetween, withEntry, withoutEntry } from "../../app/lib/records";
import { filterTasks } from "../../app/lib/task-filter";
import { boardCounts, firstScreen, nestTasks } from "../../core/board-order";
import type { Task } from "../../core/schemas/task";
import { locationHintOf } from "../../worker/board/location-hint";

// Issue 22: the board's orders kept up to date op by op must equal the orders built from scratch, and the
// first screenful the server sends must be the rows the list shows first.

const STATUSES = ["todo", "in-progress", "done"] as const;

function makeTask(i: number, over: Partial<Task> = {}): Task {
  return {
    id: `1-task${String(i).padStart(6, "0")}`,
    projectId: 1,
    kind: i % 50 === 0 ? "milestone" : "task",
    name: `Task ${i}`,
    description: i % 7 === 0 ? `Notes about invoices ${i}` : "",
    status: STATUSES[i % 3],
    isCompleted: i % 3 === 2,
    startDate: null,
    dueDate: null,
    priority: "medium",
    assigneeId: null,
    parentTaskId: null,
    externalId: null,
    sourceText: null,
    source: "manual",
    order: `a${String((i * 7919) % 10007).padStart(5, "0")}`,
    version: 1,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)).toISOString(),
    updatedAt: "2026-01-01T00:00:00Z",
    ...over,
  };
}

function board(n: number): Record<string, Task> {
  const out: Record<string, Task> = {};
  let parent: string | null = null;
  for (let i = 0; i < n; i++) {
    const t = makeTask(i, i % 5 > 1 && parent ? { parentTaskId: parent } : {});
    if (i % 5 === 1) parent = t.id;
    out[t.id] = t;
  }
  return out;
}

const ids = (tasks: Task[]) => tasks.map((t) => t.id);
const shape = (index: ReturnType<typeof buildIndex>) => ({
  list: ids(index.list),
  nested: index.nested.map((n) => `${n.task.id}:${n.depth}:${n.task.version}`),
  columns: Object.fromEntries(Object.entries(index.columns).map(([s, c]) => [s, c.map((t) => `${t.id}:${t.version}`)])),
});

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** One step of a random walk over the board: a task picked, and a roll that says what happens to it. */
function walkStep(tasks: Record<string, Task>, rnd: () => number) {
  const keys = Object.keys(tasks);
  return { keys, pick: tasks[keys[Math.floor(rnd() * keys.length)]], roll: rnd() };
}

describe("the board index", () => {
  it("follows renames, moves, re-parenting, creates and deletes exactly as a rebuild would", () => {
    const rnd = random(22);
    let tasks = board(150);
    let index = buildIndex(tasks);
    let next = 150;
    for (let step = 0; step < 200; step++) {
      const { keys, pick, roll } = walkStep(tasks, rnd);
      const copy = { ...tasks };
      if (roll < 0.3) copy[pick.id] = { ...pick, name: `${pick.name}!`, version: pick.version + 1 };
      else if (roll < 0.5) copy[pick.id] = { ...pick, status: STATUSES[Math.floor(rnd() * 3)], version: pick.version + 1 };
      else if (roll < 0.65) copy[pick.id] = { ...pick, order: `a${Math.floor(rnd() * 99999)}`, version: pick.version + 1 };
      else if (roll < 0.75) {
        const parent = keys[Math.floor(rnd() * keys.length)];
        copy[pick.id] = { ...pick, parentTaskId: parent === pick.id ? null : parent, version: pick.version + 1 };
      } else if (roll < 0.9) {
        const t = makeTask(next++);
        copy[t.id] = t;
      } else delete copy[pick.id];
      tasks = copy;
      index = indexBoard(index, tasks);
      expect(shape(index)).toEqual(shape(buildIndex(tasks)));
    }
  }, 60_000);

  it("finds a live change through the copies' lineage, pending edits laid over and taken off, exactly as a rebuild would", () => {
    const rnd = random(27);
    let tasks = board(150);
    let index = buildIndex(tasks);
    let next = 150;
    for (let step = 0; step < 200; step++) {
      const { pick, roll } = walkStep(tasks, rnd);
      if (roll < 0.35) tasks = withEntry(tasks, pick.id, { ...pick, status: STATUSES[Math.floor(rnd() * 3)], version: pick.version + 1 });
      else if (roll < 0.5)
        tasks = withEntry(tasks, pick.id, {
          ...pick,
          parentTaskId: null,
          order: `a${Math.floor(rnd() * 99999)}`,
          version: pick.version + 1,
        });
      else if (roll < 0.7) {
        const t = makeTask(next++);
        tasks = withEntry(tasks, t.id, t);
      } else if (roll < 0.8) tasks = withoutEntry(tasks, pick.id);
      // A snapshot: a record with no lineage, compared entry by entry.
      else if (roll < 0.85) tasks = { ...tasks };
      // The page's view with an edit waiting (as use-shown-board lays it), then the confirmed board again.
      const shown =
        rnd() < 0.5 ? withPending(tasks, [{ key: `k${step}`, taskId: pick.id, patch: { status: "done", name: "Waiting" } }]) : tasks;
      index = indexBoard(index, shown);
      expect(shape(index)).toEqual(shape(buildIndex(shown)));
    }
  }, 60_000);

  it("names the entries two records differ in when they descend from one record, and nothing otherwise", () => {
    const base = board(20);
    const [a, b, c] = Object.keys(base);
    const one = withEntry(base, a, { ...base[a], name: "One" });
    const two = withoutEntry(one, b);
    const shown = withPending(one, [{ key: "k", taskId: c, patch: { name: "Shown" } }]);
    expect(changedBetween(base, two)).toEqual(new Set([a, b]));
    expect(changedBetween(shown, two)).toEqual(new Set([b, c]));
    expect(changedBetween(two, two)).toEqual(new Set());
    expect(changedBetween(base, { ...two })).toBeNull();
  });

  it("keeps the list's arrays when a change moves nothing, and leaves other tasks' objects alone", () => {
    const tasks = board(200);
    const index = buildIndex(tasks);
    const target = Object.values(tasks)[10];
    const renamed = { ...tasks, [target.id]: { ...target, name: "Renamed", version: 2 } };
    const after = indexBoard(index, renamed);
    // The nesting map is reused: nothing moved.
    expect(after.nestedAt).toBe(index.nestedAt);
    expect(after.nested[after.nestedAt.get(target.id)!].task.name).toBe("Renamed");
    const other = Object.values(tasks)[11];
    expect(after.nested[after.nestedAt.get(other.id)!].task).toBe(other);
    expect(indexBoard(after, renamed)).toBe(after);
  });
});

describe("the first screenful", () => {
  it("is the nested list's first rows, with the whole board's counts and its parents' subtask counts", () => {
    const all = Object.values(board(300));
    const screen = firstScreen(9, all, 40);
    const nested = nestTasks(buildIndex(Object.fromEntries(all.map((t) => [t.id, t]))).list);
    expect(ids(screen.tasks)).toEqual(nested.slice(0, 40).map((n) => n.task.id));
    expect(screen.counts).toEqual(boardCounts(all));
    expect(screen.counts.items).toBe(300);
    const parent = screen.tasks.find((t) => all.some((c) => c.parentTaskId === t.id))!;
    const kids = all.filter((c) => c.parentTaskId === parent.id);
    expect(screen.subtasks[parent.id]).toEqual({ total: kids.length, done: kids.filter((k) => k.status === "done").length });
  });

  it("adds a task opened by link when it is further down", () => {
    const all = Object.values(board(300));
    const far = all[250];
    const screen = firstScreen(1, all, 40, far.id);
    expect(screen.tasks).toHaveLength(41);
    expect(screen.tasks.at(-1)).toBe(far);
    expect(firstScreen(1, all, 40, "1-nosuchtask").tasks).toHaveLength(40);
  });
});

describe("the Tasks tab's filter", () => {
  it("matches names and descriptions, case-insensitively, in the list and in the columns", () => {
    const tasks = board(120);
    const index = buildIndex(tasks);
    const shown = filterTasks({ tasks: index.list, nested: index.nested, columns: index.columns }, "  INVOICES ");
    const expected = index.list.filter((t) => t.description.includes("invoices"));
    expect(shown.nested.map((n) => n.task.id).sort()).toEqual(ids(expected).sort());
    expect(shown.columns.todo.every((t) => t.description.includes("invoices"))).toBe(true);
    expect(shown.query).toBe("invoices");
    const none = filterTasks({ tasks: index.list, nested: index.nested, columns: index.columns }, "");
    expect(none.nested).toBe(index.nested);
  });
});

describe("where a new board is placed (decision 070)", () => {
  it("maps the creating request's continent, country and longitude to a location hint", () => {
    expect(locationHintOf({ continent: "NA", longitude: "-122.4" })).toBe("wnam");
    expect(locationHintOf({ continent: "NA", longitude: "-73.9" })).toBe("enam");
    expect(locationHintOf({ continent: "EU", longitude: "2.3" })).toBe("weur");
    expect(locationHintOf({ continent: "EU", longitude: "30.5" })).toBe("eeur");
    expect(locationHintOf({ continent: "AS", country: "JP", longitude: "139.7" })).toBe("apac-ne");
    expect(locationHintOf({ continent: "AS", country: "IN", longitude: "77.2" })).toBe("apac");
    expect(locationHintOf({ continent: "AS", country: "AE", longitude: "55.3" })).toBe("me");
    expect(locationHintOf({ continent: "OC" })).toBe("oc");
    expect(locationHintOf({ continent: "AF" })).toBe("afr");
    expect(locationHintOf({ continent: "SA" })).toBe("sam");
    expect(locationHintOf({ continent: "AN" })).toBeUndefined();
    expect(locationHintOf(undefined)).toBeUndefined();
  });
});

// Issue 27: what the mutation bench found the first screenful's tests let through.
describe("the first screenful: counts and edges", () => {
  it("counts every item, the work without milestones, and the work done", () => {
    const tasks = [
      makeTask(1, { kind: "task", status: "todo" }),
      makeTask(2, { kind: "task", status: "done" }),
      makeTask(3, { kind: "task", status: "in-progress" }),
      makeTask(4, { kind: "milestone", status: "done" }),
    ];
    expect(boardCounts(tasks)).toEqual({ items: 4, tasks: 3, done: 1 });
    expect(boardCounts([])).toEqual({ items: 0, tasks: 0, done: 0 });
  });

  it("does not repeat a task opened by link that is already among the first rows", () => {
    const all = Object.values(board(300));
    const screen = firstScreen(1, all, 40, all[0].id);
    expect(screen.tasks).toHaveLength(40);
    expect(new Set(ids(screen.tasks)).size).toBe(40);
  });

  it("gives subtask counts only for the parents among its rows", () => {
    const parentShown = makeTask(1);
    const parentLater = makeTask(2);
    const all = [
      parentShown,
      makeTask(3, { parentTaskId: parentShown.id, status: "done" }),
      parentLater,
      makeTask(4, { parentTaskId: parentLater.id }),
    ];
    expect(firstScreen(1, all, 2).subtasks).toEqual({ [parentShown.id]: { done: 1, total: 1 } });
  });
});

describe("subtasks under their parent: edges", () => {
  const order = (tasks: Task[]) => nestTasks(tasks).map((n) => `${n.task.id.slice(-2)}:${n.depth}`);

  it("nests a subtask listed before its parent under it", () => {
    const parent = makeTask(1);
    const child = makeTask(2, { parentTaskId: parent.id });
    expect(order([child, parent])).toEqual(["01:0", "02:1"]);
  });

  it("keeps a task whose parent is not in the list, or which names itself, at the top in list order", () => {
    const orphan = makeTask(3, { parentTaskId: "1-gone" });
    const selfish = makeTask(4);
    selfish.parentTaskId = selfish.id;
    const plain = makeTask(5);
    expect(order([orphan, plain])).toEqual(["03:0", "05:0"]);
    expect(order([selfish, plain])).toEqual(["04:0", "05:0"]);
  });
});
