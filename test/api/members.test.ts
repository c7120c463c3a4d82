import { beforeAll, describe, expect, it } from "vitest";
import type { MemberView } from "../../core/schemas/team";
import { addMember, newProjectId, uniqueEmail } from "../board/support";
import { api, env, json, signIn } from "../support/api";

// Members (spec §2.8, §6, §7): a role matrix over every member route, with positive controls, and
// the rules that must hold: one owner at least, one row per person, removal unassigns tasks.

async function roleOf(projectId: number, userId: number): Promise<string | null> {
  const row = await env.DB.prepare("SELECT role FROM project_members WHERE project_id = ? AND user_id = ?")
    .bind(projectId, userId)
    .first<{ role: string }>();
  return row?.role ?? null;
}

/** One project with an owner, an editor, a viewer, an outsider and a spare user who is not a member. */
async function team() {
  const [owner, editor, viewer, outsider, spare] = await Promise.all(
    ["owner", "editor", "viewer", "outsider", "spare"].map((n) => signIn(uniqueEmail(n))),
  );
  const projectId = await newProjectId(owner, "Team project");
  await addMember(projectId, editor.userId, "editor");
  await addMember(projectId, viewer.userId, "viewer");
  return { owner, editor, viewer, outsider, spare, projectId };
}

describe("GET /api/projects/:id/members", () => {
  it("lists members with their public user fields to any member, owners first", async () => {
    const t = await team();
    for (const who of [t.owner, t.editor, t.viewer]) {
      const res = await api("GET", `/api/projects/${t.projectId}/members`, { as: who });
      expect(res.status).toBe(200);
      const members = await json<MemberView[]>(res);
      expect(members.map((m) => m.role)).toEqual(["owner", "editor", "viewer"]);
      expect(members[0]).toMatchObject({ userId: t.owner.userId, role: "owner", user: { id: t.owner.userId } });
      expect(typeof members[0].addedAt).toBe("string");
      expect(Object.keys(members[0].user).sort()).toEqual(["firstName", "id", "lastName", "profileImageUrl", "username"]);
    }
  });

  it("is 404 for a non-member, 401 signed out, 400 for a bad id", async () => {
    const t = await team();
    expect((await api("GET", `/api/projects/${t.projectId}/members`, { as: t.outsider })).status).toBe(404);
    expect((await api("GET", `/api/projects/${t.projectId}/members`)).status).toBe(401);
    expect((await api("GET", "/api/projects/abc/members", { as: t.owner })).status).toBe(400);
    expect((await api("GET", "/api/projects/999999/members", { as: t.owner })).status).toBe(404);
  });
});

describe("GET /api/users/username/:username", () => {
  it("finds a user by username (any case) with only the public fields", async () => {
    const t = await team();
    const username = (await json<{ username: string }>(await api("GET", "/api/auth/user", { as: t.spare }))).username;
    const res = await api("GET", `/api/users/username/${encodeURIComponent(username.toUpperCase())}`, { as: t.owner });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({ id: t.spare.userId, username, firstName: null, lastName: null, profileImageUrl: null });
    expect(JSON.stringify(body)).not.toContain("@");
  });

  it("is 404 for an unknown username and 401 signed out", async () => {
    const t = await team();
    const res = await api("GET", "/api/users/username/nobody-here", { as: t.owner });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe("User not found");
    expect((await api("GET", "/api/users/username/nobody-here")).status).toBe(401);
  });
});

describe("POST /api/projects/:id/members", () => {
  it("lets an owner add a user with a role", async () => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/members`, {
      as: t.owner,
      body: { userId: t.spare.userId, role: "editor" },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ userId: t.spare.userId, role: "editor", user: { id: t.spare.userId } });
    expect(await roleOf(t.projectId, t.spare.userId)).toBe("editor");
  });

  it("defaults the role to viewer", async () => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/members`, { as: t.owner, body: { userId: t.spare.userId } });
    expect(res.status).toBe(201);
    expect(await roleOf(t.projectId, t.spare.userId)).toBe("viewer");
  });

  it("is 403 for editors and viewers and 404 for outsiders, and adds nobody", async () => {
    const t = await team();
    for (const [who, status] of [
      [t.editor, 403],
      [t.viewer, 403],
      [t.outsider, 404],
    ] as const) {
      const res = await api("POST", `/api/projects/${t.projectId}/members`, { as: who, body: { userId: t.spare.userId, role: "owner" } });
      expect(res.status).toBe(status);
    }
    expect((await api("POST", `/api/projects/${t.projectId}/members`, { body: { userId: t.spare.userId } })).status).toBe(401);
    expect(await roleOf(t.projectId, t.spare.userId)).toBeNull();
  });

  it("refuses an existing member with 409 'already a member'", async () => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/members`, {
      as: t.owner,
      body: { userId: t.viewer.userId, role: "owner" },
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toContain("already a member");
    expect(await roleOf(t.projectId, t.viewer.userId)).toBe("viewer");
  });

  it("refuses a person with a pending invitation with 409 'already pending'", async () => {
    const t = await team();
    const invite = await api("POST", "/api/invitations", { as: t.owner, body: { projectId: t.projectId, email: t.spare.email } });
    expect(invite.status).toBe(201);
    const res = await api("POST", `/api/projects/${t.projectId}/members`, { as: t.owner, body: { userId: t.spare.userId } });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toContain("already pending");
  });

  it("is 404 for a user that does not exist", async () => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/members`, { as: t.owner, body: { userId: 987654 } });
    expect(res.status).toBe(404);
  });

  it.each([
    ["a bad role", { userId: 1, role: "admin" }],
    ["a missing user id", { role: "viewer" }],
    ["a string user id", { userId: "2", role: "viewer" }],
    ["an unknown field", { userId: 1, role: "viewer", projectId: 5 }],
  ])("answers 400 for %s", async (_case, body) => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/members`, { as: t.owner, body });
    expect(res.status).toBe(400);
    expect(typeof (await json(res)).message).toBe("string");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/members`, { as: t.owner, rawBody: "{not json" });
    expect(res.status).toBe(400);
  });
});

describe("PATCH /api/projects/:id/members/:userId", () => {
  it("lets an owner change a role", async () => {
    const t = await team();
    const res = await api("PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { as: t.owner, body: { role: "editor" } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ userId: t.viewer.userId, role: "editor" });
    expect(await roleOf(t.projectId, t.viewer.userId)).toBe("editor");
  });

  it("is 403 for non-owners and 404 for outsiders, and changes nothing", async () => {
    const t = await team();
    for (const [who, status] of [
      [t.editor, 403],
      [t.viewer, 403],
      [t.outsider, 404],
    ] as const) {
      const res = await api("PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { as: who, body: { role: "owner" } });
      expect(res.status).toBe(status);
    }
    expect(await roleOf(t.projectId, t.viewer.userId)).toBe("viewer");
  });

  it("never demotes the last owner (409), but does once there is a second owner", async () => {
    const t = await team();
    const demote = () => api("PATCH", `/api/projects/${t.projectId}/members/${t.owner.userId}`, { as: t.owner, body: { role: "editor" } });
    const refused = await demote();
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toContain("at least one owner");
    expect(await roleOf(t.projectId, t.owner.userId)).toBe("owner");

    const promote = await api("PATCH", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner, body: { role: "owner" } });
    expect(promote.status).toBe(200);
    expect((await demote()).status).toBe(200);
    expect(await roleOf(t.projectId, t.owner.userId)).toBe("editor");
  });

  it("keeps one owner when two owners demote each other at the same time", async () => {
    const t = await team();
    await env.DB.prepare("UPDATE project_members SET role = 'owner' WHERE project_id = ? AND user_id = ?")
      .bind(t.projectId, t.editor.userId)
      .run();
    const [a, b] = await Promise.all([
      api("PATCH", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner, body: { role: "viewer" } }),
      api("PATCH", `/api/projects/${t.projectId}/members/${t.owner.userId}`, { as: t.editor, body: { role: "viewer" } }),
    ]);
    // Whichever lands second is refused: by the owner count (409) or, if it started after the first
    // finished, by the role gate (403, its sender is no longer an owner).
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const { results } = await env.DB.prepare("SELECT role FROM project_members WHERE project_id = ? AND role = 'owner'")
      .bind(t.projectId)
      .all();
    expect(results).toHaveLength(1);
  });

  it("is 404 for someone who is not a member and 400 for a bad role or extra field", async () => {
    const t = await team();
    expect(
      (await api("PATCH", `/api/projects/${t.projectId}/members/${t.spare.userId}`, { as: t.owner, body: { role: "editor" } })).status,
    ).toBe(404);
    expect(
      (await api("PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { as: t.owner, body: { role: "boss" } })).status,
    ).toBe(400);
    expect((await api("PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { as: t.owner, body: {} })).status).toBe(400);
    expect(
      (await api("PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { as: t.owner, body: { role: "editor", userId: 1 } }))
        .status,
    ).toBe(400);
  });
});

describe("DELETE /api/projects/:id/members/:userId", () => {
  it("lets an owner remove a member", async () => {
    const t = await team();
    const res = await api("DELETE", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { as: t.owner });
    expect(res.status).toBe(204);
    expect(await roleOf(t.projectId, t.viewer.userId)).toBeNull();
    // Removed means removed: the project is now a plain 404 for them.
    expect((await api("GET", `/api/projects/${t.projectId}/members`, { as: t.viewer })).status).toBe(404);
  });

  it("is 403 for non-owners and 404 for outsiders, and removes nobody", async () => {
    const t = await team();
    for (const [who, status] of [
      [t.editor, 403],
      [t.viewer, 403],
      [t.outsider, 404],
    ] as const) {
      expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: who })).status).toBe(status);
    }
    expect(await roleOf(t.projectId, t.editor.userId)).toBe("editor");
  });

  it("never removes the last owner (409)", async () => {
    const t = await team();
    const res = await api("DELETE", `/api/projects/${t.projectId}/members/${t.owner.userId}`, { as: t.owner });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toContain("at least one owner");
    expect(await roleOf(t.projectId, t.owner.userId)).toBe("owner");
  });

  it("is 404 for someone who is not a member", async () => {
    const t = await team();
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.spare.userId}`, { as: t.owner })).status).toBe(404);
  });
});

describe("removing a member unassigns their tasks", () => {
  let t: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    t = await team();
  });

  it("leaves the removed member's tasks unassigned and others' untouched", async () => {
    const create = async (name: string, assigneeId: number) => {
      const res = await api("POST", "/api/tasks", { as: t.owner, body: { projectId: t.projectId, name, assigneeId } });
      expect(res.status).toBe(201);
      return (await json<{ id: string }>(res)).id;
    };
    const editorsTask = await create("Write the brief", t.editor.userId);
    const ownersTask = await create("Review the brief", t.owner.userId);

    const res = await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner });
    expect(res.status).toBe(204);

    const tasks = await json<Array<{ id: string; assigneeId: number | null }>>(
      await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner }),
    );
    expect(tasks.find((x) => x.id === editorsTask)?.assigneeId).toBeNull();
    expect(tasks.find((x) => x.id === ownersTask)?.assigneeId).toBe(t.owner.userId);
  });
});
