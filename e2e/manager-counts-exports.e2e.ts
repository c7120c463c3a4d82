import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 21, items 5 and 7: counts a manager can trust (a task ticked and unticked again and again
// is one task done, a project made today is not at risk, "N tasks" agrees with "x of N tasks
// completed"), and a saved project downloads the CSV for each provider's importer.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(page: Page, context: Parameters<typeof apiAs>[0]) {
  const project = await (await apiAs(context, "POST", "/api/projects", { name: "Fair stand", dueDate: day(20) })).json();
  for (const body of [
    { name: "Order banners", dueDate: day(5) },
    { name: "Print flyers", dueDate: day(6) },
    { name: "Book the van" },
    { name: "Stand ready", kind: "milestone", dueDate: day(7) },
  ]) {
    const res = await apiAs(context, "POST", "/api/tasks", { projectId: project.id, ...body });
    expect(res.status).toBe(201);
  }
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByRole("button", { name: "Order banners", exact: true }).waitFor();
  // Hydrated and connected: the controls answer from here on.
  await page.getByTestId("live-status").getByText("Live").waitFor();
  return project.id as number;
}

async function glance(page: Page, label: string): Promise<string> {
  const cell = page.getByTestId(`glance-${label}`).locator("dd");
  await cell.waitFor();
  return (await cell.textContent()) ?? "";
}

test("toggling a task done and undone counts it once; a new project is not at risk", async () => {
  const { page, context } = await signInAs(browser, `manager.${Date.now()}@example.com`);
  await seed(page, context);

  // Tick, untick and tick again: two tasks end done, one ends undone.
  for (const name of ["Order banners", "Print flyers", "Book the van"]) {
    for (let i = 0; i < 2; i++) {
      await page.getByRole("button", { name: `Mark "${name}" as done` }).click();
      await page.getByRole("button", { name: `Mark "${name}" as to do` }).waitFor();
      await page.getByRole("button", { name: `Mark "${name}" as to do` }).click();
      await page.getByRole("button", { name: `Mark "${name}" as done` }).waitFor();
    }
    if (name !== "Book the van") {
      await page.getByRole("button", { name: `Mark "${name}" as done` }).click();
      await page.getByRole("button", { name: `Mark "${name}" as to do` }).waitFor();
    }
  }
  // The milestone is not a task: the count and the progress line agree, and it shows no priority.
  await page.getByText("2 of 3 tasks completed").waitFor();
  await page.getByText("3 tasks · 1 milestone").waitFor();
  const milestoneRow = page.getByRole("row").filter({ hasText: "Stand ready" });
  await expect(milestoneRow.getByText("Medium")).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/i21-counts-project-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`${baseUrl()}/dashboard`);
  // The page reads the metrics once the board's projection has caught up: wait for the right figure.
  await expect
    .poll(
      async () => {
        await page.reload();
        return glance(page, "Done this week");
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe("2");
  expect(await glance(page, "At risk")).toBe("0");

  const metrics = await (await apiAs(context, "GET", "/api/metrics")).json();
  expect(metrics).toMatchObject({ doneThisWeek: 2, atRisk: 0, open: 1 });
  await page.goto(`${baseUrl()}/analytics`);
  await page.getByRole("heading", { name: "Analytics", exact: true }).waitFor();
  const doneThisWeek = page.locator("dt", { hasText: "Done this week" }).locator("xpath=following-sibling::dd");
  await expect.poll(() => doneThisWeek.textContent(), { timeout: 10_000 }).toBe("2");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/i21-counts-analytics-${width}.png` });
  }
});

test("a saved project downloads the CSV for Jira, Asana, monday.com and Smartsheet", async () => {
  const { page, context } = await signInAs(browser, `exporter.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await seed(page, context);
  // Issue 25: every file also carries the tasks' labels and their status's name (decision 103).
  const expected: Record<string, { file: RegExp; header: string }> = {
    Jira: {
      file: /^fair-stand-jira-import\.csv$/,
      header: "Issue ID,Issue Type,Summary,Description,Due Date,Priority,Parent,Labels,Status",
    },
    Asana: { file: /^fair-stand-asana-import\.csv$/, header: "Name,Description,Section,Due Date,Priority,Tags,Status" },
    "monday.com": { file: /^fair-stand-monday-import\.csv$/, header: "Name,Group,Due date,Priority,Description,Labels,Status" },
    Smartsheet: { file: /^fair-stand-smartsheet-import\.csv$/, header: "Task,Due,Status,Priority,Phase,Description,Labels" },
  };
  for (const [provider, want] of Object.entries(expected)) {
    await page.getByRole("button", { name: /Sync with/ }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      menu.getByRole("menuitem", { name: `CSV for ${provider}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(want.file);
    const text = readFileSync(await download.path())
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toBe(want.header);
    for (const name of ["Order banners", "Print flyers", "Book the van", "Stand ready"]) expect(text).toContain(name);
    await page.getByText("CSV downloaded").first().waitFor();
    await menu.waitFor({ state: "detached" });
  }
  // With nothing connected, the menu leads to Import Data instead of a dead end.
  const menu = page.getByRole("menu");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("button", { name: /Sync with/ }).click();
    await menu.waitFor();
    await page.screenshot({ path: `/tmp/i21-export-menu-${width}.png` });
    if (width === 375) {
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
    }
  }
  await menu.getByRole("menuitem", { name: "Connect a tool on Import Data" }).click();
  await page.waitForURL(/\/import-data$/);
  expect(errors).toEqual([]);
});

test("a viewer downloads the CSV too (a read), and gets no sync or pull (writes)", async () => {
  const owner = await signInAs(browser, `csv.owner.${Date.now()}@example.com`);
  const projectId = await seed(owner.page, owner.context);
  const viewer = await signInAs(browser, `csv.viewer.${Date.now()}@example.com`);
  const errors: string[] = [];
  viewer.page.on("pageerror", (e) => errors.push(e.message));
  const me = (await (await apiAs(viewer.context, "GET", "/api/auth/user")).json()) as { id: number };
  expect((await apiAs(owner.context, "POST", `/api/projects/${projectId}/members`, { userId: me.id, role: "viewer" })).status).toBe(201);

  // API: what the file is made of is readable by the viewer; syncing the project is not theirs to do.
  const read = await apiAs(viewer.context, "GET", `/api/projects/${projectId}/tasks`);
  expect(read.status).toBe(200);
  expect(JSON.stringify(await read.json())).toContain("Order banners");
  expect((await apiAs(viewer.context, "POST", `/api/projects/${projectId}/sync/jira`, {})).status).toBe(403);

  // UI: the header offers "Download CSV" with the four files and nothing else.
  const page = viewer.page;
  await page.goto(`${baseUrl()}/projects/${projectId}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await expect(page.getByRole("button", { name: /Sync with/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Download CSV" }).click();
  // The menu is named by its button.
  const menu = page.getByRole("menu", { name: "Download CSV" });
  await menu.waitFor();
  expect((await menu.getByRole("menuitem").allTextContents()).map((t) => t.trim())).toEqual([
    "CSV for Jira",
    "CSV for Asana",
    "CSV for monday.com",
    "CSV for Smartsheet",
  ]);
  await page.screenshot({ path: "e2e/artifacts/i21-viewer-csv-menu-1280.png" });
  const [download] = await Promise.all([page.waitForEvent("download"), menu.getByRole("menuitem", { name: "CSV for Asana" }).click()]);
  expect(download.suggestedFilename()).toBe("fair-stand-asana-import.csv");
  const text = readFileSync(await download.path())
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  expect(text.split("\r\n")[0]).toBe("Name,Description,Section,Due Date,Priority,Tags,Status");
  for (const name of ["Order banners", "Print flyers", "Book the van", "Stand ready"]) expect(text).toContain(name);
  await page.getByText("CSV downloaded").first().waitFor();

  // On a phone too, by keyboard.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Download CSV" }).focus();
  await page.keyboard.press("Enter");
  await menu.waitFor();
  await page.screenshot({ path: "e2e/artifacts/i21-viewer-csv-menu-375.png" });
  const [phoneDownload] = await Promise.all([
    page.waitForEvent("download"),
    menu.getByRole("menuitem", { name: "CSV for Jira" }).press("Enter"),
  ]);
  expect(phoneDownload.suggestedFilename()).toBe("fair-stand-jira-import.csv");
  expect(errors).toEqual([]);
  await owner.context.close();
  await viewer.context.close();
});
