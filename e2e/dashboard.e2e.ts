import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("dashboard search finds projects and tasks; the bell lists pending invitations", async () => {
  const owner = await signInAs(browser, "searcher@example.com");
  const project = await (await apiAs(owner.context, "POST", "/api/projects", { name: "Harbour festival" })).json();
  const task = await apiAs(owner.context, "POST", "/api/tasks", { projectId: project.id, name: "Book the harbour stage" });
  expect(task.status).toBe(201);
  await apiAs(owner.context, "POST", "/api/projects", { name: "Unrelated errands" });

  // Nothing pending yet: no red dot.
  await owner.page.goto(`${baseUrl()}/dashboard`);
  await owner.page.getByRole("button", { name: "Notifications" }).waitFor();
  await expect(owner.page.getByTestId("notification-dot")).toHaveCount(0);

  // The task index trails the board by its flush delay; search until the task shows up.
  const search = owner.page.getByRole("searchbox", { name: "Search projects, tasks or resources" });
  await search.fill("harbour");
  await search.press("Enter");
  await owner.page.waitForURL(/\/projects\?q=harbour$/);
  await owner.page.getByText("Results for").waitFor();
  await owner.page
    .getByRole("link", { name: /Harbour festival/ })
    .first()
    .waitFor();
  await expect(owner.page.getByText("Unrelated errands")).toHaveCount(0);
  // The search index trails the board by its flush delay: reload until the task is found.
  await expect(async () => {
    if ((await owner.page.getByText("Book the harbour stage").count()) === 0) await owner.page.reload();
    await expect(owner.page.getByText("Book the harbour stage").first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await owner.page.getByRole("link", { name: /Book the harbour stage/ }).click();
  await owner.page.waitForURL(new RegExp(`/projects/${project.id}$`));

  // An invitation lights the invitee's bell and is listed behind it.
  const invite = await apiAs(owner.context, "POST", "/api/invitations", {
    projectId: project.id,
    email: "bell@example.com",
    role: "editor",
  });
  expect(invite.status).toBe(201);
  const invitee = await signInAs(browser, "bell@example.com");
  await invitee.page.waitForURL(/\/dashboard$/);
  await invitee.page.getByTestId("notification-dot").waitFor();
  // The dashboard hydrates as its own chunk after the page shows (decision 009): a click that lands on the
  // server HTML before that does nothing, as on any server-rendered page, so press until the popover opens.
  const bell = invitee.page.getByRole("button", { name: "Notifications (1 new)" });
  const dialog = invitee.page.getByRole("dialog", { name: "Notifications" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await bell.click();
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByText("Harbour festival").waitFor();
  await dialog.getByRole("link", { name: "View your invitations" }).click();
  await invitee.page.waitForURL(/\/team\?tab=invitations$/);

  await owner.context.close();
  await invitee.context.close();
});
