import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { baseUrl, hydrated, signInAs } from "./lib/harness";

// Import Data with nothing connected: a small Jira CSV is read in the browser, its columns guessed
// and previewed, and "Create project" makes the project with its tasks.

const CSV = [
  "Summary,Issue key,Status,Due Date,Assignee",
  "Draft the brochure,KO-1,In Progress,2027-03-01,",
  "Book the venue,KO-2,Done,,",
  "Send invitations,KO-3,To Do,2027-04-15,",
].join("\r\n");

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a Jira CSV is mapped, previewed and turned into a project", async () => {
  const { page } = await signInAs(browser, `importer.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${baseUrl()}/import-data`);
  await hydrated(page);
  const section = page.getByRole("region", { name: "Import from a file" });
  await section.getByLabel("File").setInputFiles({ name: "jira-export.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });

  await section.getByText("Preview: first 3 of 3 tasks").waitFor();
  await expect(section.getByRole("button", { name: /Task name/ })).toContainText("Summary");
  await expect(section.getByRole("button", { name: /Due date/ })).toContainText("Due Date");
  const rows = section.getByRole("row");
  await expect(rows.nth(1)).toContainText("Draft the brochure");
  await expect(rows.nth(1)).toContainText("2027-03-01");

  await section.getByLabel("Project name").fill("Spring fair");
  await section.getByRole("button", { name: "Create project with 3 tasks" }).click();
  await page.getByText("Data imported successfully").waitFor({ timeout: 20_000 });
  await page.waitForURL(/\/projects\/\d+$/);
  for (const name of ["Draft the brochure", "Book the venue", "Send invitations"]) {
    await page.getByRole("button", { name, exact: true }).waitFor({ timeout: 15_000 });
  }
  expect(errors).toEqual([]);
});
