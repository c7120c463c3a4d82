import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 25: the address holds the view. A teammate opening a link with ?view=… sees the same tasks in
// the list and on the Board, sorted by the view, with a way back to every task.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a link with a view shows a teammate the same filtered, sorted tasks in the list and on the board", async () => {
  const alice = await signInAs(browser, "alice.views@example.com");
  const bob = await signInAs(browser, "bob.views@example.com");
  const call = async (method: string, path: string, body?: unknown) => (await apiAs(alice.context, method, path, body)).json();
  const bobUser = (await (await apiAs(bob.context, "GET", "/api/auth/user")).json()) as { id: number };
  const project = await call("POST", "/api/projects", { name: "Launch plan" });
  await call("POST", `/api/projects/${project.id}/members`, { userId: bobUser.id, role: "viewer" });
  const points = await call("POST", `/api/projects/${project.id}/fields`, { name: "Points", type: "number" });
  const tasks: Array<[string, string, number]> = [
    ["Write copy", "high", 3],
    ["Pick fonts", "low", 1],
    ["Book venue", "high", 8],
    ["Order cake", "medium", 5],
  ];
  for (const [name, priority, p] of tasks) {
    await call("POST", "/api/tasks", { projectId: project.id, name, priority, fields: { [points.id]: p } });
  }
  const view = { filters: [{ key: "priority", op: "is", value: ["high"] }], sort: [{ key: `field:${points.id}`, dir: "desc" }] };

  const page = bob.page;
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${baseUrl()}/projects/${project.id}?view=${encodeURIComponent(JSON.stringify(view))}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByText("Showing the view from this link: 2 tasks.").waitFor();
  const rowNames = () =>
    page.locator("tr[data-task-id]").evaluateAll((rows) => rows.map((r) => r.querySelector("button")?.textContent?.trim() ?? ""));
  // Only the high-priority tasks, most points first.
  await expect
    .poll(async () => (await rowNames()).map((n) => n.replace(/\s+/g, " ")))
    .toEqual([expect.stringContaining("Book venue"), expect.stringContaining("Write copy")]);

  // The Board honours it too.
  await page
    .getByRole("radio", { name: "Board" })
    .or(page.getByRole("button", { name: "Board" }))
    .first()
    .click();
  await page.getByText("Book venue").first().waitFor();
  await expect(page.getByText("Pick fonts")).toHaveCount(0);
  await expect(page.getByText("Order cake")).toHaveCount(0);

  // Back to every task.
  await page.getByRole("button", { name: "Show all tasks" }).click();
  await page.getByText("Pick fonts").first().waitFor();
  await expect(page).not.toHaveURL(/view=/);
  expect(errors).toEqual([]);
});
