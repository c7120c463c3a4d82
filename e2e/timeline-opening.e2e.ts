import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 21 #6 on the Timeline: the chart opens on the part that matters (today, or the critical path's
// open work when that is later), and a milestone its tasks now finish after warns, on the chart and in
// words, until an editor moves it.

let browser: Browser;
let ada: { context: BrowserContext; page: Page };
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  ada = await signInAs(browser, `ada.opening.${Date.now()}@example.com`);
});

async function call(context: BrowserContext, method: string, path: string, body?: unknown) {
  const res = await apiAs(context, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

async function openTimeline(page: Page, id: number) {
  await page.goto(`${baseUrl()}/projects/${id}?tab=timeline`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
}

/** Whether `el` lies inside the chart's visible part: right of the sticky names, left of its right edge. */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const gantt = (await page.getByTestId("gantt").boundingBox())!;
  const names = (await page.getByTestId("gantt").locator("div.sticky").first().boundingBox())!;
  const box = (await el.boundingBox())!;
  return box.x >= names.x + names.width - 1 && box.x + box.width <= gantt.x + gantt.width + 1;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

test("the chart opens on the critical path's work years ahead, and on today when work is under way", async () => {
  const { context, page } = ada;
  await page.setViewportSize({ width: 1280, height: 800 });
  const far = (await call(context, "POST", "/api/projects", { name: "Far launch" })) as { id: number };
  const a = (await call(context, "POST", "/api/tasks", {
    projectId: far.id,
    name: "Write the copy",
    startDate: "2030-01-07",
    dueDate: "2030-01-09",
  })) as { id: string };
  await openTimeline(page, far.id);
  const bar = page.locator(`[data-task-id="${a.id}"] .bar`);
  await bar.waitFor();
  // Years after today: the axis starts at today, and the chart scrolled to the work.
  expect(await page.getByTestId("gantt").evaluate((el) => el.scrollLeft)).toBeGreaterThan(1000);
  expect(await inView(page, bar)).toBe(true);
  // A zoom change opens on it again.
  await page.getByRole("button", { name: "day", exact: true }).click();
  await expect.poll(() => inView(page, bar)).toBe(true);
  await page.screenshot({ path: "e2e/artifacts/i21-timeline-opening-1280.png" });

  // Work under way: done work from long ago, open work from today. The chart opens on today.
  const now = Date.now();
  const busy = (await call(context, "POST", "/api/projects", { name: "Busy board" })) as { id: number };
  await call(context, "POST", "/api/tasks", {
    projectId: busy.id,
    name: "Old research",
    status: "done",
    startDate: iso(new Date(now - 400 * DAY_MS)),
    dueDate: iso(new Date(now - 390 * DAY_MS)),
  });
  await call(context, "POST", "/api/tasks", {
    projectId: busy.id,
    name: "Build it",
    startDate: iso(new Date(now - 2 * DAY_MS)),
    dueDate: iso(new Date(now + 20 * DAY_MS)),
  });
  await openTimeline(page, busy.id);
  const today = page.getByTestId("gantt").locator("[data-today]");
  await today.waitFor({ state: "attached" });
  expect(await page.getByTestId("gantt").evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await inView(page, today)).toBe(true);

  await page.setViewportSize({ width: 375, height: 812 });
  await openTimeline(page, busy.id);
  await today.waitFor({ state: "attached" });
  expect(await inView(page, today)).toBe(true);
  await page.screenshot({ path: "e2e/artifacts/i21-timeline-opening-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("a milestone its task now finishes after warns on the chart and in words; Move puts it after the task", async () => {
  const { context, page } = ada;
  const project = (await call(context, "POST", "/api/projects", { name: "Fair stand" })) as { id: number };
  const build = (await call(context, "POST", "/api/tasks", {
    projectId: project.id,
    name: "Build the stand",
    startDate: "2030-03-04",
    dueDate: "2030-03-06",
  })) as { id: string; version: number };
  const fair = (await call(context, "POST", "/api/tasks", {
    projectId: project.id,
    name: "Fair opens",
    kind: "milestone",
    dueDate: "2030-03-08",
  })) as { id: string };
  await call(context, "POST", `/api/projects/${project.id}/dependencies`, { predecessorId: build.id, successorId: fair.id });

  await openTimeline(page, project.id);
  const warning = page.locator(`[data-milestone-warning="${fair.id}"]`);
  const note = page.getByRole("list", { name: "Milestones passed by their tasks" });
  await page.locator(`[data-task-id="${fair.id}"]`).waitFor();
  // Nothing passes it yet.
  await expect(warning).toHaveCount(0);
  await expect(note).toHaveCount(0);

  // The task's due date is typed past the milestone (as in the task form): the milestone is not moved
  // behind the person's back, it warns.
  await call(context, "PATCH", `/api/tasks/${build.id}`, { dueDate: "2030-03-12", version: build.version });
  await warning.waitFor();
  await note.getByText("Milestone “Fair opens” is passed: “Build the stand” finishes Mar 12, 2030.").waitFor();
  await expect(page.locator(`[data-task-id="${fair.id}"]`)).toHaveAttribute(
    "aria-label",
    /passed: “Build the stand” finishes Mar 12, 2030, after this milestone/,
  );
  await page.screenshot({ path: "e2e/artifacts/i21-milestone-passed-1280.png" });

  await note.getByRole("button", { name: "Move it to Mar 12, 2030" }).click();
  await warning.waitFor({ state: "detached" });
  await note.waitFor({ state: "detached" });
  await expect
    .poll(async () => {
      const tasks = (await call(context, "GET", `/api/projects/${project.id}/tasks`)) as Array<{ id: string; dueDate: string }>;
      return tasks.find((t) => t.id === fair.id)?.dueDate;
    })
    .toBe("2030-03-12");
});
