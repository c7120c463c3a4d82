import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 25 in Chromium: labels show on list rows, Board cards and Gantt bars, arrive live, filter
// the list; and the project is saved as a template from its header.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("labels on rows, cards and bars, live and filterable; save the project as a template", async () => {
  const owner = await signInAs(browser, "ada.labels@example.com");
  const errors: string[] = [];
  owner.page.on("pageerror", (e) => errors.push(e.message));
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await apiAs(owner.context, method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const project = (await call("POST", "/api/projects", { name: "Labelled launch" })) as { id: number };
  const bug = (await call("POST", `/api/projects/${project.id}/labels`, { name: "Bug", color: "red" })) as { id: string };
  const ui = (await call("POST", `/api/projects/${project.id}/labels`, { name: "Interface", color: "blue" })) as { id: string };
  const login = (await call("POST", "/api/tasks", {
    projectId: project.id,
    name: "Fix login",
    startDate: inDays(7),
    dueDate: inDays(9),
    labelIds: [bug.id],
  })) as { id: string };
  await call("POST", "/api/tasks", {
    projectId: project.id,
    name: "Polish header",
    startDate: inDays(8),
    dueDate: inDays(10),
    labelIds: [ui.id],
  });

  const page = owner.page;
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  const loginRow = page
    .locator("li, tr, [role=row]")
    .filter({ has: page.getByRole("button", { name: "Fix login", exact: true }) })
    .last();
  await loginRow.getByRole("list", { name: "Labels" }).getByText("Bug").waitFor();

  // Someone adds a label over the API: the row shows it live.
  await call("PATCH", `/api/tasks/${login.id}`, { labelIds: [bug.id, ui.id] });
  await loginRow.getByRole("list", { name: "Labels" }).getByText("Interface").waitFor();

  // Filter by label: only the tasks that have it stay.
  await page.getByRole("button", { name: /Filter by label/ }).click();
  await page.getByRole("option", { name: "Bug" }).click();
  await expect.poll(() => page.getByRole("button", { name: "Polish header", exact: true }).count()).toBe(0);
  await expect(page.getByRole("button", { name: "Fix login", exact: true })).toHaveCount(1);
  await page.getByRole("button", { name: /Filter by label/ }).click();
  await page.getByRole("option", { name: "All labels" }).click();
  await page.getByRole("button", { name: "Polish header", exact: true }).waitFor();

  // The Board's cards carry them too.
  await page.getByRole("radio", { name: "Board" }).click();
  const card = page.locator("[data-task-card], article, li").filter({ hasText: "Polish header" }).last();
  await card.getByRole("list", { name: "Labels" }).getByText("Interface").waitFor();

  // And the Gantt bars.
  await page.goto(`${baseUrl()}/projects/${project.id}?tab=timeline`);
  // The header's buttons answer once the page is hydrated (the board is live then).
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.locator(`[data-task-id="${login.id}"] [data-bar-labels]`).waitFor();
  await expect(page.locator(`[data-task-id="${login.id}"] [data-bar-labels]`)).toHaveAttribute("data-bar-labels", "Bug, Interface");

  // Save as template from the header.
  await page.getByRole("button", { name: "Save as Template" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Template name").fill("Launch with labels");
  await dialog.getByRole("button", { name: "Save Template" }).click();
  await page.getByText("Template saved").waitFor();
  const templates = (await call("GET", "/api/templates")) as Array<{ name: string; taskCount: number; builtIn: boolean }>;
  expect(templates[0]).toMatchObject({ name: "Launch with labels", taskCount: 2, builtIn: false });
  expect(errors).toEqual([]);
});
