import { describe, expect, it } from "vitest";
import { canDeleteProject, canEdit, canManageMembers } from "../../core/permissions";
import { ACTIONS, POLICY, roleAllows, roleNeeded, roleRefusal, scopeAllows, scopeRefusal } from "../../core/policy";
import type { Role } from "../../core/schemas/fields";

// Spec §6 and issue 24 as a table: every role (and none) and every token scope against the policy.
const ROLES: Array<Role | null | undefined> = [null, undefined, "viewer", "editor", "owner"];

describe("core/policy", () => {
  it.each([
    ["project.read", [false, false, true, true, true]],
    ["comment.write", [false, false, true, true, true]],
    ["task.edit", [false, false, false, true, true]],
    ["project.edit", [false, false, false, true, true]],
    ["members.manage", [false, false, false, false, true]],
    ["comment.moderate", [false, false, false, false, true]],
    ["project.delete", [false, false, false, false, true]],
    // The person's own things need no project role.
    ["projects.list", [true, true, true, true, true]],
  ] as const)("roleAllows(%s, role)", (action, expected) => {
    expect(ROLES.map((r) => roleAllows(action, r))).toEqual(expected);
  });

  it("the app's shorthands are the policy's answers", () => {
    expect(ROLES.map(canEdit)).toEqual([false, false, false, true, true]);
    expect(ROLES.map(canManageMembers)).toEqual([false, false, false, false, true]);
    expect(ROLES.map(canDeleteProject)).toEqual([false, false, false, false, true]);
  });

  it("a higher scope includes the lower ones; some actions no token may do", () => {
    expect(scopeAllows("project.read", ["read"])).toBe(true);
    expect(scopeAllows("task.edit", ["read"])).toBe(false);
    expect(scopeAllows("task.edit", ["write"])).toBe(true);
    expect(scopeAllows("members.manage", ["write"])).toBe(false);
    expect(scopeAllows("members.manage", ["read", "admin"])).toBe(true);
    expect(scopeAllows("tokens.manage", ["read", "write", "admin"])).toBe(false);
    expect(scopeAllows("project.live", ["admin"])).toBe(false);
    expect(scopeAllows("task.edit", [])).toBe(false);
  });

  it("says why, the same from every route", () => {
    expect(roleRefusal("members.manage")).toBe("Only project owners can do that.");
    expect(roleRefusal("task.edit")).toBe("You have read-only access to this project.");
    expect(roleRefusal("project.read")).toBe("You have read-only access to this project.");
    expect(scopeRefusal("task.edit")).toBe('This API token needs the "write" scope to do this.');
    expect(scopeRefusal("tokens.manage")).toBe("API tokens cannot do this; sign in to Kickoff to do it.");
  });

  it("an owner's action needs the admin scope, an editor's the write scope", () => {
    const want: Partial<Record<Role, string>> = { owner: "admin", editor: "write" };
    const wrong = ACTIONS.filter((a) => {
      const role = roleNeeded(a);
      return role !== null && want[role] !== undefined && POLICY[a].token !== want[role];
    });
    expect(wrong).toEqual([]);
  });
});
