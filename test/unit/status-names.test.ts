import { describe, expect, it } from "vitest";
import type { BoardStatus } from "../../core/schemas/statuses";
import { isDefaultStatus, mergeStatusName, pulledStatus } from "../../worker/integrations/status-names";

// Decision 132: the status-name rule of the pull, case by case (test/api/status-names-*.test.ts runs it
// through the queue against the providers' fakes).

const status = (id: string, name: string, category: BoardStatus["category"]) =>
  ({ id, projectId: 1, name, category, color: "blue", order: 0 }) as BoardStatus;
const statuses = [status("todo", "To Do", "todo"), status("review", "In review", "in-progress"), status("blocked", "Blocked", "todo")];
const review = statuses[1];
const base = (statusName: string | null | undefined, statusId?: string) => ({ statusName, statusId });
const rule = { categoryTaken: false, categoryConflict: false };

describe("pulledStatus", () => {
  it("matches a project status by name, case and spaces aside, and a two-state provider only when done-ness agrees", () => {
    expect(pulledStatus(statuses, { status: "todo", statusName: "  IN REVIEW " })).toBe(review);
    expect(pulledStatus(statuses, { status: "todo", statusName: "Doing" })).toBeUndefined();
    expect(pulledStatus(statuses, { status: "todo", statusName: null })).toBeUndefined();
    expect(pulledStatus(statuses, { status: "done", statusName: "Blocked" }, true)).toBeUndefined();
    expect(pulledStatus(statuses, { status: "todo", statusName: "In review" }, true)).toBe(review);
  });

  it("tells the three first statuses under their first names from custom ones", () => {
    expect(isDefaultStatus({ name: "to do", category: "todo" })).toBe(true);
    expect(isDefaultStatus({ name: "To Do", category: "done" })).toBe(false);
    expect(isDefaultStatus({ name: "In review", category: "in-progress" })).toBe(false);
  });
});

describe("mergeStatusName", () => {
  const args = (over: Partial<Parameters<typeof mergeStatusName>[0]>) =>
    mergeStatusName({ mine: { statusId: "todo" }, named: review, theirName: "In review", base: base("Backlog", "todo"), ...rule, ...over });

  it("takes a state only the provider moved to since the last sync", () => {
    expect(args({})).toEqual({ statusId: "review", conflict: false });
  });

  it("keeps Kickoff's status when the provider did not move, or when its base does not know the state's name", () => {
    expect(args({ base: base("In review", "todo") })).toEqual({ conflict: false });
    expect(args({ base: base(null, "todo") })).toEqual({ conflict: false });
    expect(args({ base: base(undefined) })).toEqual({ conflict: false });
  });

  it("reports a conflict when both moved, takes the provider's on a first pull, and follows a taken category", () => {
    expect(args({ mine: { statusId: "blocked" } })).toEqual({ conflict: true });
    expect(args({ base: null, mine: { statusId: "blocked" } })).toEqual({ statusId: "review", conflict: false });
    expect(args({ categoryTaken: true, base: base("In review", "blocked") })).toEqual({ statusId: "review", conflict: false });
    expect(args({ categoryConflict: true })).toEqual({ conflict: false });
    expect(args({ named: undefined })).toEqual({ conflict: false });
    expect(args({ mine: { statusId: "review" } })).toEqual({ conflict: false });
  });
});
