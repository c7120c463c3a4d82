import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { baseUrl, hydrated, signInAs } from "./lib/harness";

// Issue 14: a CSV with a Parent column is previewed with its subtasks nested (and a notice for a
// parent that is not in the file), and the project it makes shows them as subtasks.

const CSV = [
  "Name,Status,Due,Parent item",
  "Website,Working on it,2027-05-01,",
  "Home page,Done,,Website",
  "Contact form,,2027-05-03,Website",
  "Newsletter,,,Marketing",
].join("\n");

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a sheet's Parent column is previewed as nesting and imported as subtasks", async () => {
  const { page } = await signInAs(browser, `nester.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${baseUrl()}/import-data`);
  await hydrated(page);
  const section = page.getByRole("region", { name: "Import from a file" });
  await section.getByLabel("File").setInputFiles({ name: "launch.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });

  await section.getByText("Preview: first 4 of 4 tasks, 2 of them subtasks").waitFor();
  await expect(section.getByRole("button", { name: /Kind of file/ })).toContainText("Other CSV");
  await expect(section.getByRole("button", { name: /Parent \(makes subtasks\)/ })).toContainText("Parent item");
  await expect(section.getByRole("status")).toContainText(
    'Row 5: the parent "Marketing" is not in this file, so "Newsletter" is imported as a top-level task.',
  );
  const rows = section.getByRole("row");
  await expect(rows.nth(1)).toContainText("Website");
  await expect(rows.nth(2)).toContainText("Home page, subtask of Website");
  await expect(rows.nth(3)).toContainText("Contact form, subtask of Website");
  await expect(rows.nth(4)).toContainText("Newsletter");

  await section.getByLabel("Project name").fill("Launch plan");
  await section.getByRole("button", { name: "Create project with 4 tasks" }).click();
  await page.getByText("Data imported successfully").waitFor({ timeout: 20_000 });
  await page.waitForURL(/\/projects\/\d+$/);
  await page.getByText("1 of 2 subtasks done").first().waitFor({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
