import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, boardTasks, hydrated, signInAs } from "./lib/harness";

// Issue 21: Jira's "Export CSV (all fields)" repeats headers (Labels, Sprint, Comment, Watchers,
// Component/s). The page used to crash on it ("Duplicate key 'Labels'"); now the repeats are told
// apart, the project takes the file's Project name, the epic becomes a milestone and the assignees
// nobody matches are listed. A broken file shows a message naming its row and column.

const FILE = readFileSync(new URL("../test/support/import-files/jira-all-fields.csv", import.meta.url));

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a Jira all-fields export with repeated columns is previewed and imported", async () => {
  const { page, context } = await signInAs(browser, `jira.all.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${baseUrl()}/import-data`);
  await hydrated(page);
  const section = page.getByRole("region", { name: "Import from a file" });
  await section.getByLabel("File", { exact: true }).setInputFiles({ name: "Jira.csv", mimeType: "text/csv", buffer: FILE });

  await section.getByText("Preview: first 5 of 5 tasks, 1 of them subtasks, 1 milestone").waitFor();
  await expect(section.getByLabel("Project name", { exact: true })).toHaveValue("Spring Campaign");
  // The repeated headers are choices of their own, and the first of a group reads the whole group.
  await section.getByRole("button", { name: /^Priority/ }).click();
  const options = page.getByRole("listbox").getByRole("option");
  const names = await options.allTextContents();
  expect(names).toEqual(expect.arrayContaining(["Labels (all 3 columns)", "Labels (2)", "Labels (3)", "Sprint (all 2 columns)"]));
  await page.getByRole("option", { name: "Labels (all 3 columns)" }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });

  const rows = section.getByRole("row");
  await expect(rows.nth(1)).toContainText("Milestone");
  await expect(rows.nth(1)).toContainText("Launch the spring campaign");
  // No one this new user works with is called Ada, Grace or Linus: all three are listed.
  const unmatched = section.getByRole("status").filter({ hasText: "Not matched" });
  await unmatched.waitFor();
  for (const name of ["Ada Lovelace", "Grace Hopper", "Linus Nobody"]) await expect(unmatched).toContainText(name);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `/tmp/i21-import-jira-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.getByRole("button", { name: "Create project with 4 tasks and 1 milestone" }).click();
  await page.getByText("Data imported successfully").waitFor({ timeout: 20_000 });
  await page.waitForURL(/\/projects\/\d+$/);
  const projectId = Number(new URL(page.url()).pathname.split("/").pop());
  await page.getByRole("button", { name: "Design the banner", exact: true }).waitFor({ timeout: 15_000 });

  const project = await (await apiAs(context, "GET", `/api/projects/${projectId}`)).json();
  expect(project.name).toBe("Spring Campaign");
  const tasks = await boardTasks(context, projectId);
  expect(tasks.find((t) => t.name === "Launch the spring campaign")?.kind).toBe("milestone");
  const banner = (await (await apiAs(context, "GET", `/api/projects/${projectId}/tasks`)).json()).find(
    (t: { name: string }) => t.name === "Design the banner",
  );
  expect(banner.priority).toBe("high");
  // The epic's markdown description renders: "spring" is bold, the asterisks are gone.
  await page.locator("strong", { hasText: "spring" }).first().waitFor();
  await expect(page.getByText("**spring**")).toHaveCount(0);
  // Counts agree: 4 tasks next to "0 of 4"-style progress, the milestone counted apart and showing no priority.
  await page.getByText("4 tasks · 1 milestone").waitFor();
  await page.getByText("1 of 4 tasks completed").waitFor();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/i21-imported-board-${width}.png` });
  }
  expect(errors).toEqual([]);
});

test("a broken file gets a message naming the row and column, and the page stays up", async () => {
  const { page } = await signInAs(browser, `jira.broken.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${baseUrl()}/import-data`);
  await hydrated(page);
  const section = page.getByRole("region", { name: "Import from a file" });
  const broken = FILE.toString("utf8").replace("10/Mar/27 12:00 AM", "the tenth");
  await section.getByLabel("File", { exact: true }).setInputFiles({ name: "Jira.csv", mimeType: "text/csv", buffer: Buffer.from(broken) });
  const alert = section.getByRole("alert");
  await alert.waitFor();
  await expect(alert).toHaveText('Row 3, column "Due Date": "the tenth" is not a date Kickoff can read.');
  // A file of headers only, then one that is not a CSV at all: messages, never a crash.
  await section
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.from("Summary,Labels,Labels\n") });
  await section.getByText("This file has no tasks to import.").waitFor();
  await section
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from("{oops") });
  await section.getByText(/not a Trello board export/).waitFor();
  await page.getByRole("heading", { name: "Import Data" }).waitFor();
  expect(errors).toEqual([]);
});
