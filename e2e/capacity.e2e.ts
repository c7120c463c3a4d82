import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "./lib/axe";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 26 #3 in Chromium: on the Timeline, set a project holiday and a member's weekly hours; the
// auto-schedule preview moves the estimated task to the new dates and the workload marks the week
// that is now over capacity, at desktop and phone widths.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The Monday at least a week ahead (UTC): the whole test stays in the future. */
function nextMonday(): Date {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const toMonday = (8 - today.getUTCDay()) % 7 || 7;
  return new Date(today.getTime() + (toMonday + 7) * DAY_MS);
}

/** `n` working days after `monday` (weekends skipped), as YYYY-MM-DD. */
const workday = (monday: Date, n: number) =>
  new Date(monday.getTime() + (Math.floor(n / 5) * 7 + (n % 5)) * DAY_MS).toISOString().slice(0, 10);
/** As the app shows a day: "Jan 7, 2030". */
const shown = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;

async function previewLine(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Auto-schedule", exact: true }).click();
  const preview = page.getByTestId("auto-schedule-preview");
  await preview.waitFor();
  const line =
    (await preview.getByRole("list", { name: "Dates that would change" }).getByRole("listitem").filter({ hasText: name }).textContent()) ??
    "";
  await preview.getByRole("button", { name: "Cancel" }).click();
  await preview.waitFor({ state: "detached" });
  return line;
}

test("a holiday and fewer weekly hours move the auto-schedule preview and show an overload", async () => {
  const owner = await signInAs(browser, "lin.capacity@example.com");
  const errors: string[] = [];
  owner.page.on("pageerror", (e) => errors.push(e.message));
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await apiAs(owner.context, method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const me = (await call("GET", "/api/auth/user")) as { id: number };
  const project = (await call("POST", "/api/projects", { name: "User guide" })) as { id: number };
  const mon = nextMonday();
  const day = (n: number) => workday(mon, n);
  // 24 hours of work planned on one Monday.
  const task = (await call("POST", "/api/tasks", {
    projectId: project.id,
    name: "Write the guide",
    startDate: day(0),
    dueDate: day(0),
    estimate: 24,
    assigneeId: me.id,
  })) as { id: string };

  const page = owner.page;
  await page.goto(`${baseUrl()}/projects/${project.id}?tab=timeline`);
  await page.locator(`[data-task-id="${task.id}"]`).waitFor();
  const workload = page.getByRole("region", { name: "Workload" });
  await workload.getByRole("table").waitFor();
  await workload.getByText("Nobody is over capacity in these weeks.").waitFor();

  // At 8 hours a day, 24 hours run Monday to Wednesday.
  expect(await previewLine(page, "Write the guide")).toContain(`→ ${shown(day(0))} – ${shown(day(2))}`);

  await page.getByText("Team capacity and holidays").click();
  await page.getByLabel("Holiday date").fill(day(1));
  await page.getByLabel("Holiday name").fill("Founders' day");
  await page.getByRole("button", { name: "Add holiday" }).click();
  await page.getByRole("list", { name: "Project holidays" }).getByText("Founders' day").waitFor();

  await page.getByLabel(/^Weekly hours for /).fill("20");
  await page.getByRole("button", { name: "Save capacity" }).click();
  await page.getByText("Capacity saved.").waitFor();

  // 20 hours a week is 4 a day; with Tuesday a holiday the week holds 16 hours, and 24 are planned in it.
  await workload.getByText("1 overloaded week in these weeks.").waitFor();
  const over = workload.locator("td[data-over]");
  await expect(over).toHaveCount(1);
  await expect(over).toContainText("24 h of 16 h");
  await expect(over).toContainText("Over by 8 h");
  await expect(workload.getByRole("columnheader", { name: `Week of ${shown(day(0))}` })).toHaveCount(1);

  // The preview now skips the holiday at 4 hours a day: Mon, Wed, Thu, Fri, Mon, Tue.
  expect(await previewLine(page, "Write the guide")).toContain(`→ ${shown(day(0))} – ${shown(day(6))}`);

  // The settings were saved on the server, not just on the screen.
  const holidays = (await call("GET", `/api/projects/${project.id}/holidays`)) as { holidays: Array<{ date: string }> };
  expect(holidays.holidays.map((h) => h.date)).toEqual([day(1)]);

  expect(await seriousViolations(page)).toEqual([]);

  // At phone width the workload stacks into cards: nothing scrolls sideways and the overload still says so.
  await page.setViewportSize({ width: 375, height: 800 });
  await over.getByText("Over by 8 h").waitFor();
  await expect(over.getByText("Over by 8 h")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
