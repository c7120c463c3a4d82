import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 12 in Chromium: on the Timeline tab, drag a bar; its successor follows during the drag and
// after the drop, and the critical path moves from the long task to the chain that now ends later.
// A teammate's open timeline shows the same, live.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const DAY_MS = 86_400_000;

/** The Monday at least a week ahead (UTC): the whole test stays in the future. */
function nextMonday(): Date {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const toMonday = (8 - today.getUTCDay()) % 7 || 7;
  return new Date(today.getTime() + (toMonday + 7) * DAY_MS);
}

/** `n` working days after `monday` (weekends skipped), as YYYY-MM-DD. */
function workday(monday: Date, n: number): string {
  return new Date(monday.getTime() + (Math.floor(n / 5) * 7 + (n % 5)) * DAY_MS).toISOString().slice(0, 10);
}

const bar = (page: Page, id: string) => page.locator(`[data-task-id="${id}"]`);

test("drag a bar: the successor follows live, and the critical path changes", async () => {
  const owner = await signInAs(browser, "ada.timeline@example.com");
  const watcher = await signInAs(browser, "grace.timeline@example.com");
  const errors: string[] = [];
  owner.page.on("pageerror", (e) => errors.push(e.message));
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await apiAs(owner.context, method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const project = (await call("POST", "/api/projects", { name: "Spring launch" })) as { id: number };
  const mon = nextMonday();
  const day = (n: number) => workday(mon, n);
  // A (2 days) → B (2 days) is one chain; C (6 days) alone is longer, so C is the critical path.
  const a = (await call("POST", "/api/tasks", { projectId: project.id, name: "Design", startDate: day(0), dueDate: day(1) })) as {
    id: string;
  };
  const b = (await call("POST", "/api/tasks", { projectId: project.id, name: "Build", startDate: day(2), dueDate: day(3) })) as {
    id: string;
  };
  const c = (await call("POST", "/api/tasks", { projectId: project.id, name: "Content", startDate: day(0), dueDate: day(5) })) as {
    id: string;
  };
  await call("POST", `/api/projects/${project.id}/dependencies`, { predecessorId: a.id, successorId: b.id });
  const me = (await (await apiAs(watcher.context, "GET", "/api/auth/user")).json()) as { id: number };
  await call("POST", `/api/projects/${project.id}/members`, { userId: me.id, role: "viewer" });

  const page = owner.page;
  await page.goto(`${baseUrl()}/projects/${project.id}?tab=timeline`);
  await bar(page, a.id).waitFor();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await watcher.page.goto(`${baseUrl()}/projects/${project.id}?tab=timeline`);
  await bar(watcher.page, b.id).waitFor();
  // Following live needs the viewer's board connected: on a loaded machine hydration can take seconds.
  await watcher.page.getByTestId("live-status").getByText("Live").waitFor();
  await watcher.page.getByText("You have read-only access: the timeline can't be changed here.").waitFor();

  await page.getByRole("button", { name: "day", exact: true }).click();
  await expect(bar(page, c.id)).toHaveAttribute("data-critical", "true");
  await expect(bar(page, a.id)).toHaveAttribute("data-critical", "false");
  // The link is drawn, from Design to Build.
  await expect(page.locator(`[data-link="${a.id}>${b.id}"]`)).toHaveCount(1);

  // Drag Design three days later (Monday → Thursday), watching Build while the mouse is still down.
  const box = (await bar(page, a.id).locator(".bar").boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 6, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 6 + 3 * 32, y, { steps: 8 });
  await expect.poll(() => bar(page, b.id).getAttribute("data-start")).toBe(day(5));
  await expect(bar(page, a.id)).toHaveAttribute("data-start", day(3));
  await expect(bar(page, a.id)).toHaveAttribute("data-critical", "true");
  await page.mouse.up();

  // Saved for everyone: Build follows Design on the server, and the critical path is now Design → Build.
  await expect
    .poll(async () => {
      const tasks = (await call("GET", `/api/projects/${project.id}/tasks`)) as Array<{ id: string; startDate: string; dueDate: string }>;
      return tasks.find((t) => t.id === b.id)?.startDate;
    })
    .toBe(day(5));
  await expect.poll(() => bar(page, a.id).getAttribute("data-critical")).toBe("true");
  await expect(bar(page, b.id)).toHaveAttribute("data-critical", "true");
  await expect(bar(page, c.id)).toHaveAttribute("data-critical", "false");
  await expect(bar(page, b.id)).toHaveAttribute("data-end", day(6));

  // The viewer's timeline followed without a reload, and offers no dragging.
  await expect.poll(() => bar(watcher.page, b.id).getAttribute("data-start")).toBe(day(5));
  await expect.poll(() => bar(watcher.page, a.id).getAttribute("data-critical")).toBe("true");
  await expect(watcher.page.locator("[data-connector]")).toHaveCount(0);

  // Keyboard: the focused bar moves one working day per arrow press, its end with Shift, and its
  // successor follows (Design Thu–Fri → Wed–Thu → Wed–Fri; Build must then start Monday).
  await bar(page, a.id).focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => bar(page, a.id).getAttribute("data-start")).toBe(day(2));
  await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(() => bar(page, a.id).getAttribute("data-end")).toBe(day(4));
  await expect(bar(page, b.id)).toHaveAttribute("data-start", day(5));
  await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(() => bar(page, b.id).getAttribute("data-start")).toBe(day(6));

  // Drag from Content's end dot onto Build: a link, drawn at once and on the viewer's timeline too.
  await page.getByTestId("gantt").evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  const dot = (await page.locator(`[data-connector="${c.id}"]`).boundingBox())!;
  const target = (await bar(page, b.id).locator(".bar").boundingBox())!;
  await page.mouse.move(dot.x + dot.width / 2, dot.y + dot.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => page.locator(`[data-link="${c.id}>${b.id}"]`).count()).toBe(1);
  await expect.poll(() => watcher.page.locator(`[data-link="${c.id}>${b.id}"]`).count()).toBe(1);

  // The server renders the timeline itself (bars included) when the address asks for it.
  const html = await (await apiAs(owner.context, "GET", `/projects/${project.id}?tab=timeline`)).text();
  expect(html).toContain(`data-task-id="${b.id}"`);

  await page.screenshot({ path: "/tmp/timeline-e2e.png", fullPage: true });
  expect(errors).toEqual([]);
});

test("/timeline shows every project on one axis, with milestones and overdue work, and clicks through", async () => {
  const { context, page } = await signInAs(browser, "lin.portfolio@example.com");
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await apiAs(context, method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const mon = nextMonday();
  const one = (await call("POST", "/api/projects", { name: "Website relaunch" })) as { id: number };
  const two = (await call("POST", "/api/projects", { name: "Hiring plan" })) as { id: number };
  await call("POST", "/api/tasks", { projectId: one.id, name: "Go live", kind: "milestone", dueDate: workday(mon, 10) });
  await call("POST", "/api/tasks", { projectId: two.id, name: "Post the job ad", dueDate: "2024-01-10" });
  await call("POST", "/api/tasks", { projectId: two.id, name: "Interview", dueDate: workday(mon, 3) });

  // The projection into D1 runs a moment after each change.
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl()}/timeline`);
        return page.getByRole("listitem").filter({ hasText: "Hiring plan" }).textContent();
      },
      { timeout: 10_000 },
    )
    .toContain("1 overdue");
  const relaunch = page.getByRole("listitem").filter({ hasText: "Website relaunch" });
  await expect.poll(async () => relaunch.textContent(), { timeout: 10_000 }).toContain("1 milestone (next: Go live)");
  await expect(page.locator(`[data-project-id="${one.id}"] path`)).toHaveCount(1);
  await relaunch.getByRole("link", { name: "Website relaunch" }).click();
  await page.waitForURL(new RegExp(`/projects/${one.id}\\?tab=timeline$`));
  await page.getByRole("tab", { name: "Timeline", selected: true }).waitFor();
  await page.getByTestId("gantt").waitFor();
});
