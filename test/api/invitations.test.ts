import { describe, expect, it } from "vitest";
import type { MyInvitationView, ProjectInvitationView } from "../../core/schemas/team";
import { hashToken } from "../../worker/auth/tokens";
import { addMember, newProjectId, newTask, openSocket, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, latestLink, signIn } from "../support/api";

// E-mail invitations (spec §2.8, §2.11, §2.12, §4): who may send, list and withdraw them, and
// acceptance by token: single use, refused when expired or for another address, tokens stored hashed.

async function setup() {
  const owner = await signIn(uniqueEmail("owner"));
  await api("PATCH", "/api/auth/user", { as: owner, body: { firstName: "Olive", lastName: "Owner" } });
  const [editor, outsider] = await Promise.all([signIn(uniqueEmail("editor")), signIn(uniqueEmail("outsider"))]);
  const projectId = await newProjectId(owner, "Launch plan");
  await addMember(projectId, editor.userId, "editor");
  return { owner, editor, outsider, projectId };
}

const invite = (as: Caller, body: unknown) => api("POST", "/api/invitations", { as, body });

/** Sends an invitation and returns it with the raw token read from the e-mail, as the invitee gets it. */
async function sendInvitation(as: Caller, projectId: number, email: string, role = "viewer") {
  const res = await invite(as, { projectId, email, role });
  expect(res.status).toBe(201);
  const invitation = await json<{ id: number; status: string; role: string; email: string; expiresAt: string }>(res);
  const link = await latestLink(email, "/accept-invitation?token=");
  const token = new URL(link).searchParams.get("token")!;
  return { invitation, token, link };
}

const membership = (projectId: number, userId: number) =>
  env.DB.prepare("SELECT role FROM project_members WHERE project_id = ? AND user_id = ?").bind(projectId, userId).first<{ role: string }>();

const stored = (id: number) =>
  env.DB.prepare(
    "SELECT status, token_hash AS tokenHash, accepted_at AS acceptedAt, invited_by AS invitedBy FROM project_invitations WHERE id = ?",
  )
    .bind(id)
    .first<{ status: string; tokenHash: string; acceptedAt: string | null; invitedBy: number }>();

describe("POST /api/invitations", () => {
  it("creates a 7-day invitation and e-mails a link with a token that is stored only hashed", async () => {
    const t = await setup();
    const email = uniqueEmail("bob");
    const before = Date.now();
    const { invitation, token, link } = await sendInvitation(t.owner, t.projectId, email, "editor");
    expect(invitation).toMatchObject({ email, status: "pending", role: "editor" });
    const ttl = Date.parse(invitation.expiresAt) - before;
    expect(ttl).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);

    expect(link.startsWith("https://kickoff.test/accept-invitation?token=")).toBe(true);
    // 128 bits at least: base32 carries 5 bits per character.
    expect(token.length * 5).toBeGreaterThanOrEqual(128);
    const row = await stored(invitation.id);
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.invitedBy).toBe(t.owner.userId);
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM project_invitations").all());
    expect(dump).not.toContain(token);

    const mails = await json<Array<{ to: string; subject: string }>>(await api("GET", "/api/dev/mailbox"));
    expect(mails.find((m) => m.to === email)?.subject).toBe("Olive Owner invited you to Launch plan on Kickoff");
  });

  it("normalises the address and defaults the role to viewer", async () => {
    const t = await setup();
    const email = uniqueEmail("Carol").toUpperCase();
    const res = await invite(t.owner, { projectId: t.projectId, email: `  ${email} ` });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ email: email.toLowerCase(), role: "viewer", status: "pending" });
  });

  it("is 403 for an editor, 404 for an outsider or a missing project, 401 signed out, and sends nothing", async () => {
    const t = await setup();
    const email = uniqueEmail("nobody");
    expect((await invite(t.editor, { projectId: t.projectId, email })).status).toBe(403);
    expect((await invite(t.outsider, { projectId: t.projectId, email })).status).toBe(404);
    expect((await invite(t.owner, { projectId: 999_999, email })).status).toBe(404);
    expect((await api("POST", "/api/invitations", { body: { projectId: t.projectId, email } })).status).toBe(401);
    const { results } = await env.DB.prepare("SELECT id FROM project_invitations WHERE email = ?").bind(email).all();
    expect(results).toHaveLength(0);
    const mails = await json<Array<{ to: string }>>(await api("GET", "/api/dev/mailbox"));
    expect(mails.some((m) => m.to === email)).toBe(false);
  });

  it("refuses a second pending invitation for the same address with 409 'already pending'", async () => {
    const t = await setup();
    const email = uniqueEmail("dup");
    await sendInvitation(t.owner, t.projectId, email);
    const res = await invite(t.owner, { projectId: t.projectId, email: email.toUpperCase(), role: "editor" });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toContain("already pending");
  });

  it("creates only one invitation when Send is pressed twice at once", async () => {
    const t = await setup();
    const email = uniqueEmail("twice");
    const statuses = (await Promise.all([1, 2].map(() => invite(t.owner, { projectId: t.projectId, email })))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const { results } = await env.DB.prepare("SELECT id FROM project_invitations WHERE email = ?").bind(email).all();
    expect(results).toHaveLength(1);
  });

  it("allows a new invitation once the old one has expired", async () => {
    const t = await setup();
    const email = uniqueEmail("again");
    const first = await sendInvitation(t.owner, t.projectId, email);
    await env.DB.prepare("UPDATE project_invitations SET expires_at = ? WHERE id = ?")
      .bind("2020-01-01T00:00:00.000Z", first.invitation.id)
      .run();
    const res = await invite(t.owner, { projectId: t.projectId, email });
    expect(res.status).toBe(201);
    expect((await stored(first.invitation.id))!.status).toBe("expired");
  });

  it("refuses someone who is already a member with 409 'already a member'", async () => {
    const t = await setup();
    const res = await invite(t.owner, { projectId: t.projectId, email: t.editor.email, role: "owner" });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toContain("already a member");
  });

  it.each([
    ["a bad e-mail", { email: "not-an-email" }, "Please enter a valid email address."],
    ["an e-mail with a space", { email: "a b@example.com" }, "Please enter a valid email address."],
    ["an empty e-mail", { email: "  " }, "Please enter an email address."],
    ["a bad role", { role: "admin" }, "Please select a valid role"],
    ["a project id as text", { projectId: "1" }, "Please select a project"],
    ["an unknown field", { invitedBy: 1 }, 'Invalid json: Unrecognized key: "invitedBy"'],
    ["a token of our choosing", { token: "abc" }, 'Invalid json: Unrecognized key: "token"'],
  ])("answers 400 for %s", async (_case, patch, message) => {
    const t = await setup();
    const res = await invite(t.owner, { projectId: t.projectId, email: uniqueEmail("v"), role: "viewer", ...patch });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.message, _case).toBe(message);
  });

  it("limits how many invitations one user sends per hour", async () => {
    const t = await setup();
    for (let i = 0; i < 30; i++)
      expect((await invite(t.owner, { projectId: t.projectId, email: uniqueEmail(`bulk${i}`) })).status).toBe(201);
    const res = await invite(t.owner, { projectId: t.projectId, email: uniqueEmail("one-too-many") });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

describe("listing invitations", () => {
  it("shows owners the project's invitations, expired ones as expired; 403 for editors, 404 for outsiders", async () => {
    const t = await setup();
    const a = await sendInvitation(t.owner, t.projectId, uniqueEmail("a"));
    await sendInvitation(t.owner, t.projectId, uniqueEmail("b"), "editor");
    await env.DB.prepare("UPDATE project_invitations SET expires_at = ? WHERE id = ?")
      .bind("2020-01-01T00:00:00.000Z", a.invitation.id)
      .run();

    const res = await api("GET", `/api/projects/${t.projectId}/invitations`, { as: t.owner });
    expect(res.status).toBe(200);
    const list = await json<ProjectInvitationView[]>(res);
    expect(list).toHaveLength(2);
    expect(list.find((i) => i.id === a.invitation.id)?.status).toBe("expired");
    expect(Object.keys(list[0]).sort()).toEqual(["acceptedAt", "createdAt", "email", "expiresAt", "id", "role", "status"]);
    expect((await api("GET", `/api/projects/${t.projectId}/invitations`, { as: t.editor })).status).toBe(403);
    expect((await api("GET", `/api/projects/${t.projectId}/invitations`, { as: t.outsider })).status).toBe(404);
  });

  it("shows the invitee their invitations with the project and inviter names", async () => {
    const t = await setup();
    const email = uniqueEmail("dana");
    const other = await signIn(uniqueEmail("other-owner"));
    const otherProject = await newProjectId(other, "Side quest");
    const first = await sendInvitation(t.owner, t.projectId, email, "editor");
    const second = await sendInvitation(other, otherProject, email);
    await env.DB.prepare("UPDATE project_invitations SET expires_at = ? WHERE id = ?")
      .bind("2020-01-01T00:00:00.000Z", second.invitation.id)
      .run();

    const dana = await signIn(email);
    const list = await json<MyInvitationView[]>(await api("GET", "/api/invitations", { as: dana }));
    expect(list).toHaveLength(2);
    expect(list.find((i) => i.id === first.invitation.id)).toMatchObject({
      projectId: t.projectId,
      projectName: "Launch plan",
      invitedBy: t.owner.userId,
      invitedByName: "Olive Owner",
      role: "editor",
      status: "pending",
    });
    const expired = list.find((i) => i.id === second.invitation.id);
    expect(expired).toMatchObject({ projectName: "Side quest", status: "expired" });
    // The inviter has no name set: the username is shown.
    expect(expired?.invitedByName).toMatch(/^other-owner/);
    expect(JSON.stringify(list)).not.toContain(first.token);

    // Nobody else sees them.
    expect(await json<MyInvitationView[]>(await api("GET", "/api/invitations", { as: t.outsider }))).toEqual([]);
    expect((await api("GET", "/api/invitations")).status).toBe(401);
  });
});

describe("accepting by token", () => {
  it("makes the invitee a member with the invited role, once", async () => {
    const t = await setup();
    const email = uniqueEmail("erin");
    const { invitation, token } = await sendInvitation(t.owner, t.projectId, email, "editor");
    const erin = await signIn(email);

    const res = await api("POST", "/api/invitations/accept", { as: erin, body: { token } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ projectId: t.projectId });
    expect((await membership(t.projectId, erin.userId))?.role).toBe("editor");
    const row = await stored(invitation.id);
    expect(row!.status).toBe("accepted");
    expect(row!.acceptedAt).toBeTruthy();
    expect((await api("GET", `/api/projects/${t.projectId}/members`, { as: erin })).status).toBe(200);

    const again = await api("POST", "/api/invitations/accept", { as: erin, body: { token } });
    expect(again.status).toBe(409);
    // Spent, but erin is in the project: the answer says which, so the page can offer "Open project".
    expect(await json(again)).toEqual({ message: "This invitation has already been accepted.", details: { projectId: t.projectId } });
    // Once she has left, the spent link names nothing.
    await env.DB.prepare("DELETE FROM project_members WHERE project_id = ? AND user_id = ?").bind(t.projectId, erin.userId).run();
    const gone = await api("POST", "/api/invitations/accept", { as: erin, body: { token } });
    expect(gone.status).toBe(409);
    expect((await json(gone)).details).toBeUndefined();
  });

  it("lets only one of two simultaneous accepts win", async () => {
    const t = await setup();
    const email = uniqueEmail("race");
    const { token } = await sendInvitation(t.owner, t.projectId, email);
    const invitee = await signIn(email);
    const statuses = (await Promise.all([1, 2].map(() => api("POST", "/api/invitations/accept", { as: invitee, body: { token } })))).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const { results } = await env.DB.prepare("SELECT id FROM project_members WHERE project_id = ? AND user_id = ?")
      .bind(t.projectId, invitee.userId)
      .all();
    expect(results).toHaveLength(1);
  });

  it("refuses an expired invitation with 410 and records it as expired", async () => {
    const t = await setup();
    const email = uniqueEmail("late");
    const { invitation, token } = await sendInvitation(t.owner, t.projectId, email);
    await env.DB.prepare("UPDATE project_invitations SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), invitation.id)
      .run();
    const late = await signIn(email);

    const res = await api("POST", "/api/invitations/accept", { as: late, body: { token } });
    expect(res.status).toBe(410);
    expect((await json(res)).message).toContain("expired");
    expect(await membership(t.projectId, late.userId)).toBeNull();
    expect((await stored(invitation.id))!.status).toBe("expired");
    const mine = await json<MyInvitationView[]>(await api("GET", "/api/invitations", { as: late }));
    expect(mine[0].status).toBe("expired");
  });

  it("refuses someone signed in with another address (403), naming the invited address only masked", async () => {
    const t = await setup();
    const email = uniqueEmail("frank");
    const { invitation, token } = await sendInvitation(t.owner, t.projectId, email);
    const res = await api("POST", "/api/invitations/accept", { as: t.outsider, body: { token } });
    expect(res.status).toBe(403);
    const { message } = await json(res);
    expect(message).toContain("sent to f***@example.com");
    expect(message).not.toContain(email);
    expect(await membership(t.projectId, t.outsider.userId)).toBeNull();
    expect((await stored(invitation.id))!.status).toBe("pending");
  });

  it("keeps the higher role when the invitee is already a member", async () => {
    const t = await setup();
    const email = uniqueEmail("gus");
    const { token } = await sendInvitation(t.owner, t.projectId, email, "viewer");
    const gus = await signIn(email);
    await addMember(t.projectId, gus.userId, "editor");
    expect((await api("POST", "/api/invitations/accept", { as: gus, body: { token } })).status).toBe(200);
    expect((await membership(t.projectId, gus.userId))?.role).toBe("editor");
  });

  it("needs sign-in (401), a known token (404) and a token at all (400)", async () => {
    const t = await setup();
    const email = uniqueEmail("hana");
    const { token } = await sendInvitation(t.owner, t.projectId, email);
    expect((await api("POST", "/api/invitations/accept", { body: { token } })).status).toBe(401);
    const hana = await signIn(email);
    expect((await api("POST", "/api/invitations/accept", { as: hana, body: { token: "not-a-real-token" } })).status).toBe(404);
    expect((await api("POST", "/api/invitations/accept", { as: hana, body: {} })).status).toBe(400);
    expect((await api("POST", "/api/invitations/accept", { as: hana, body: { token, extra: 1 } })).status).toBe(400);
    // The hash itself is not a token.
    const hash = hashToken(token);
    expect((await api("POST", "/api/invitations/accept", { as: hana, body: { token: hash } })).status).toBe(404);
  });
});

describe("accepting by id (Team page)", () => {
  it("accepts for the invitee and is 404 for anyone else", async () => {
    const t = await setup();
    const email = uniqueEmail("ivy");
    const { invitation } = await sendInvitation(t.owner, t.projectId, email, "editor");
    expect((await api("POST", `/api/invitations/${invitation.id}/accept`, { as: t.outsider })).status).toBe(404);
    expect((await api("POST", `/api/invitations/${invitation.id}/accept`, { as: t.owner })).status).toBe(404);
    const ivy = await signIn(email);
    const res = await api("POST", `/api/invitations/${invitation.id}/accept`, { as: ivy });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ projectId: t.projectId });
    expect((await membership(t.projectId, ivy.userId))?.role).toBe("editor");
    expect((await api("POST", `/api/invitations/${invitation.id}/accept`, { as: ivy })).status).toBe(409);
    const mine = await json<MyInvitationView[]>(await api("GET", "/api/invitations", { as: ivy }));
    expect(mine[0]).toMatchObject({ status: "accepted" });
    expect(mine[0].acceptedAt).toBeTruthy();
  });
});

describe("DELETE /api/invitations/:id", () => {
  it("lets an owner withdraw an invitation, after which its link no longer works", async () => {
    const t = await setup();
    const email = uniqueEmail("jo");
    const { invitation, token } = await sendInvitation(t.owner, t.projectId, email);
    expect((await api("DELETE", `/api/invitations/${invitation.id}`, { as: t.editor })).status).toBe(403);
    expect((await api("DELETE", `/api/invitations/${invitation.id}`, { as: t.outsider })).status).toBe(404);
    expect((await api("DELETE", `/api/invitations/${invitation.id}`)).status).toBe(401);
    expect(await stored(invitation.id)).not.toBeNull();

    expect((await api("DELETE", `/api/invitations/${invitation.id}`, { as: t.owner })).status).toBe(204);
    expect(await stored(invitation.id)).toBeNull();
    expect((await api("DELETE", `/api/invitations/${invitation.id}`, { as: t.owner })).status).toBe(404);
    const jo = await signIn(email);
    expect((await api("POST", "/api/invitations/accept", { as: jo, body: { token } })).status).toBe(404);
  });
});

describe("acceptance reaches a board that is already open", () => {
  // Issue 27: the board checks writes against its own mirror of the members. An invitation accepted
  // while the board is open (loaded, someone connected) must tell the board, or the new member is
  // refused on it until it restarts.
  it.each([
    ["by token", "editor"],
    ["in the app", "editor"],
    ["by token", "viewer"],
  ] as const)("accepted %s, a new %s is let in on the open board at once", async (how, role) => {
    const t = await setup();
    const task = await newTask(t.owner, t.projectId, { name: "On the open board" });
    // The owner has the board open: its room is loaded and has read the members.
    expect((await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner })).status).toBe(200);
    const email = uniqueEmail("newcomer");
    const { invitation, token } = await sendInvitation(t.owner, t.projectId, email, role);
    const newcomer = await signIn(email);
    const accepted =
      how === "by token"
        ? await api("POST", "/api/invitations/accept", { as: newcomer, body: { token } })
        : await api("POST", `/api/invitations/${invitation.id}/accept`, { as: newcomer });
    expect(accepted.status).toBe(200);
    // Reading works for every role; writing exactly for an editor.
    expect((await api("GET", `/api/projects/${t.projectId}/tasks`, { as: newcomer })).status).toBe(200);
    const write = await api("PATCH", `/api/tasks/${task.id}`, { as: newcomer, body: { name: "Renamed by the newcomer" } });
    expect(write.status).toBe(role === "editor" ? 200 : 403);
    const socket = await openSocket(newcomer, t.projectId);
    expect(socket.status).toBe(101);
    socket.webSocket!.accept();
    socket.webSocket!.close(1000, "done");
  });
});
