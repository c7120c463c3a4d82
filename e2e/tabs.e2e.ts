import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// The app's own tabs (decision 028): the WAI-ARIA tabs pattern from the keyboard, with the roles and
// links a screen reader reads, on the project page where the open tab is also in the address.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const focusedTab = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("role") === "tab" ? el.textContent : null;
  });
const selectedTabs = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').allTextContents();

test("arrow keys, Home and End move between the project's tabs and open them; Tab goes into the open panel", async () => {
  const { context, page } = await signInAs(browser, `tabs.${Date.now()}@example.com`);
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "Tab order" })).json()) as { id: number };
  expect((await apiAs(context, "POST", "/api/tasks", { projectId: project.id, name: "First task" })).status).toBe(201);
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByRole("tab", { name: "Tasks", selected: true }).waitFor();
  // Keys work once the page has started (the board's socket is live by then), as for a person.
  await page.getByTestId("live-status").getByText("Live").waitFor();

  // One tab stop for the row: only the selected tab is in the Tab order.
  const tabIndexes = await page.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex));
  expect(tabIndexes).toEqual([0, -1, -1, -1, -1, -1]);

  await page.getByRole("tab", { name: "Tasks" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
  expect(await focusedTab(page)).toBe("Overview");
  await page.waitForURL(/[?&]tab=overview/);
  // The panel shown is the selected tab's, and each names the other.
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  const overview = page.getByRole("tab", { name: "Overview" });
  await expect(overview).toHaveAttribute("aria-controls", (await panel.getAttribute("id")) ?? "");
  await expect(panel).toHaveAttribute("aria-labelledby", (await overview.getAttribute("id")) ?? "");

  await page.keyboard.press("End");
  await page.getByRole("tab", { name: "Activity", selected: true }).waitFor();
  expect(await focusedTab(page)).toBe("Activity");
  await page.keyboard.press("ArrowRight"); // wraps to the first
  await page.getByRole("tab", { name: "Tasks", selected: true }).waitFor();
  await page.keyboard.press("ArrowLeft"); // and back round to the last
  await page.getByRole("tab", { name: "Activity", selected: true }).waitFor();
  await page.keyboard.press("Home");
  await page.getByRole("tab", { name: "Tasks", selected: true }).waitFor();
  expect(await focusedTab(page)).toBe("Tasks");
  expect(await selectedTabs(page)).toEqual(["Tasks"]);
  await page.waitForURL((url) => !url.search.includes("tab="));

  // Tab leaves the row for the open panel.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null)).toBe(true);

  // A click opens a tab too, and a reload lands on it, rendered by the server.
  await page.getByRole("tab", { name: "Timeline" }).click();
  await page.waitForURL(/[?&]tab=timeline/);
  const html = await (await page.request.get(page.url())).text();
  expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Timeline</);
  await page.close();
});
