import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, hydrated, saveReviewedPlan, signInAs } from "./lib/harness";

// The AI wizard end to end (spec §2.4, §4): type an idea, get the plan, edit a task, delete a
// milestone, save, and find the tasks on the new project's board.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const IDEA = `Open a small coffee shop website with online pre-orders.
- Menu page with prices and allergens
- Pre-order and pay online, pick up in store
- Opening hours and a map
Launch before the summer; two people work on it.`;

test("type an idea, get the plan, edit a task, delete a milestone, save, and find the tasks on the board", async () => {
  const { context, page } = await signInAs(browser, `planner.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.waitForURL(/\/dashboard$/);
  // Type only once the page is hydrated, as a person would after it finished loading.
  await hydrated(page);

  // Step 0: the button waits for an idea.
  const idea = page.getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...");
  const generate = page.getByRole("button", { name: "Generate Project Plan" });
  await expect(generate).toBeDisabled();
  await idea.fill(IDEA);
  await generate.click();

  // The built-in planner answers inline: straight to step 2.
  await page.getByRole("heading", { name: "Project Plan Review" }).waitFor({ timeout: 30_000 });
  await page.getByText("Project plan generated!").waitFor();
  await page.getByText("AI Generated").waitFor();
  await page.getByText("by Built-in planner").waitFor();

  const milestones = page.getByRole("list", { name: "Milestones" });
  const tasks = page.getByRole("list", { name: "Tasks" });
  const milestoneNames = await milestones.getByRole("listitem").locator("p.font-medium").allTextContents();
  const taskNames = await tasks.getByRole("listitem").locator("p.font-medium").allTextContents();
  expect(milestoneNames.length).toBeGreaterThanOrEqual(2);
  expect(taskNames.length).toBeGreaterThanOrEqual(3);

  // Edit the first task inline.
  await tasks.getByRole("button", { name: `Edit task ${taskNames[0]}` }).click();
  await page.getByLabel("Task name").fill("Sign the lease for the coffee shop");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Task updated").waitFor();
  await tasks.getByText("Sign the lease for the coffee shop").waitFor();

  // Delete the first milestone, through the confirmation.
  const deleted = milestoneNames[0].trim();
  await milestones.getByRole("button", { name: `Delete milestone ${deleted}` }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText("This will permanently delete the milestone. This action cannot be undone.").waitFor();
  await dialog.getByRole("button", { name: "Delete milestone" }).click();
  await page.getByText("Milestone deleted").waitFor();
  await expect(milestones.getByRole("listitem")).toHaveCount(milestoneNames.length - 1);

  // Save to Kickoff (the default destination) and land on the new project.
  const projectId = await saveReviewedPlan(page);
  await page.getByText("Project saved successfully!").waitFor();

  // The board holds every task, the edit, and not the deleted milestone.
  await page
    .getByRole("radio", { name: "Board" })
    .or(page.getByRole("button", { name: "Board" }))
    .first()
    .click();
  const todo = page.locator('section[data-column="todo"]');
  await todo.getByText("Sign the lease for the coffee shop").waitFor();
  // The column draws only the cards in view (issue 22): each task is found by scrolling to it.
  for (const name of taskNames.slice(1)) await scrollToCard(page, name.trim());

  const res = await apiAs(context, "GET", `/api/projects/${projectId}/tasks`);
  const board = (await res.json()) as Array<{ kind: string; name: string; parentTaskId: string | null }>;
  expect(board.filter((t) => t.kind === "task").map((t) => t.name)).toHaveLength(taskNames.length);
  expect(board.filter((t) => t.kind === "milestone").map((t) => t.name)).not.toContain(deleted);
  expect(board.filter((t) => t.kind === "milestone")).toHaveLength(milestoneNames.length - 1);
  const project = await (await apiAs(context, "GET", `/api/projects/${projectId}`)).json();
  expect(project).toMatchObject({ aiGenerated: true, source: "ai" });

  // The wizard was reset for the next idea.
  await page.goto(page.url().replace(/\/projects\/\d+$/, "/dashboard"));
  await page.getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...").waitFor();
  await expect(page.getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...")).toHaveValue("");
  expect(errors).toEqual([]);
  await context.close();
});

/** Scrolls the To do column from its top until the card named `name` is drawn. */
async function scrollToCard(page: Page, name: string): Promise<void> {
  const scroller = page.getByTestId("board-column-scroll-todo");
  const card = page.locator('section[data-column="todo"]').getByText(name, { exact: true }).first();
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  for (let step = 0; step < 50 && !(await card.isVisible()); step++) {
    const moved = await scroller.evaluate(async (el) => {
      const before = el.scrollTop;
      el.scrollBy(0, el.clientHeight / 2);
      // The window of drawn cards follows the scroll on the next frame.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return el.scrollTop !== before;
    });
    if (!moved) break;
  }
  await card.waitFor();
}
