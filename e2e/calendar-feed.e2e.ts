import type { Browser } from "@playwright/test";
import { seriousViolations } from "./lib/axe";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, newPersonContext, signInAs } from "./lib/harness";

// Issue 26: a person gets their calendar feed's URL in Settings on a 375 px phone, copies it, a
// calendar app (no cookie) reads it, and a new URL (after confirming) ends the old one. The project's
// Overview offers its own feed.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

/** Like a calendar app: nothing but the URL. */
const calendarApp = (url: string) => fetch(url);

test("subscribe to my tasks' feed in Settings at 375 px, then rotate it", async () => {
  const context = await newPersonContext(browser, { width: 375, height: 800 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
  const { page } = await signInAs(browser, `calendar.${Date.now()}@example.com`, { context });
  const me = (await (await apiAs(context, "GET", "/api/auth/user")).json()) as { id: number };
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "Feed project" })).json()) as { id: number };
  await apiAs(context, "POST", "/api/tasks", {
    projectId: project.id,
    name: "Send the invoices",
    dueDate: "2031-03-04",
    assigneeId: me.id,
  });

  await page.goto(`${baseUrl()}/settings`);
  const section = page.getByTestId("calendar-feed");
  await section.getByText(/Your tasks with a due date/).waitFor();
  await section.getByRole("button", { name: "Get calendar URL" }).click();
  const shown = section.getByTestId("calendar-feed-url-value");
  await shown.waitFor();
  const url = (await shown.textContent())!.trim();
  expect(url).toMatch(new RegExp(`^${baseUrl()}/api/calendar/[a-z2-7]{52}\\.ics$`));
  await expect(section.getByRole("link", { name: "Open in your calendar app" })).toHaveAttribute(
    "href",
    url.replace(/^https?:\/\//, "webcal://"),
  );
  await section.getByRole("button", { name: "Copy calendar URL" }).click();
  await section.getByRole("button", { name: "Calendar URL copied" }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  const first = await calendarApp(url);
  expect(first.status).toBe(200);
  expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  await expect.poll(async () => (await calendarApp(url).then((r) => r.text())).includes("SUMMARY:Send the invoices")).toBe(true);

  // Shown once: after a reload the panel says a feed exists, without its secret.
  await page.reload();
  await section.getByTestId("calendar-feed-since").waitFor();
  expect(await page.content()).not.toContain(url);

  await section.getByRole("button", { name: "New URL" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Make new URL" }).click();
  await shown.waitFor();
  const next = (await shown.textContent())!.trim();
  expect(next).not.toBe(url);
  expect((await calendarApp(url)).status).toBe(404);
  expect((await calendarApp(next)).status).toBe(200);
  await context.close();
});

test("a project's Overview offers the project's feed", async () => {
  const context = await newPersonContext(browser, { width: 1280, height: 900 });
  const { page } = await signInAs(browser, `calendar.project.${Date.now()}@example.com`, { context });
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "Launch plan" })).json()) as { id: number };
  await apiAs(context, "POST", "/api/tasks", { projectId: project.id, name: "Go live", dueDate: "2031-05-01", kind: "milestone" });

  await page.goto(`${baseUrl()}/projects/${project.id}?tab=overview`);
  await page.getByRole("tab", { name: "Overview" }).click();
  const section = page.getByTestId("calendar-feed");
  await section.getByText(/Every task and milestone of “Launch plan”/).waitFor();
  await section.getByRole("button", { name: "Get calendar URL" }).click();
  const url = (await section.getByTestId("calendar-feed-url-value").textContent())!.trim();
  expect(url).toMatch(new RegExp(`^${baseUrl()}/api/projects/${project.id}/calendar/[a-z2-7]{52}\\.ics$`));
  const text = await (await calendarApp(url)).text();
  expect(text).toContain("SUMMARY:◆ Go live");
  expect(text).toContain("DTSTART;VALUE=DATE:20310501");
  await context.close();
});
