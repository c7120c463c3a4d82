import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 25: the view bar, the bulk bar and the header's CSV download all read the project's fields
// from the live board, so a field a teammate adds while the page is open is there at once in each of
// them, without a reload.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const rowNames = (page: Page) =>
  page
    .locator("tr[data-task-id]")
    .evaluateAll((rows) => rows.map((r) => (r.querySelector("td:nth-child(2) button")?.textContent ?? "").replace(/\s+/g, " ").trim()));

test("a field a teammate adds while the page is open can be filtered on, set in bulk and is a CSV column, without a reload", async () => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const alice = await signInAs(browser, `alice.livefields.${stamp}@example.com`);
  const bob = await signInAs(browser, `bob.livefields.${stamp}@example.com`);
  const errors: string[] = [];
  alice.page.on("pageerror", (e) => errors.push(e.message));
  const call = async (who: typeof alice, method: string, path: string, body?: unknown) => {
    const res = await apiAs(who.context, method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const bobUser = (await (await apiAs(bob.context, "GET", "/api/auth/user")).json()) as { id: number };
  const project = (await call(alice, "POST", "/api/projects", { name: "Fair stand" })) as { id: number };
  await call(alice, "POST", `/api/projects/${project.id}/members`, { userId: bobUser.id, role: "editor" });
  const made: Record<string, string> = {};
  for (const name of ["Order banners", "Print flyers", "Book the van"]) {
    made[name] = ((await call(alice, "POST", "/api/tasks", { projectId: project.id, name })) as { id: string }).id;
  }

  // Alice has the page open, and it has read the project's (no) fields.
  const page = alice.page;
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await expect.poll(() => rowNames(page)).toHaveLength(3);
  await page.getByRole("button", { name: "Add filter" }).click();
  const filterDialog = page.getByRole("dialog", { name: "Add a filter" });
  await filterDialog.getByRole("button", { name: /Field/ }).click();
  await page.getByRole("option", { name: "Priority", exact: true }).waitFor();
  await expect(page.getByRole("option", { name: "Area", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await filterDialog.waitFor({ state: "detached" });
  // The bulk bar, opened once now, has no Field button (no fields yet).
  const flyersBox = page.getByRole("checkbox", { name: "Select “Print flyers”", exact: true });
  await flyersBox.click();
  await expect.poll(() => page.getByTestId("bulk-count").textContent()).toBe("1 selected");
  await expect(page.getByRole("button", { name: "Field", exact: true })).toHaveCount(0);
  await flyersBox.click();
  await page.getByTestId("bulk-bar").waitFor({ state: "detached" });

  // Bob, in his own browser, adds a field and sets it on one task.
  const area = (await call(bob, "POST", `/api/projects/${project.id}/fields`, {
    name: "Area",
    type: "single-select",
    options: [{ name: "North" }, { name: "South" }],
  })) as { id: string; options: Array<{ id: string; name: string }> };
  const [north] = area.options;
  await call(bob, "PATCH", `/api/tasks/${made["Print flyers"]}`, { fields: { [area.id]: north.id } });

  // Without a reload, Alice filters on it in the view bar.
  await page.getByRole("button", { name: "Add filter" }).click();
  await filterDialog.getByRole("button", { name: /Field/ }).click();
  await page.getByRole("option", { name: "Area", exact: true }).click();
  await filterDialog.getByRole("checkbox", { name: "North" }).check();
  await filterDialog.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("list", { name: "Filters" }).getByText("Area is North").waitFor();
  await expect.poll(() => rowNames(page)).toEqual([expect.stringContaining("Print flyers")]);

  // The bulk bar offers it too.
  await flyersBox.click();
  await expect.poll(() => page.getByTestId("bulk-count").textContent()).toBe("1 selected");
  await page.getByRole("button", { name: "Field", exact: true }).waitFor();

  // And the header's CSV download has it as a column, with the task's value.
  await page.getByRole("button", { name: /Sync with/ }).click();
  const menu = page.getByRole("menu");
  const [download] = await Promise.all([page.waitForEvent("download"), menu.getByRole("menuitem", { name: "CSV for Asana" }).click()]);
  const lines = readFileSync(await download.path())
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  const header = lines[0].split(",");
  expect(header).toContain("Area");
  const flyers = lines.find((l) => l.startsWith("Print flyers,"));
  expect(flyers?.split(",")[header.indexOf("Area")]).toBe("North");
  expect(errors).toEqual([]);
});
