import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, mailboxLink, newPersonContext, signInAs } from "./lib/harness";

// The scenario: an owner invites bob@example.com as a viewer from the project's Members tab;
// bob opens the link from the dev mailbox signed out, signs in with his own magic link, comes back,
// the invitation is accepted, he lands on the project without edit controls, and a direct API
// write as bob is refused.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("an invited viewer signs in from the e-mailed link, joins the project and can only read it", async () => {
  const bobEmail = "bob@example.com";
  const owner = await signInAs(browser, "olive.team@example.com");
  const ownerErrors = collectErrors(owner.page);
  const created = await apiAs(owner.context, "POST", "/api/projects", { name: "Team launch" });
  expect(created.status).toBe(201);
  const projectId = ((await created.json()) as { id: number }).id;

  // 1. The owner sends the invitation from the Members tab (role defaults to Viewer).
  const op = owner.page;
  await op.goto(`${baseUrl()}/projects/${projectId}`);
  await op.getByTestId("live-status").getByText("Live").waitFor();
  await op.getByRole("tab", { name: "Members" }).click();
  await op.getByRole("heading", { name: "Email Invitations" }).waitFor();
  await op.getByText("No invitations sent for this project.").waitFor();
  await op.getByLabel("Email address").fill(bobEmail);
  await op.getByRole("button", { name: "Send Invitation" }).click();
  await op.getByText("Invitation sent", { exact: true }).waitFor();
  const row = op.getByRole("row", { name: new RegExp(bobEmail) });
  await row.getByText("Pending").waitFor();
  await expect(row.getByText("Viewer")).toHaveCount(1);

  // 2. Bob, signed out, opens the link from his mail and is asked to sign in.
  const inviteLink = await mailboxLink(bobEmail, "/accept-invitation?token=");
  const bobContext = await newPersonContext(browser);
  const landing = await bobContext.newPage();
  const bobErrors = collectErrors(landing);
  await landing.goto(inviteLink);
  await landing.getByRole("link", { name: "Sign in to continue" }).click();
  await landing.waitForURL(/\/api\/login\?next=/);
  const loginPath = new URL(landing.url());
  expect(loginPath.searchParams.get("next")).toBe(new URL(inviteLink).pathname + new URL(inviteLink).search);

  // 3. His own magic link brings him back to the invitation, which is accepted once, and after the
  //    success message he lands on the project.
  const bob = await signInAs(browser, bobEmail, { context: bobContext, startPath: loginPath.pathname + loginPath.search });
  bobErrors.push(...collectErrors(bob.page));
  await bob.page.getByText("You have successfully joined the project!").waitFor();
  await bob.page.waitForURL(`${baseUrl()}/projects/${projectId}`, { timeout: 10_000 });
  await bob.page.getByRole("heading", { name: "Team launch" }).waitFor();
  await bob.page.getByTestId("live-status").getByText("Live").waitFor();

  // 4. A viewer sees no edit controls: no task or milestone buttons, no project delete, no team management.
  for (const name of ["Add Task", "Add Milestone", "Delete Project"]) {
    await expect(bob.page.getByRole("button", { name })).toHaveCount(0);
  }
  await bob.page.getByRole("tab", { name: "Members" }).click();
  await bob.page.getByRole("heading", { name: "Team Members" }).waitFor();
  const bobRow = bob.page.getByRole("row", { name: /@bob/ });
  await bobRow.getByText("Viewer").waitFor();
  await expect(bob.page.getByRole("button", { name: "Search" })).toHaveCount(0);
  await expect(bob.page.getByRole("button", { name: "Send Invitation" })).toHaveCount(0);
  await expect(bob.page.getByRole("button", { name: /^Remove / })).toHaveCount(0);

  // 5. Writing directly through the API as bob is refused, and nothing changed.
  const rename = await apiAs(bob.context, "PATCH", `/api/projects/${projectId}`, { name: "Renamed by bob" });
  expect(rename.status).toBe(403);
  const invite = await apiAs(bob.context, "POST", "/api/invitations", { projectId, email: "eve@example.com", role: "owner" });
  expect(invite.status).toBe(403);
  const project = (await (await apiAs(owner.context, "GET", `/api/projects/${projectId}`)).json()) as { name: string };
  expect(project.name).toBe("Team launch");

  // 6. The link is spent: opening it again says so and, as bob is in the project, offers to open it (issue 21).
  await bob.page.goto(inviteLink);
  await bob.page.getByRole("alert").getByText("This invitation has already been accepted.").waitFor();
  await bob.page.getByRole("link", { name: "Open project" }).click();
  await bob.page.waitForURL(new RegExp(`/projects/${projectId}$`));

  // The owner's view agrees: bob is a viewer and the invitation reads Accepted.
  await op.reload();
  await op.getByTestId("live-status").getByText("Live").waitFor();
  await op.getByRole("tab", { name: "Members" }).click();
  await op.getByRole("row", { name: /@bob/ }).getByText("Viewer").waitFor();
  await op
    .getByRole("row", { name: new RegExp(bobEmail) })
    .getByText("Accepted")
    .waitFor();

  expect(ownerErrors).toEqual([]);
  expect(bobErrors).toEqual([]);
  await owner.context.close();
  await bobContext.close();
});
