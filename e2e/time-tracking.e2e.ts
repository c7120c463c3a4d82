import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 26: a person estimates a task in its editor (the list rolls it up on the parent and the
// project), starts a timer from the row, sees it still running after a reload, stops it from the
// command palette, logs time by hand in the editor, and reads estimate against actual on Analytics.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("estimate, timer, manual time and the report", async () => {
  const alice = await signInAs(browser, "alice.time@example.com");
  const page: Page = alice.page;
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const call = async (method: string, path: string, body?: unknown) => (await apiAs(alice.context, method, path, body)).json();
  const project = await call("POST", "/api/projects", { name: "Time project" });
  const parent = await call("POST", "/api/tasks", { projectId: project.id, name: "Launch", estimate: 1 });
  const child = await call("POST", "/api/tasks", { projectId: project.id, name: "Write copy", parentTaskId: parent.id });

  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();

  // The estimate, set in the editor, rolls up on the parent and the project.
  await page.getByRole("button", { name: 'Edit "Write copy"' }).click();
  await page.getByRole("textbox", { name: "Estimate" }).fill("2.5");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const parentRow = page.locator(`tr[data-task-id="${parent.id}"]`);
  await parentRow.getByTestId("estimate").getByText("1 h · 3.5 h with subtasks").waitFor();
  await page.getByTestId("project-estimate").getByText("Estimated 3.5 h (3.5 h open)").waitFor();

  // The timer: started from the row, still running after a reload.
  const childRow = page.locator(`tr[data-task-id="${child.id}"]`);
  await childRow.getByRole("button", { name: "Start a timer on “Write copy”" }).click();
  await childRow.getByRole("button", { name: "Stop the timer on “Write copy”" }).waitFor();
  await page.reload();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await childRow.getByRole("button", { name: "Stop the timer on “Write copy”" }).waitFor();
  expect((await call("GET", "/api/timer")).timer.taskId).toBe(child.id);

  // Stopped from the command palette: it logs the time.
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search and commands" });
  await palette.getByRole("searchbox").fill("Stop the timer");
  await palette.getByRole("option", { name: /Stop the timer on “Write copy”/ }).click();
  await page.getByText(/Logged 1 min on “Write copy”/).waitFor();
  await childRow.getByRole("button", { name: "Start a timer on “Write copy”" }).waitFor();
  expect((await call("GET", "/api/timer")).timer).toBeNull();

  // Manual time in the task editor, then edited.
  await page.getByRole("button", { name: 'Edit "Write copy"' }).click();
  const time = page.getByRole("region", { name: "Time" });
  await time.getByText("1 min logged").waitFor();
  await time.getByRole("textbox", { name: "Date" }).fill("2031-01-07");
  await time.getByRole("textbox", { name: "Duration" }).fill("1h 30m");
  await time.getByRole("textbox", { name: "Note" }).fill("first draft");
  await time.getByRole("button", { name: "Log time" }).click();
  await time.getByText("1 h 31 min logged").waitFor();
  await time.getByRole("textbox", { name: "Duration" }).fill("soon");
  await time.getByRole("button", { name: "Log time" }).click();
  await time.getByText(/Enter how long you worked/).waitFor();
  await time.getByRole("button", { name: "Edit the entry of 1 h 30 min on 2031-01-07" }).click();
  await time.getByRole("textbox", { name: "Duration" }).fill("2");
  await time.getByRole("button", { name: "Save entry" }).click();
  await time.getByText("2 h 1 min logged").waitFor();
  await page.getByRole("button", { name: "Cancel", exact: true }).last().click();

  // Analytics: estimate against actual, rolled up on the parent.
  await page.getByRole("tab", { name: "Analytics" }).click();
  await page.getByTestId("time-project-total").getByText("2 h 1 min logged · 3.5 h estimated (3.5 h open)").waitFor();
  const launchRow = page.getByTestId("time-row").filter({ hasText: "Launch" });
  await expect(launchRow).toContainText("3.5 h", { useInnerText: true });
  await expect(launchRow).toContainText("2 h 1 min", { useInnerText: true });
  expect(errors).toEqual([]);
});
