// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ProjectShapeProvider } from "../../app/components/fields/project-shape";
import { TaskTable } from "../../app/components/project/task-table";
import { ApiError } from "../../app/lib/api";
import { buildIndex } from "../../app/lib/board-index";
import { taskDraftKey } from "../../app/lib/drafts";
import { createSelection } from "../../app/lib/selection-store";
import { draftOf } from "../../app/lib/task-edit";
import { type LiveBoard, TaskConflict } from "../../app/lib/use-live-board";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Task } from "../../core/schemas/task";
import { formContract, typeInto } from "../support/form-contract";
import { describedBy, type FormServer, formServer } from "../support/form-server";
import { storedTask } from "../support/stored-task";

// The list's inline task editor on Conform over the task update's schema (issue 23 #2, decision 149): the
// shared form contract, the board's refusal placed by the field it names, and what made it the last form
// converted: a conflict's rebase, a replayed edit that met someone else's, and the draft kept over a reload.

const BRIEF = storedTask("t1", { name: "Write the brief", description: "Two pages", version: 3 });
const BUDGET: CustomField = {
  id: "f-budget",
  projectId: 1,
  name: "Budget",
  type: "number",
  options: [],
  position: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const SHAPE = { statuses: [], labels: [], fields: [BUDGET], members: [] };

type Update = (task: Task, patch: Record<string, unknown>, options?: { baseVersion?: number }) => Promise<{ queued: boolean }>;

let server: FormServer;
let update: ReturnType<typeof vi.fn<Update>>;

function fakeLive(tasks: Task[], over: Partial<Record<"replayConflict" | "settleReplayConflict", unknown>> = {}) {
  const byId = Object.fromEntries(tasks.map((t) => [t.id, t]));
  const index = buildIndex(byId);
  const live = {
    tasks: index.list,
    nested: index.nested,
    byId,
    confirmed: byId,
    counts: { items: tasks.length, tasks: tasks.length },
    fields: [BUDGET],
    dependencies: {},
    statuses: [],
    labels: [],
    replayConflict: null,
    settleReplayConflict: () => {},
    updateTask: update,
    deleteTask: vi.fn(async () => ({ queued: false })),
    ...over,
  };
  return live as unknown as LiveBoard;
}

function renderTable(live: LiveBoard) {
  return render(
    <ProjectShapeProvider labelsById={new Map()} shape={SHAPE}>
      <TaskTable
        projectId={1}
        live={live}
        members={[]}
        canEdit
        selection={createSelection(null)}
        onSelect={() => {}}
        onEditStart={() => {}}
      />
    </ProjectShapeProvider>,
  );
}

async function openEditor(live = fakeLive([BRIEF])) {
  renderTable(live);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: 'Edit "Write the brief"' })));
  return editor();
}

const editor = () => screen.getByRole("form", { name: /^Edit task/ });
const input = (label: string) => within(editor()).getByLabelText(label, { exact: true, selector: "input, textarea" }) as HTMLInputElement;
const save = () => act(async () => fireEvent.click(within(editor()).getByRole("button", { name: "Save" })));

// happy-dom lays nothing out: the list renders only the rows that fit its window (issue 22).
const SIZES = { clientHeight: 640, clientWidth: 840, offsetHeight: 64, offsetWidth: 840 };
beforeAll(() => {
  for (const [key, value] of Object.entries(SIZES))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const key of Object.keys(SIZES)) Reflect.deleteProperty(HTMLElement.prototype, key);
});

beforeEach(() => {
  localStorage.clear();
  server = formServer();
  update = vi.fn<Update>((_task, patch) => server.call(patch, { queued: false }));
  // The editor's time section asks for the running timer: there is none.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ timer: null })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the inline task editor's form", { timeout: 30_000 }, () => {
  formContract(
    {
      render: async () => {
        await openEditor();
      },
      fill: () => typeInto("Name", "Write the short brief"),
      input: "Name",
      refused: { value: "   ", message: "Please enter a task name" },
      serverRefusal: { path: "dueDate", input: "Due date", message: "Use a date like 2026-03-31." },
      submit: "Save",
      pendingSubmit: "Saving...",
    },
    () => server,
  );

  it("sends only what changed, checked and cleaned by the update's schema, with the version it was based on", async () => {
    await openEditor();
    typeInto("Name", "  Write the short brief ");
    typeInto("Estimate", "2,5");
    await save();
    expect(update).toHaveBeenCalledTimes(1);
    const [task, patch, options] = update.mock.calls[0];
    expect(task.id).toBe("t1");
    expect(patch).toEqual({ name: "Write the short brief", estimate: 2.5 });
    expect(options).toEqual({ baseVersion: 3 });
    expect(screen.queryByRole("form", { name: /^Edit task/ })).toBeNull();
  });

  it("refuses an estimate the update's schema refuses under Estimate, and sends nothing", async () => {
    await openEditor();
    typeInto("Estimate", "-1");
    await save();
    expect(update).not.toHaveBeenCalled();
    expect(input("Estimate").getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(input("Estimate"))).toContain("The estimate can't be negative.");
  });

  it("marks the field the board's message names, says it in the Not saved alert, and keeps what was typed", async () => {
    await openEditor();
    update.mockImplementationOnce(async () => {
      throw new ApiError("Budget: enter a number.", 400);
    });
    typeInto("Budget", "lots");
    await save();
    expect(update.mock.calls[0][1]).toEqual({ fields: { [BUDGET.id]: "lots" } });
    expect(input("Budget").getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(input("Budget"))).toContain("Budget: enter a number.");
    expect(within(editor()).getByRole("alert").textContent).toBe("Not saved: Budget: enter a number.");
    expect(input("Budget").value).toBe("lots");
  });

  it("Escape cancels without sending, and drops the kept draft", async () => {
    await openEditor();
    typeInto("Name", "Write the long brief");
    expect(localStorage.getItem(taskDraftKey(1, "t1"))).toContain("Write the long brief");
    await act(async () => fireEvent.keyDown(input("Name"), { key: "Escape" }));
    expect(screen.queryByRole("form", { name: /^Edit task/ })).toBeNull();
    expect(update).not.toHaveBeenCalled();
    expect(localStorage.getItem(taskDraftKey(1, "t1"))).toBeNull();
  });
});

describe("someone else's change meets the editor's draft", { timeout: 30_000 }, () => {
  const theirs = { ...BRIEF, description: "Three pages, by Bob", name: "Brief (Bob)", version: 4 };

  it("a 409 on Save shows both versions, keeps our field over theirs, and Save sends ours against their version", async () => {
    await openEditor();
    update.mockImplementationOnce(async () => {
      throw new TaskConflict("Someone else changed this task.", theirs);
    });
    typeInto("Name", "Write the short brief");
    await save();
    const notice = within(editor()).getByRole("alert");
    expect(notice.textContent).toContain("Someone else changed this task.");
    expect(notice.textContent).toContain("theirs Brief (Bob), yours Write the short brief");
    expect(input("Name").value).toBe("Write the short brief");
    expect(input("Description").value).toBe("Three pages, by Bob");
    await save();
    expect(update).toHaveBeenCalledTimes(2);
    expect(update.mock.calls[1][1]).toEqual({ name: "Write the short brief" });
    expect(update.mock.calls[1][2]).toEqual({ baseVersion: 4 });
    expect(screen.queryByRole("form", { name: /^Edit task/ })).toBeNull();
  });

  it("an edit replayed after a reconnect that met someone else's opens the editor with both versions", async () => {
    const settle = vi.fn();
    const replayConflict = { base: BRIEF, patch: { name: "Write the short brief" }, current: theirs };
    renderTable(fakeLive([theirs], { replayConflict, settleReplayConflict: settle }));
    await act(async () => {});
    expect(settle).toHaveBeenCalledTimes(1);
    expect(within(editor()).getByRole("alert").textContent).toContain("theirs Brief (Bob), yours Write the short brief");
    expect(input("Name").value).toBe("Write the short brief");
    expect(input("Description").value).toBe("Three pages, by Bob");
    await save();
    expect(update.mock.calls[0][1]).toEqual({ name: "Write the short brief" });
    expect(update.mock.calls[0][2]).toEqual({ baseVersion: 4 });
  });
});

describe("a row edit kept over a reload", { timeout: 30_000 }, () => {
  const keep = (draft: ReturnType<typeof draftOf>, baseVersion: number) =>
    localStorage.setItem(taskDraftKey(1, "t1"), JSON.stringify({ draft, start: draftOf(BRIEF), baseVersion }));

  it("is kept while typing, and comes back as an unsaved draft in the editor", async () => {
    await openEditor();
    typeInto("Name", "Write the long brief");
    typeInto("Budget", "1200");
    cleanup();
    renderTable(fakeLive([BRIEF]));
    await act(async () => {});
    expect(within(editor()).getByRole("status").textContent).toContain("Unsaved draft restored from this browser.");
    expect(input("Name").value).toBe("Write the long brief");
    expect(input("Budget").value).toBe("1200");
    await save();
    expect(update.mock.calls[0][1]).toEqual({ name: "Write the long brief", fields: { [BUDGET.id]: 1200 } });
    expect(localStorage.getItem(taskDraftKey(1, "t1"))).toBeNull();
  });

  it("is laid over the task when the task changed meanwhile, as a conflict is", async () => {
    keep({ ...draftOf(BRIEF), name: "Write the long brief" }, 3);
    const changed = { ...BRIEF, description: "Three pages, by Bob", version: 5 };
    renderTable(fakeLive([changed]));
    await act(async () => {});
    expect(input("Name").value).toBe("Write the long brief");
    expect(input("Description").value).toBe("Three pages, by Bob");
    await save();
    expect(update.mock.calls[0][1]).toEqual({ name: "Write the long brief" });
    expect(update.mock.calls[0][2]).toEqual({ baseVersion: 5 });
  });
});
