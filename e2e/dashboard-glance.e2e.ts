import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { baseUrl, hydrated, saveReviewedPlan, signInAs } from "./lib/harness";

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("'At a glance': empty for a new user, then the saved plan's project and open tasks after navigating back", async () => {
  const { context, page } = await signInAs(browser, `glance.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.waitForURL(/\/dashboard$/);
  const glance = page.getByRole("region", { name: "At a glance" });
  await glance.getByText("No projects yet: your first one will show up here.").waitFor();
  await expect(glance.getByRole("list", { name: "Recent projects" })).toHaveCount(0);
  await hydrated(page);

  await page
    .getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...")
    .fill("A bakery website with online orders and a weekly newsletter, live in six weeks. Also set up a gallery.");
  await page.getByRole("button", { name: "Generate Project Plan" }).click();
  await page.getByRole("heading", { name: "Project Plan Review" }).waitFor({ timeout: 30_000 });
  const taskCount = await page.getByRole("list", { name: "Tasks" }).getByRole("listitem").count();
  expect(taskCount).toBeGreaterThanOrEqual(3);
  const projectPath = `/projects/${await saveReviewedPlan(page)}`;
  // The address changes before the project screen replaces the dashboard: wait for the screen itself.
  await page.getByRole("tab", { name: "Tasks" }).waitFor();
  const name = (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "";
  expect(name.length).toBeGreaterThan(0);

  // Back to the dashboard by the sidebar (a client navigation: the loader runs again).
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await page.getByRole("heading", { name: "Project Dashboard" }).waitFor();
  const recent = glance.getByRole("list", { name: "Recent projects" });
  await recent.getByRole("link", { name }).waitFor();
  await expect(recent.getByRole("listitem")).toHaveCount(1);
  await recent.getByText(`0/${taskCount} tasks done`).waitFor();
  const figure = async (label: string) => (await glance.getByTestId(`glance-${label}`).locator("dd").textContent())?.trim();
  expect(await figure("Active projects")).toBe("1");
  expect(await figure("Open tasks")).toBe(String(taskCount));
  expect(await figure("Done this week")).toBe("0");
  expect(await figure("Overdue")).toBe("0");

  // The recent project links to its page.
  await recent.getByRole("link", { name }).click();
  await page.waitForURL(new RegExp(`${projectPath}$`));

  // On a phone the section is one column and does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/dashboard`);
  await recent.getByRole("link", { name }).waitFor();
  const numbers = await glance.getByRole("definition").first().boundingBox();
  const list = await recent.boundingBox();
  expect(numbers && list && list.y >= numbers.y + numbers.height).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
