import { describe, expect, it } from "vitest";
import { atLeast, canDeleteProject, canEdit, canManageMembers, roleTooLow } from "../../core/permissions";
import type { Role } from "../../core/schemas/fields";

// Spec §6 as a table: every role (and none) against every rule.
const ROLES: Array<Role | null | undefined> = [null, undefined, "viewer", "editor", "owner"];

describe("core/permissions", () => {
  it.each([
    ["viewer", [false, false, true, true, true]],
    ["editor", [false, false, false, true, true]],
    ["owner", [false, false, false, false, true]],
  ] as const)("atLeast(role, %s)", (min, expected) => {
    expect(ROLES.map((r) => atLeast(r, min))).toEqual(expected);
  });

  it("editors edit; only owners manage members and delete", () => {
    expect(ROLES.map(canEdit)).toEqual([false, false, false, true, true]);
    expect(ROLES.map(canManageMembers)).toEqual([false, false, false, false, true]);
    expect(ROLES.map(canDeleteProject)).toEqual([false, false, false, false, true]);
  });

  it("says why, the same from every route", () => {
    expect(roleTooLow("owner")).toBe("Only project owners can do that.");
    expect(roleTooLow("editor")).toBe("You have read-only access to this project.");
    expect(roleTooLow("viewer")).toBe("You have read-only access to this project.");
  });
});
