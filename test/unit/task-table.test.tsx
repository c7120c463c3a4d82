// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TaskTable } from "../../app/components/project/task-table";
import { useProjectShortcuts } from "../../app/components/project/use-project-shortcuts";
import { createSelection } from "../../app/lib/selection-store";
import type { ShownTasks } from "../../app/lib/task-filter";
import type { LiveBoard } from "../../app/lib/use-live-board";
import type { Task } from "../../core/schemas/task";
import type { MemberView } from "../../core/schemas/team";
import { storedTask } from "../support/stored-task";
import { fakeLiveBoard, setUpTaskTableTests } from "../support/task-table-setup";

// The list of a project's tasks (spec §2.7), rendered in a browser-like DOM: its rows, j/k moving the
// selection through them, and a row edited in place and saved through the live board.

const task = (id: string, name: string, createdAt: string, over: Partial<Task> = {}) =>
  storedTask(id, { name, createdAt, updatedAt: createdAt, ...over });

const TASKS = [
  task("t1", "Write the brief", "2026-01-01T00:00:01.000Z", { priority: "high" }),
  task("t2", "Book the venue", "2026-01-01T00:00:02.000Z", { status: "done" }),
  task("t3", "Send invitations", "2026-01-01T00:00:03.000Z", { dueDate: "2026-03-31" }),
];

const MEMBERS: MemberView[] = [];

/** The table with the project page's j/k, as the page wires them. */
function Harness({ live, shown, canEdit = true }: { live: LiveBoard; shown: ShownTasks; canEdit?: boolean }) {
  const [selection] = useState(() => createSelection(null));
  const setSelectedId = selection.set;
  const { dialog } = useProjectShortcuts({
    live,
    members: MEMBERS,
    canEdit,
    selection,
    onSelect: setSelectedId,
    view: "list",
    onViewChange: () => {},
    onTab: () => {},
    onAssign: () => {},
    shown,
  });
  return (
    <>
      <TaskTable
        projectId={1}
        live={live}
        members={MEMBERS}
        canEdit={canEdit}
        selection={selection}
        onSelect={setSelectedId}
        onEditStart={() => {}}
      />
      {dialog}
    </>
  );
}

function renderTable(canEdit = true) {
  const { live, updateTask, shown } = fakeLiveBoard(TASKS);
  const view = render(<Harness live={live} shown={shown} canEdit={canEdit} />);
  return { ...view, updateTask };
}

const rowOf = (name: string) => screen.getByRole("button", { name }).closest("tr") as HTMLTableRowElement;
const selectedNames = () =>
  [...document.querySelectorAll("tr[data-selected]")].map((tr) => tr.querySelector("[aria-current]")?.textContent);

setUpTaskTableTests();

// A render of the whole table takes a while on a busy CI machine.
describe("TaskTable", { timeout: 30_000 }, () => {
  it("renders one row per task, in list order, with its status, priority and due date", () => {
    renderTable();
    expect(screen.getByRole("heading", { name: "Project Tasks" })).toBeTruthy();
    expect(screen.getByText("3 tasks")).toBeTruthy();
    const rows = [...document.querySelectorAll("tr[data-task-id]")];
    expect(rows.map((r) => r.getAttribute("data-task-id"))).toEqual(["t1", "t2", "t3"]);
    expect(rows.map((r) => r.getAttribute("aria-rowindex"))).toEqual(["2", "3", "4"]);
    expect(within(rowOf("Write the brief")).getAllByText("High").length).toBeGreaterThan(0);
    expect(within(rowOf("Send invitations")).getAllByText(/Mar 31, 2026/).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: 'Edit "Book the venue"' })).toBeTruthy();
  });

  it("moves the selected row down with j and up with k", async () => {
    renderTable();
    const user = userEvent.setup();
    expect(selectedNames()).toEqual([]);
    await user.keyboard("j");
    expect(selectedNames()).toEqual(["Write the brief"]);
    await user.keyboard("j");
    await user.keyboard("j");
    expect(selectedNames()).toEqual(["Send invitations"]);
    // The last row stays selected at the end of the list.
    await user.keyboard("j");
    expect(selectedNames()).toEqual(["Send invitations"]);
    await user.keyboard("k");
    expect(selectedNames()).toEqual(["Book the venue"]);
  });

  it("edits a row in place and saves only the changed field, with the version it was based on", async () => {
    const { updateTask } = renderTable();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: 'Edit "Write the brief"' })));
    const form = screen.getByRole("form", { name: "Edit task Write the brief" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Name" }), { target: { value: "Write the short brief" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save" })));
    expect(updateTask).toHaveBeenCalledTimes(1);
    const [saved, patch, options] = updateTask.mock.calls[0];
    expect(saved.id).toBe("t1");
    expect(patch).toEqual({ name: "Write the short brief" });
    expect(options).toEqual({ baseVersion: 1 });
    // The editor closes after the save.
    expect(screen.queryByRole("form", { name: /Edit task/ })).toBeNull();
  });

  it("keeps the editor open with a message when the name is emptied", async () => {
    const { updateTask } = renderTable();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: 'Edit "Book the venue"' })));
    const form = screen.getByRole("form", { name: "Edit task Book the venue" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Name" }), { target: { value: "" } });
    await act(async () => fireEvent.submit(form));
    expect(updateTask).not.toHaveBeenCalled();
    expect(screen.getByText("Please enter a task name")).toBeTruthy();
  });
});
