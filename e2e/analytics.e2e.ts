import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 13: complete a task on the board and watch the burndown move on the Analytics tab of another
// window, without a reload; the charts are accessible (title, summary, data table), stack on a phone,
// and /analytics leads to the project.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${m.text()} ${m.location().url}`);
  });
  return errors;
}

async function dragTo(page: Page, cardText: string, column: string) {
  const card = page.locator("[data-task-id]", { hasText: cardText });
  const target = page.locator(`[data-column="${column}"]`);
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  // The column under the pointer is the target (issue 21): aim inside its visible top, whatever its height.
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 120), { steps: 12 });
  await page.mouse.up();
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("completing a task on the board moves the burndown on the Analytics tab, live", async () => {
  const { context, page: watcher } = await signInAs(browser, "ada.analytics@example.com");
  const errors = collectErrors(watcher);
  const created = await apiAs(context, "POST", "/api/projects", { name: "Analytics launch", dueDate: inDays(14) });
  expect(created.status).toBe(201);
  const { id: projectId } = (await created.json()) as { id: number };
  for (const name of ["Draft copy", "Design banner", "Ship page"]) {
    expect((await apiAs(context, "POST", "/api/tasks", { projectId, name })).status).toBe(201);
  }
  expect((await apiAs(context, "POST", "/api/tasks", { projectId, name: "Launch day", kind: "milestone" })).status).toBe(201);

  // The watcher opens the Analytics tab.
  await watcher.goto(`${baseUrl()}/projects/${projectId}`);
  await watcher.getByTestId("live-status").getByText("Live").waitFor();
  await watcher.getByRole("tab", { name: "Analytics" }).click();
  const burndown = watcher.getByRole("figure", { name: "Burndown" });
  await burndown.getByText(/^3 tasks remain on /).waitFor();
  // The spec's cards stay above the charts, counting tasks only (the milestone is not work).
  await watcher.getByText("0 of 3 tasks completed").waitFor();
  // Accessible: the svg is named by the title and the summary; the numbers are in a table.
  await expect(burndown.getByRole("img", { name: /^Burndown / }).getAttribute("aria-labelledby")).resolves.toMatch(/title .*summary$/);
  await burndown.getByText("Data table").click();
  const lastRow = burndown.getByRole("table").getByRole("row").last();
  await expect(lastRow.getByRole("cell").first()).toHaveText("3");
  for (const title of ["Burnup", "Throughput per week", "Cycle time (In Progress → Done)", "Work per member", "Overdue over time"]) {
    await watcher.getByRole("figure", { name: title }).waitFor();
  }
  await watcher
    .getByTestId("forecast-summary")
    .getByText(/finish|forecast/)
    .waitFor();

  // In another window, the task is dragged to Done on the board.
  const worker = await context.newPage();
  await worker.goto(`${baseUrl()}/projects/${projectId}`);
  await worker.getByTestId("live-status").getByText("Live").waitFor();
  await worker
    .getByRole("radio", { name: "Board" })
    .or(worker.getByRole("button", { name: "Board" }))
    .first()
    .click();
  await worker.locator("[data-task-id]", { hasText: "Draft copy" }).waitFor();
  await dragTo(worker, "Draft copy", "done");
  await worker.locator('[data-column="done"] [data-task-id]', { hasText: "Draft copy" }).waitFor();

  // The watcher's burndown moves without a reload.
  await burndown.getByText(/^2 tasks remain on /).waitFor({ timeout: 10_000 });
  await expect(burndown.getByRole("table").getByRole("row").last().getByRole("cell").first()).toHaveText("2");
  await watcher.getByRole("figure", { name: "Burnup" }).getByText("Scope stayed at 3 tasks; 1 done.").waitFor();
  await watcher
    .getByRole("figure", { name: "Throughput per week" })
    .getByText(/^1 task completed over 1 week/)
    .waitFor();

  // A range of 30 days: 30 rows in the burndown's table, the days before the board at zero.
  await watcher.getByRole("radio", { name: "Last 30 days" }).click();
  await burndown.getByText(/^2 tasks remain on .*, up from 0 on /).waitFor();
  await expect(burndown.getByRole("table").getByRole("row")).toHaveCount(31);

  // On a phone the charts stack in one column.
  await watcher.setViewportSize({ width: 390, height: 844 });
  const a = (await burndown.boundingBox())!;
  const b = (await watcher.getByRole("figure", { name: "Burnup" }).boundingBox())!;
  expect(Math.abs(a.x - b.x)).toBeLessThan(2);
  expect(b.y).toBeGreaterThan(a.y + a.height - 1);
  expect(a.width).toBeLessThanOrEqual(390);
  await watcher.screenshot({ path: "/tmp/i13-analytics-phone.png", fullPage: true });
  await watcher.setViewportSize({ width: 1280, height: 900 });
  await watcher.screenshot({ path: "/tmp/i13-analytics-tab.png", fullPage: true });

  // /analytics across projects: the figures, and a click through to the project.
  await watcher.goto(`${baseUrl()}/analytics`);
  await watcher.getByRole("heading", { name: "Projects at risk" }).waitFor();
  await watcher.getByRole("figure", { name: /Throughput per project/ }).waitFor();
  await watcher.getByRole("figure", { name: "Work per person across projects" }).waitFor();
  await watcher.screenshot({ path: "/tmp/i13-portfolio.png", fullPage: true });
  await watcher.getByRole("table").filter({ hasText: "Forecast" }).getByRole("link", { name: "Analytics launch" }).click();
  await watcher.waitForURL(new RegExp(`/projects/${projectId}$`));
  await watcher.getByRole("heading", { name: "Analytics launch" }).waitFor();
  expect(errors).toEqual([]);
});

test("/analytics without projects says so", async () => {
  const { page } = await signInAs(browser, "new.analytics@example.com");
  await page.goto(`${baseUrl()}/analytics`);
  await page.getByText("No projects yet. Create one to see its analytics here.").waitFor();
  await page.getByRole("link", { name: "Create a project" }).waitFor();
});
