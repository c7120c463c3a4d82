import { describe, expect, it } from "vitest";
import { addMember, newProjectId, uniqueEmail } from "../board/support";
import { api, env, json, signIn } from "../support/api";

// Issue 21 #8: adding a member by username offers matches as you type, only among people the caller
// already shares a project with. Another tenant's user is never listed, whatever is typed.

type Suggestion = { id: number; username: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };

const usernameOf = async (userId: number) =>
  (await env.DB.prepare("SELECT username FROM users WHERE id = ?").bind(userId).first<{ username: string }>())!.username;

describe("GET /api/users/suggest", () => {
  it("suggests teammates by username or name prefix, never a stranger, and leaves out the project's members", async () => {
    const tag = `sg${Date.now().toString(36)}`;
    const [ada, grace, linus, stranger] = await Promise.all(
      ["ada", "grace", "linus", "stranger"].map((n) => signIn(uniqueEmail(`${tag}-${n}`))),
    );
    await env.DB.prepare("UPDATE users SET first_name = 'Grace', last_name = 'Hopper' WHERE id = ?").bind(grace.userId).run();
    // Ada shares "Shared" with Grace and Linus; the stranger has a project of their own with nobody.
    const shared = await newProjectId(ada, "Shared");
    await addMember(shared, grace.userId, "editor");
    await addMember(shared, linus.userId, "viewer");
    await newProjectId(stranger, "Elsewhere");
    const fresh = await newProjectId(ada, "Fresh");

    const suggest = async (q: string, as = ada, projectId?: number) => {
      const res = await api("GET", `/api/users/suggest?q=${encodeURIComponent(q)}${projectId ? `&projectId=${projectId}` : ""}`, { as });
      expect(res.status, q).toBe(200);
      return json<Suggestion[]>(res);
    };

    // Every test user's username starts with the tag: only the two teammates come back, not the stranger or Ada.
    const all = await suggest(tag.toUpperCase());
    expect(all.map((u) => u.id).sort()).toEqual([grace.userId, linus.userId].sort());
    expect(Object.keys(all[0]).sort()).toEqual(["firstName", "id", "lastName", "profileImageUrl", "username"]);
    expect(JSON.stringify(all)).not.toContain("@");
    expect((await suggest(`${tag}-gr`)).map((u) => u.id)).toEqual([grace.userId]);
    // By first name, last name or the whole name.
    for (const q of ["grace", "HOP", "Grace H"]) expect((await suggest(q)).map((u) => u.id)).toContain(grace.userId);
    // The stranger's own username, typed in full, is still not offered.
    expect(await suggest(await usernameOf(stranger.userId))).toEqual([]);
    // A LIKE wildcard is a character, not a pattern.
    expect(await suggest("%")).toEqual([]);
    expect(await suggest("_")).toEqual([]);

    // For a project: its members are left out (Grace and Linus are on Shared, not on Fresh).
    expect(await suggest(tag, ada, shared)).toEqual([]);
    expect((await suggest(tag, ada, fresh)).map((u) => u.id).sort()).toEqual([grace.userId, linus.userId].sort());

    // The stranger sees none of Ada's people; Grace sees Ada and Linus through the shared project.
    expect(await suggest(tag, stranger)).toEqual([]);
    expect((await suggest(tag, grace)).map((u) => u.id).sort()).toEqual([ada.userId, linus.userId].sort());
  });

  it("checks the project role, validates the query and needs a session", async () => {
    const [owner, editor, outsider] = await Promise.all(["owner", "editor", "outsider"].map((n) => signIn(uniqueEmail(n))));
    const projectId = await newProjectId(owner, "Role project");
    await addMember(projectId, editor.userId, "editor");
    expect((await api("GET", `/api/users/suggest?q=a&projectId=${projectId}`, { as: owner })).status).toBe(200);
    const refused = await api("GET", `/api/users/suggest?q=a&projectId=${projectId}`, { as: editor });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe("Only project owners can do that.");
    expect((await api("GET", `/api/users/suggest?q=a&projectId=${projectId}`, { as: outsider })).status).toBe(404);
    for (const bad of ["", "?q=", "?q=%20%20", `?q=${"x".repeat(61)}`, "?q=a&projectId=abc", "?q=a&projectId=-1"]) {
      const res = await api("GET", `/api/users/suggest${bad}`, { as: owner });
      expect(res.status, bad).toBe(400);
      expect(typeof (await json(res)).message).toBe("string");
    }
    expect((await api("GET", "/api/users/suggest?q=a")).status).toBe(401);
  });
});
