import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { boardTasks, hydrated, saveReviewedPlan, signInAs } from "./lib/harness";

// Issues 20 and 26 in the browser: "weekly standup every Monday" comes back as one repeating task, the
// review says how often, an edit of its name keeps the rule, and the saved board's task repeats.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a repeating item is shown as one, kept through an edit, and saved repeating", async () => {
  const { context, page } = await signInAs(browser, `repeats.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.waitForURL(/\/dashboard$/);
  await hydrated(page);

  await page
    .getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...")
    .fill("Team rituals\n- weekly standup every Monday\n- set up the sprint board");
  await page.getByRole("button", { name: "Generate Project Plan" }).click();
  await page.getByRole("heading", { name: "Project Plan Review" }).waitFor({ timeout: 15_000 });
  const tasks = page.getByRole("list", { name: "Tasks" });
  const row = (name: string) => tasks.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
  await row("Weekly standup").getByText("Repeats every week on Mon").waitFor();
  await expect(row("Set up the sprint board").getByTestId("plan-task-repeats")).toHaveCount(0);

  await tasks.getByRole("button", { name: "Edit task Weekly standup" }).click();
  await page.getByLabel("Task name").fill("Team standup");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await row("Team standup").getByText("Repeats every week on Mon").waitFor();

  const board = await boardTasks(context, await saveReviewedPlan(page));
  expect(board.find((t) => t.name === "Team standup")?.recurrence).toBe("FREQ=WEEKLY;BYDAY=MO");
  expect(errors).toEqual([]);
  await context.close();
});
