import type { Browser, BrowserContext, Locator, Page, Request } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, hydrated, mailboxLink, signInAs } from "./lib/harness";

// Issue 15's numbered problems and smaller issues, each as a person would meet it.

let browser: Browser;
// One signed-in user for the tests that need no second person: sign-ins are rate-limited per IP, and
// the whole e2e run comes from one.
let shared: BrowserContext;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  shared = (await signInAs(browser, `polish.${Date.now()}@example.com`)).context;
});

async function sharedPage(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await shared.newPage();
  await page.goto(`${baseUrl()}/dashboard`);
  return { context: shared, page };
}

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function projectWithTasks(page: Page, context: Parameters<typeof apiAs>[0], name: string, count: number) {
  const project = await (await apiAs(context, "POST", "/api/projects", { name })).json();
  for (let i = 1; i <= count; i++)
    expect((await apiAs(context, "POST", "/api/tasks", { projectId: project.id, name: `Task number ${i}` })).status).toBe(201);
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  return project.id as number;
}

test("#2 the tool panel stays beside the selected task: in view on desktop, right under it on a phone", async () => {
  const { context, page } = await sharedPage();
  await projectWithTasks(page, context, "Long list", 30);
  // Only the rows near the window are rendered (issue 22): the list is scrolled to its end first.
  await page
    .locator("main table")
    .locator("xpath=..")
    .evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const last = page.locator('tbody tr[data-task-id]:has-text("Task number 30")');
  await last.locator("td:nth-child(2) button").click();
  const heading = page.getByRole("heading", { name: "AI Tool Recommendations" });
  await page.getByText("For: Task number 30").waitFor();
  const h = await box(heading);
  const viewport = page.viewportSize() as { width: number; height: number };
  expect(h.y).toBeGreaterThanOrEqual(0);
  expect(h.y + h.height).toBeLessThanOrEqual(viewport.height);

  await page.setViewportSize({ width: 375, height: 812 });
  // On a phone the page scrolls the list: it is scrolled down until row 12 is rendered.
  const row = page.locator('tbody tr[data-task-id]:has-text("Task number 12")');
  await expect
    .poll(async () => {
      if ((await row.count()) > 0) return true;
      await page.evaluate(() => window.scrollBy(0, 300));
      return false;
    })
    .toBe(true);
  await row.scrollIntoViewIfNeeded();
  await row.locator("td:nth-child(2) button").click();
  await page.getByText("For: Task number 12").waitFor();
  const r = await box(row);
  const p = await box(page.getByRole("heading", { name: "AI Tool Recommendations" }));
  expect(p.y).toBeGreaterThan(r.y);
  expect(p.y - (r.y + r.height)).toBeLessThan(80);
  await page.close();
});

test("#5 a toast leaves the main buttons uncovered, and stays small on a phone", async () => {
  const { page } = await sharedPage();
  await page.goto(`${baseUrl()}/create-project`);
  const create = page.getByRole("button", { name: "Create Project" });
  await create.click();
  const toast = page.getByTestId("toast");
  await toast.getByText("Project name required").waitFor();
  expect(overlaps(await box(toast), await box(create))).toBe(false);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(375);
  await create.scrollIntoViewIfNeeded();
  await create.click();
  await toast.getByText("Project name required").waitFor();
  const t = await box(toast);
  expect(t.height).toBeLessThan(812 / 8);
  expect(overlaps(t, await box(create))).toBe(false);
  await page.close();
});

test("#6 double-clicking Send Invitation sends one and keeps the success toast; the only owner is not offered Remove", async () => {
  const { context, page } = await sharedPage();
  const project = await (await apiAs(context, "POST", "/api/projects", { name: "Double click" })).json();
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByRole("tab", { name: "Members" }).click();
  await page.getByText("No invitations sent for this project.").waitFor();
  await page.getByLabel("Email address").fill(`guest.${Date.now()}@example.com`);
  // Every request the double click starts, so the checks below run once the second click has had its say.
  // Kept by request, not counted: a request the page started before this listener (the tab's own reads)
  // may finish after it, and must not count as one of the click's (CI saw the count reach -1).
  const inFlightSet = new Set<Request>();
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) inFlightSet.add(r);
  });
  const settled = (r: Request) => inFlightSet.delete(r);
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  await page.getByRole("button", { name: "Send Invitation" }).dblclick();
  await page.getByText("Invitation sent", { exact: true }).waitFor();
  await expect.poll(() => inFlightSet.size, { message: "the double click's requests have answered" }).toBe(0);
  await expect(page.getByText("Email required")).toHaveCount(0);
  await page.getByText("Invitation sent", { exact: true }).waitFor();
  await expect(page.getByRole("row", { name: /Pending/ })).toHaveCount(1);

  // Sole owner: told why instead of a Remove that must fail.
  await page.getByText("Only owner: add another owner to remove").waitFor();
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await page.close();
});

test("accepting with the wrong account offers to sign in as someone else", async () => {
  const stamp = Date.now();
  const owner = await signInAs(browser, `inviter.${stamp}@example.com`);
  await owner.page.waitForURL(/\/dashboard$/);
  const project = await (await apiAs(owner.context, "POST", "/api/projects", { name: "Wrong account" })).json();
  const invited = `invited.${stamp}@example.com`;
  expect((await apiAs(owner.context, "POST", "/api/invitations", { projectId: project.id, email: invited, role: "viewer" })).status).toBe(
    201,
  );
  const link = await mailboxLink(invited, "/accept-invitation");
  const other = await signInAs(browser, `other.${stamp}@example.com`);
  await other.page.waitForURL(/\/dashboard$/);
  await other.page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
  await other.page.getByRole("alert").waitFor();
  await expect(other.page.getByRole("button", { name: "Accept Invitation" })).toHaveCount(0);
  await other.page.getByRole("link", { name: "Sign in as someone else" }).click();
  await other.page.getByLabel("Email address").waitFor();
  expect(decodeURIComponent(other.page.url())).toContain("/accept-invitation?token=");
  await owner.context.close();
  await other.context.close();
});

test("an AI project shows no raw source badge; entering a project logs no socket warning", async () => {
  const { context, page } = await sharedPage();
  const res = await apiAs(context, "POST", "/api/projects/from-plan", {
    plan: { name: "From a plan", description: "", milestones: [], tasks: [], timeline: { startDate: "2031-01-06", endDate: "2031-05-30" } },
  });
  const { id } = await res.json();
  const warnings: string[] = [];
  page.on("console", (m) => warnings.push(m.text()));
  await page.goto(`${baseUrl()}/projects`);
  await hydrated(page);
  // Client-side navigation into the project and straight out again, then in for good.
  const link = page.getByRole("link", { name: /From a plan/ }).first();
  await link.click();
  await page.waitForURL(new RegExp(`/projects/${id}$`));
  await page.goBack();
  await page.waitForURL(/\/projects$/);
  await link.click();
  await page.waitForURL(new RegExp(`/projects/${id}$`));
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByText("AI Generated").first().waitFor();
  await expect(page.getByText(/From ai/i)).toHaveCount(0);
  expect(warnings.filter((w) => w.includes("closed before the connection is established"))).toEqual([]);

  // On a phone the tabs scroll, with a hint that more are off to the right.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId("tabs-more-hint").waitFor();
  // Swiped to the end, nothing more to hint at; the last tab is reachable.
  await page.getByRole("tablist", { name: "Project sections" }).evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await page.getByTestId("tabs-more-hint").waitFor({ state: "detached" });
  await page.getByRole("tab", { name: "Analytics" }).click();
  await page.getByRole("tab", { name: "Analytics", selected: true }).waitFor();
  await page.close();
});

test("plan review: focus lands on the review, Escape cancels an edit, an empty name is refused on its field", async () => {
  const { page } = await sharedPage();
  await hydrated(page);
  await page
    .getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...")
    .fill("A community garden website with a plot waiting list, a volunteer rota and a harvest calendar.");
  await page.getByRole("button", { name: "Generate Project Plan" }).click();
  const heading = page.getByRole("heading", { name: "Project Plan Review" });
  await heading.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.activeElement?.id === "plan-review-heading");

  const tasks = page.getByRole("list", { name: "Tasks" });
  const first = (await tasks.getByRole("listitem").locator("p.font-medium").first().textContent()) ?? "";
  await tasks.getByRole("button", { name: `Edit task ${first}` }).click();
  const name = page.getByLabel("Task name");
  await name.fill("Changed and abandoned");
  await page.keyboard.press("Escape");
  await name.waitFor({ state: "detached" });
  await tasks.getByText(first, { exact: true }).waitFor();

  await tasks.getByRole("button", { name: `Edit task ${first}` }).click();
  await page.getByLabel("Task name").fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Task name is required").waitFor();
  await expect(page.getByLabel("Task name")).toHaveCount(1);
  await page.close();
});

test("#4 offline, the tool panel says so in place (no stray 'Analysis Failed' toast) and recovers once back online", async () => {
  const { context, page } = await sharedPage();
  await projectWithTasks(page, context, "Offline panel", 2);
  const panel = page.getByRole("region", { name: "AI Tool Recommendations" });
  await page.getByText("For: Task number 1").waitFor();
  await context.setOffline(true);
  await page.locator('tbody tr[data-task-id]:has-text("Task number 2") td:nth-child(2) button').click();
  await panel.getByText(/Error loading recommendations/).waitFor();
  await expect(page.getByText("Analysis Failed")).toHaveCount(0);
  await context.setOffline(false);
  await panel.getByText(/Error loading recommendations/).waitFor({ state: "detached", timeout: 20_000 });
  await panel.getByRole("alert").waitFor({ state: "detached" });
  await page.close();
});
