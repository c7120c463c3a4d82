import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 14: marking a parent done while a subtask is open asks first: in the project's list (its
// button and x) and on My tasks (button and x; e opens the task's editor in its project, as in the
// list). Cancel leaves both open; confirming completes the parent only: the subtask stays open, as
// the dialog says. Then a link change shows as a row in Activity.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("completing a parent with an open subtask asks first, in the list and on My tasks", async () => {
  const alice = await signInAs(browser, "alice.parent-done@example.com");
  const page: Page = alice.page;
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const call = async (method: string, path: string, body?: unknown) => (await apiAs(alice.context, method, path, body)).json();
  const me = (await call("GET", "/api/auth/user")) as { id: number };
  const project = await call("POST", "/api/projects", { name: "Release train" });
  const newTask = (body: Record<string, unknown>) => call("POST", "/api/tasks", { projectId: project.id, ...body });
  const listed = await newTask({ name: "Ship release" });
  const listedChild = await newTask({ name: "Write notes", parentTaskId: listed.id });
  const mine = await newTask({ name: "Book venue", assigneeId: me.id });
  const mineChild = await newTask({ name: "Compare offers", parentTaskId: mine.id });
  const statuses = async () => {
    const tasks = (await call("GET", `/api/projects/${project.id}/tasks`)) as Array<{ id: string; status: string }>;
    return Object.fromEntries(tasks.map((t) => [t.id, t.status]));
  };
  const dialog = page.getByRole("alertdialog", { name: "Subtasks still open" });

  // The list: the checkbox asks; Cancel changes nothing; confirming marks the parent only.
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByRole("button", { name: 'Mark "Ship release" as done' }).click();
  await dialog.getByText("Mark “Ship release” as done? Its 1 open subtask stays open.").waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  expect(await statuses()).toMatchObject({ [listed.id]: "todo", [listedChild.id]: "todo" });
  // The d key on the selected row asks the same (it was x until x came to tick tasks for bulk edit).
  await page.getByRole("button", { name: "Ship release", exact: true }).click();
  await page.keyboard.press("d");
  await dialog.getByRole("button", { name: "Mark as done" }).click();
  await page.getByRole("button", { name: 'Mark "Ship release" as to do' }).waitFor();
  expect(await statuses()).toMatchObject({ [listed.id]: "done", [listedChild.id]: "todo" });

  // My tasks: d on the selected parent asks; Cancel; then the button, confirmed.
  await page.goto(`${baseUrl()}/my-tasks`);
  const row = page.locator(`li[data-task-id="${mine.id}"]`);
  // The task index trails the board by its flush delay: reload until the task is listed.
  await expect(async () => {
    if ((await row.count()) === 0) await page.reload();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // j selects once the page is hydrated.
  await expect(async () => {
    await page.keyboard.press("j");
    await expect(row).toHaveAttribute("aria-current", "true", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("d");
  await dialog.getByText("Mark “Book venue” as done? Its 1 open subtask stays open.").waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  expect(await statuses()).toMatchObject({ [mine.id]: "todo", [mineChild.id]: "todo" });
  // e, as in the list: the task's editor opens, in its project.
  await page.keyboard.press("e");
  await page.locator(`form[data-editing="${mine.id}"]`).waitFor();
  await page.goBack();
  await row.getByRole("button", { name: 'Mark "Book venue" as done' }).click();
  await dialog.getByRole("button", { name: "Mark as done" }).click();
  await page.getByText("“Book venue” is done").waitFor();
  await row.waitFor({ state: "detached" });
  expect(await statuses()).toMatchObject({ [mine.id]: "done", [mineChild.id]: "todo" });

  // The Activity view lists a link change as a row of its own.
  await call("POST", `/api/projects/${project.id}/dependencies`, { predecessorId: listed.id, successorId: mine.id });
  await page.goto(`${baseUrl()}/projects/${project.id}?tab=activity`);
  await page.getByTestId("activity-list").getByText("linked “Ship release” → “Book venue” (finish-to-start)").waitFor();

  expect(errors).toEqual([]);
  await alice.context.close();
});
