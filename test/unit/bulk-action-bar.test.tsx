// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulkActionBar } from "../../app/components/bulk/bulk-action-bar";
import type { BulkSelection } from "../../app/components/bulk/use-bulk-selection";
import type { LiveBoard } from "../../app/lib/use-live-board";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// The bulk bar (issue 25), after its split into menus and useBulkRun: a menu's choice is one batch
// of the ticked tasks, in the order on screen, and what the board answers is shown at once.

const BUG = { id: "l-bug", projectId: 1, name: "Bug", color: "red", createdAt: "", updatedAt: "" };
const tasks: Task[] = [storedTask("t1", { name: "One", version: 3 }), storedTask("t2", { name: "Two", labelIds: ["l-bug"], version: 5 })];

function setUp() {
  const dispatch = vi.fn();
  const live = {
    byId: Object.fromEntries(tasks.map((t) => [t.id, t])),
    labels: [BUG],
    statuses: [],
    fields: [],
    dispatch,
  } as unknown as LiveBoard;
  const selection: BulkSelection = {
    ids: new Set(["t1", "t2"]),
    toggle: vi.fn(),
    selectAll: vi.fn(),
    clear: vi.fn(),
    tasks: () => tasks,
    inView: () => 2,
  };
  const sent: unknown[] = [];
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    sent.push(body);
    const results = body.operations.map((o: { id: string }) => ({
      op: "update",
      task: { ...tasks.find((t) => t.id === o.id), labelIds: ["l-bug"] },
    }));
    return new Response(JSON.stringify({ results }), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  render(<BulkActionBar projectId={1} selection={selection} live={live} members={[]} />);
  return { sent, dispatch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BulkActionBar", { timeout: 30_000 }, () => {
  it("adds a label to the ticked tasks that lack it, in one batch with their versions", async () => {
    const user = userEvent.setup();
    const { sent, dispatch } = setUp();
    expect(screen.getByRole("toolbar", { name: "Bulk edit" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Labels" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add Bug" }));
    await act(async () => {});
    expect(sent).toEqual([{ operations: [{ op: "update", id: "t1", patch: { labelIds: ["l-bug"], version: 3 } }] }]);
    expect(dispatch).toHaveBeenCalledWith({ type: "task", task: expect.objectContaining({ id: "t1", labelIds: ["l-bug"] }) });
  });

  it("removes a label from those that have it", async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    await user.click(screen.getByRole("button", { name: "Labels" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove Bug" }));
    await act(async () => {});
    expect(sent).toEqual([{ operations: [{ op: "update", id: "t2", patch: { labelIds: [], version: 5 } }] }]);
  });
});
