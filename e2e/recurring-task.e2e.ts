import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 26: a person makes a task repeat weekly in its editor (the form says it in words), completes
// it from its row, and sees the next occurrence appear on the list, live.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a weekly rule from the form, then completing the task makes the next one", async () => {
  const ana = await signInAs(browser, "ana.repeat@example.com");
  const page: Page = ana.page;
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const call = async (method: string, path: string, body?: unknown) => (await apiAs(ana.context, method, path, body)).json();
  const project = await call("POST", "/api/projects", { name: "Repeat project" });
  // 2031-05-05 is a Monday.
  const task = await call("POST", "/api/tasks", { projectId: project.id, name: "Weekly review", dueDate: "2031-05-05" });

  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();

  await page.getByRole("button", { name: 'Edit "Weekly review"' }).click();
  const repeat = page.getByRole("region", { name: "Repeat" });
  await repeat.getByRole("button", { name: /Repeats/ }).click();
  await page.getByRole("option", { name: "Weekly" }).click();
  await repeat.getByRole("spinbutton", { name: "Every" }).fill("2");
  await repeat.getByRole("checkbox", { name: "Wed" }).check();
  await repeat.getByTestId("recurrence-summary").getByText("Every 2 weeks on Monday, Wednesday").waitFor();
  await repeat.getByRole("button", { name: "Save repeat" }).click();
  await repeat
    .getByTestId("recurrence-current")
    .getByText(/Every 2 weeks on Monday, Wednesday; the next one appears when this one is completed/)
    .waitFor();
  expect((await call("GET", `/api/projects/${project.id}/tasks`)).find((t: { id: string }) => t.id === task.id).recurrence).toBe(
    "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
  );
  await page.getByRole("button", { name: "Cancel", exact: true }).last().click();

  // Completing it from the row: the next occurrence (Wednesday) appears on the list.
  await page.getByRole("button", { name: 'Mark "Weekly review" as done' }).first().click();
  await page.locator("tr[data-task-id]").filter({ hasText: "Weekly review" }).nth(1).waitFor();
  const tasks = (await call("GET", `/api/projects/${project.id}/tasks`)) as Array<{ name: string; dueDate: string; status: string }>;
  expect(
    tasks
      .filter((t) => t.name === "Weekly review")
      .map((t) => [t.dueDate, t.status])
      .sort(),
  ).toEqual([
    ["2031-05-05", "done"],
    ["2031-05-07", "todo"],
  ]);
  expect(errors).toEqual([]);
});
