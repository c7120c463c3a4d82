import { describe, expect, it } from "vitest";
import { liveProjectOf, liveRoleOf, mergeProject } from "../../app/lib/board-state";
import type { LiveProject } from "../../core/schemas/board-protocol";
import type { ProjectView } from "../../core/schemas/project";

// The project page's copy of the project under live `project` and `role` messages.

const project = (over: Partial<ProjectView> = {}): ProjectView => ({
  id: 7,
  name: "Launch plan",
  description: null,
  dueDate: null,
  status: "active",
  progress: 0,
  totalTasks: 0,
  completedTasks: 0,
  icon: "folder-open",
  iconBg: "blue",
  ownerId: 1,
  externalId: null,
  externalUrl: null,
  source: "manual",
  aiGenerated: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  role: "viewer",
  ...over,
});

const pushed = (over: Partial<LiveProject> = {}): LiveProject => {
  const { role: _role, ...rest } = project(over);
  return rest;
};

describe("live project messages", () => {
  it("accepts a well-formed project of this page, and drops unknown fields", () => {
    const p = pushed({ name: "Renamed" });
    expect(liveProjectOf(p, 7)).toEqual(p);
    expect(liveProjectOf({ ...p, futureField: 1 }, 7)).toEqual(p);
  });

  it("ignores a malformed project or another project's", () => {
    expect(liveProjectOf(pushed(), 8)).toBeNull();
    expect(liveProjectOf(null, 7)).toBeNull();
    expect(liveProjectOf("Launch plan", 7)).toBeNull();
    expect(liveProjectOf({ ...pushed(), name: 42 }, 7)).toBeNull();
    const { updatedAt: _u, ...noStamp } = pushed();
    expect(liveProjectOf(noStamp, 7)).toBeNull();
  });

  it("accepts only real roles", () => {
    expect(liveRoleOf("editor")).toBe("editor");
    expect(liveRoleOf("viewer")).toBe("viewer");
    expect(liveRoleOf("admin")).toBeNull();
    expect(liveRoleOf(undefined)).toBeNull();
    expect(liveRoleOf({ role: "owner" })).toBeNull();
  });

  it("applies newer or same-time details and keeps the viewer's role", () => {
    const current = project({ role: "editor" });
    const next = mergeProject(current, pushed({ name: "Renamed", status: "on-hold", updatedAt: "2026-01-02T00:00:00.000Z" }));
    expect(next).toMatchObject({ name: "Renamed", status: "on-hold", role: "editor", updatedAt: "2026-01-02T00:00:00.000Z" });
    // An HTTP response is a ProjectView with its own role: the page's role still wins.
    expect(mergeProject(current, { ...project({ name: "Same instant" }), role: "owner" })).toMatchObject({
      name: "Same instant",
      role: "editor",
    });
  });

  it("ignores older details, so a slow response can't undo a newer push", () => {
    const current = project({ name: "Newer", updatedAt: "2026-01-02T00:00:00.000Z" });
    expect(mergeProject(current, pushed({ name: "Older", updatedAt: "2026-01-01T12:00:00.000Z" }))).toBe(current);
    expect(mergeProject(current, pushed({ id: 8, name: "Other project", updatedAt: "2026-02-01T00:00:00.000Z" }))).toBe(current);
  });
});
