import type { Page } from "@playwright/test";
import { withFakeJira } from "./lib/fake-jira-file";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, fakeProviderOrigin, signInAs } from "./lib/harness";

// The sync menu on a task row (spec §2.9), which exists only while open (decision 028): it opens from
// the mouse and from the keyboard without selecting the row, Escape closes it and gives focus back, a
// task not yet in Jira is synced there (the project linked on the way), and then the menu offers its
// status instead. The fake Jira checks every request.

const TOKEN = "e2e-jira-api-token-row-menu-4321";
const ownerEmail = `row.sync.${Date.now()}@example.com`;

const jira = withFakeJira(ownerEmail, TOKEN);

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

test("a task's sync menu opens by mouse or keyboard, closes with Escape, syncs the task to Jira, then offers its status", async () => {
  const owner = await signInAs(jira.browser, ownerEmail);
  const { page, context } = owner;
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const connect = await apiAs(context, "POST", "/api/integrations/jira/connect", {
    token: TOKEN,
    site: fakeProviderOrigin(),
    email: ownerEmail,
  });
  expect(connect.status).toBe(200);
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "Row menus" })).json()) as { id: number };
  for (const name of ["Draft the agenda", "Book the caterer"]) {
    expect((await apiAs(context, "POST", "/api/tasks", { projectId: project.id, name })).status).toBe(201);
  }
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();

  const trigger = page.getByRole("button", { name: 'Sync "Book the caterer"' });
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");

  // Mouse: the menu opens and the row under it is not selected (the first task stays selected).
  await trigger.click();
  const menu = page.getByRole("menu", { name: "Sync Options" });
  await menu.waitFor();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("menuitem")).toHaveText(["Sync with Jira", "Pull from Jira", "Never synced"]);
  await expect(page.locator("tbody tr[data-selected]")).not.toHaveAttribute(
    "data-task-id",
    (await page.locator('tbody tr:has-text("Book the caterer")').getAttribute("data-task-id")) ?? "",
  );
  // Focus is in the menu, on its first item; Escape closes it and gives focus back to the button.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Sync with Jira");
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  // react-aria gives focus back a frame after the menu unmounts; a key pressed before that lands on
  // the page, not the button.
  await expect.poll(() => focusedLabel(page)).toBe('Sync "Book the caterer"');

  // Keyboard: the down arrow opens it too, and Enter picks the focused item.
  await page.keyboard.press("ArrowDown");
  await menu.waitFor();
  await page.keyboard.press("Enter");
  await menu.waitFor({ state: "detached" });

  // Not linked yet: the project is linked to a Jira project first, then the task is created there.
  const picker = page.getByRole("dialog", { name: "Link this project to Jira" });
  await picker.getByText("Kickoff Ops").click();
  await picker.getByRole("button", { name: "Sync" }).click();
  await page.getByText("Task synchronized", { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByText("Task synchronized with Jira.").waitFor();
  expect(jira.fake.issues.map((i) => i.fields.summary)).toEqual(["Book the caterer"]);

  // Now in Jira, the same menu offers the task's status there and when it was last synced.
  await trigger.click();
  const status = page.getByRole("menu", { name: "Sync Status" });
  await status.waitFor();
  const items = await status.getByRole("menuitem").allTextContents();
  expect(items.slice(0, 3)).toEqual(["Mark as To Do", "Mark as In Progress", "Mark as Done"]);
  expect(items[3]).toMatch(/^Last synced [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.keyboard.press("Escape");
  await status.waitFor({ state: "detached" });
  expect(jira.fake.violations).toEqual([]);
  expect(errors).toEqual([]);
});
