import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { boardTasks, hydrated, saveReviewedPlan, signInAs } from "./lib/harness";

// Issue 14 in the browser: an idea with nested bullets comes back with subtasks shown under their
// parent; a task is made a subtask on review; deleting a parent keeps its subtasks, as the dialog
// says; the saved project has the same nesting.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const IDEA = `Bakery website
- Launch site
  - write copy
  - pick hosting
- Run a spring promo
  - print flyers
  - post on Instagram
- Set up newsletter`;

test("nested bullets become subtasks that can be edited, kept when their parent goes, and saved nested", async () => {
  const { context, page } = await signInAs(browser, `subtasks.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.waitForURL(/\/dashboard$/);
  await hydrated(page);

  await page.getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...").fill(IDEA);
  await page.getByRole("button", { name: "Generate Project Plan" }).click();
  await page.getByRole("heading", { name: "Project Plan Review" }).waitFor({ timeout: 15_000 });
  const tasks = page.getByRole("list", { name: "Tasks" });
  const row = (name: string) => tasks.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });

  // Subtasks sit right under their parent and say whose they are.
  await row("Write copy").getByText("Subtask of “Launch site”").waitFor();
  await row("Pick hosting").getByText("Subtask of “Launch site”").waitFor();
  await row("Launch site").getByText("2 subtasks").waitFor();
  const order = (await tasks.getByRole("listitem").locator("p.font-medium").allTextContents()).map((t) => t.trim());
  expect(order.indexOf("Write copy")).toBe(order.indexOf("Launch site") + 1);
  expect(order.indexOf("Pick hosting")).toBe(order.indexOf("Launch site") + 2);
  await expect(row("Set up newsletter").getByText(/Subtask of/)).toHaveCount(0);

  // Make the newsletter a subtask of the launch.
  await tasks.getByRole("button", { name: "Edit task Set up newsletter" }).click();
  await page.getByRole("button", { name: /Subtask of/ }).click();
  await page.getByRole("option", { name: "Launch site" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await row("Set up newsletter").getByText("Subtask of “Launch site”").waitFor();
  await row("Launch site").getByText("3 subtasks").waitFor();

  // Deleting a parent says what happens to its subtasks, and does it.
  await tasks.getByRole("button", { name: "Delete task Run a spring promo" }).click();
  await page.getByText("Its 2 subtasks stay in the plan as tasks of the same milestone.").waitFor();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete task", exact: true }).click();
  await row("Run a spring promo").waitFor({ state: "detached" });
  await tasks.getByRole("button", { name: "Edit task Print flyers" }).waitFor();
  await expect(row("Print flyers").getByText(/Subtask of/)).toHaveCount(0);
  await expect(row("Post on Instagram").getByText(/Subtask of/)).toHaveCount(0);
  // A subtask's own buttons name it as one.
  await tasks.getByRole("button", { name: "Delete subtask Write copy" }).waitFor();

  const board = await boardTasks(context, await saveReviewedPlan(page));
  const byName = (name: string) => board.find((t) => t.name === name);
  const launch = byName("Launch site")?.id;
  expect(launch).toBeTruthy();
  for (const name of ["Write copy", "Pick hosting", "Set up newsletter"]) expect(byName(name)?.parentTaskId, name).toBe(launch);
  expect(byName("Run a spring promo")).toBeUndefined();
  for (const name of ["Print flyers", "Post on Instagram"]) {
    const parent = board.find((t) => t.id === byName(name)?.parentTaskId);
    expect(parent?.kind ?? "none", name).not.toBe("task");
  }
  expect(errors).toEqual([]);
  await context.close();
});
