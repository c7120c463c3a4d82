import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, boardTasks, hydrated, signInAs } from "./lib/harness";

// Issue 25's import page: a CSV imported into an existing project (picked under "Import into"), the
// values its fields refuse shown as warnings on the page, and the same file sent again into the same
// project adding nothing (the page's Idempotency-Key, decision 124).

const CSV = ["Name,Status,Estimate", "Book the hall,Done,3", "Print flyers,To Do,lots"].join("\r\n");

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a CSV goes into an existing project, its warnings are shown, and a second import adds nothing", async () => {
  const { context, page } = await signInAs(browser, `into.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "Summer fete" })).json()) as { id: number };
  const field = await apiAs(context, "POST", `/api/projects/${project.id}/fields`, { name: "Estimate", type: "number" });
  expect(field.status).toBe(201);

  await page.goto(`${baseUrl()}/import-data`);
  await hydrated(page);
  const section = page.getByRole("region", { name: "Import from a file" });
  const file = { name: "fete.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) };
  await section.getByLabel("File").setInputFiles(file);
  await section.getByText("Preview: first 2 of 2 tasks").waitFor();
  await section.getByRole("button", { name: /Import into/ }).click();
  await page.getByRole("option", { name: "Summer fete" }).click();
  expect(await section.getByLabel("Project name").count()).toBe(0);

  await section.getByRole("button", { name: "Import 2 tasks" }).click();
  const warnings = section.getByRole("list", { name: "Import warnings" });
  await warnings.waitFor({ timeout: 20_000 });
  expect(await warnings.textContent()).toContain('"Print flyers": Estimate: "lots" is not a number. The value was left empty.');
  expect(await section.getByText("2 items imported from fete.csv into Summer fete.").count()).toBe(1);
  expect((await boardTasks(context, project.id)).map((t) => t.name).sort()).toEqual(["Book the hall", "Print flyers"]);

  // The same file into the same project again: the server answers the first import, nothing is added.
  await section.getByRole("button", { name: "Import another file" }).click();
  await section.getByRole("button", { name: "Import 2 tasks" }).click();
  await section.getByText("fete.csv was already imported into Summer fete: nothing was added again.").waitFor({ timeout: 20_000 });
  expect(await boardTasks(context, project.id)).toHaveLength(2);

  await section.getByRole("link", { name: "Open Summer fete" }).click();
  await page.waitForURL(new RegExp(`/projects/${project.id}$`));
  expect(errors).toEqual([]);
});
