// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type DraftPlan, toDraft } from "../../app/components/ai/plan-draft";
import { PlanReview } from "../../app/components/ai/plan-review";
import { type Destination, INTERNAL_DESTINATION } from "../../app/components/ai/wizard-session";
import { QueryProvider } from "../../app/lib/query-client";
import { generatedPlanSchema } from "../../core/schemas/plan";

// The wizard's review step (spec §2.4, §4): the plan is edited in memory, one item at a time, and
// Save Project is offered only when the plan can leave.

const PLAN = generatedPlanSchema.parse({
  name: "Office move",
  description: "Move the team to the new office.",
  timeline: { startDate: "2026-03-02", endDate: "2026-04-30" },
  milestones: [{ name: "Packed", sourceText: null }],
  tasks: [
    { name: "Book the movers", milestoneIndex: 0, sourceText: "book movers", priority: "high" },
    { name: "Label the boxes", milestoneIndex: 0, sourceText: "label boxes" },
    { name: "Order new desks", milestoneIndex: null, sourceText: "new desks" },
  ],
});

const FEEDBACK = { busy: false, partial: null, changes: null, onSubmit: async () => {}, onResolve: () => {}, onResolveAll: () => {} };

/** The step with its draft held the way the wizard holds it; every change is also recorded. */
function Harness({ initial, destination, onChange }: { initial: DraftPlan; destination: Destination; onChange: (d: DraftPlan) => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <PlanReview
      draft={draft}
      provider={null}
      destination={destination}
      target={null}
      saving={false}
      onChange={(next) => {
        onChange(next);
        setDraft(next);
      }}
      onDestinationChange={() => {}}
      onTargetChange={() => {}}
      onBack={() => {}}
      onSave={() => {}}
      feedback={FEEDBACK}
    />
  );
}

function renderReview(destination: Destination = INTERNAL_DESTINATION, plan = PLAN) {
  const changes: DraftPlan[] = [];
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={["/projects/new"]}>
        <Harness initial={toDraft(plan)} destination={destination} onChange={(d) => changes.push(d)} />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { changes, last: () => changes[changes.length - 1] };
}

const taskList = () => screen.getByRole("list", { name: "Tasks" });
const taskNames = (draft: DraftPlan) => draft.tasks.map((t) => t.name);

beforeEach(() => {
  // The destination footer lists the person's connections: none.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json([])),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PlanReview", { timeout: 30_000 }, () => {
  it("shows the plan's milestones and tasks", () => {
    renderReview();
    expect(screen.getByRole("heading", { name: "Project Plan Review" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Tasks (3)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Milestones (1)" })).toBeTruthy();
    expect(within(taskList()).getByText("Book the movers")).toBeTruthy();
  });

  it("says which tasks the text already ticked off, and that they are saved done", () => {
    renderReview(INTERNAL_DESTINATION, { ...PLAN, tasks: PLAN.tasks.map((t, i) => (i === 1 ? { ...t, done: true } : t)) });
    const row = (name: string) => within(taskList()).getByText(name).closest("li") as HTMLElement;
    expect(within(row("Label the boxes")).getByText("Done in your text: saved as done")).toBeTruthy();
    expect(within(row("Book the movers")).queryByText("Done in your text: saved as done")).toBeNull();
  });

  it("edits a task in the draft: the new name replaces the old one", async () => {
    const { last } = renderReview();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Edit task Book the movers" })));
    const editor = screen.getByRole("group", { name: "Edit task" });
    fireEvent.change(within(editor).getByRole("textbox", { name: "Task name" }), { target: { value: "Book the removal van" } });
    await act(async () => fireEvent.click(within(editor).getByRole("button", { name: "Save" })));
    expect(taskNames(last())).toEqual(["Book the removal van", "Label the boxes", "Order new desks"]);
    // The edited task keeps its place and its milestone.
    expect(last().tasks[0].milestoneKey).toBe(last().milestones[0].key);
    expect(within(taskList()).getByText("Book the removal van")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Edit task" })).toBeNull();
  });

  it("keeps the editor open, and the draft as it was, when the name is emptied", async () => {
    const { changes } = renderReview();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Edit task Label the boxes" })));
    const editor = screen.getByRole("group", { name: "Edit task" });
    fireEvent.change(within(editor).getByRole("textbox", { name: "Task name" }), { target: { value: "  " } });
    await act(async () => fireEvent.click(within(editor).getByRole("button", { name: "Save" })));
    expect(changes).toEqual([]);
    expect(within(editor).getByText("Task name is required")).toBeTruthy();
  });

  it("removes a task after the confirmation", async () => {
    const { last } = renderReview();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Delete task Label the boxes" })));
    const dialog = screen.getByRole("alertdialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete task" })));
    expect(taskNames(last())).toEqual(["Book the movers", "Order new desks"]);
    expect(screen.getByRole("heading", { name: "Tasks (2)" })).toBeTruthy();
    expect(within(taskList()).queryByText("Label the boxes")).toBeNull();
  });

  it("offers Save Project for Kickoff, and no export until a destination is chosen in the provider", () => {
    renderReview();
    expect((screen.getByRole("button", { name: "Save Project" }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderReview("jira");
    expect((screen.getByRole("button", { name: "Export to Jira" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
