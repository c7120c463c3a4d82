import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { seriousViolations } from "./lib/axe";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Every screen, at desktop width and on a 375 px phone: axe finds no serious or critical violation,
// nothing is wider than the window, and screenshots at both widths (1280-*.png, 375-*.png) land in
// e2e/artifacts/screenshots/ for review (regenerated each run, so not committed).

const SHOTS = path.resolve(import.meta.dirname, "artifacts/screenshots");
mkdirSync(SHOTS, { recursive: true });
let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let projectId: number;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  owner = await signInAs(browser, "screens.owner@example.com");
  await owner.page.waitForURL(/\/dashboard$/);
  const project = await (
    await apiAs(owner.context, "POST", "/api/projects", {
      name: "Harbour festival",
      description: "A weekend of music on the quay",
      dueDate: "2027-06-30",
    })
  ).json();
  projectId = project.id;
  for (const [name, extra] of [
    ["Book the harbour stage", { priority: "high", dueDate: "2027-03-01" }],
    ["Hire sound engineers", { status: "in-progress" }],
    ["Print posters for the quay", { status: "done", priority: "low" }],
    ["Plan food stalls", {}],
  ] as const) {
    const res = await apiAs(owner.context, "POST", "/api/tasks", { projectId, name, ...extra });
    expect(res.status).toBe(201);
  }
  const editor = await signInAs(browser, "screens.editor@example.com");
  await editor.context.close();
  await apiAs(owner.context, "POST", "/api/invitations", { projectId, email: "screens.guest@example.com", role: "viewer" });
});

interface Screen {
  name: string;
  path: () => string;
  /** Brings the screen to the state to check, once the page has loaded. */
  open?: (page: Page) => Promise<void>;
  ready: (page: Page) => Promise<unknown>;
}

const projectTab = (tab: string) => async (page: Page) => {
  // Hydrated once the board's socket is live; a click before that would hit server-rendered HTML.
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByRole("tab", { name: tab }).click();
  await page.getByRole("tab", { name: tab, selected: true }).waitFor();
};

const SCREENS: Screen[] = [
  {
    name: "dashboard",
    path: () => "/dashboard",
    ready: (p) =>
      p
        .getByRole("heading", { name: /dashboard|welcome/i })
        .first()
        .waitFor(),
  },
  { name: "projects", path: () => "/projects", ready: (p) => p.getByText("Harbour festival").first().waitFor() },
  {
    name: "project-list",
    path: () => `/projects/${projectId}`,
    // The List/Board choice is remembered, so the list is chosen explicitly.
    open: async (p) => {
      await p.getByTestId("live-status").getByText("Live").waitFor();
      await p.getByRole("radio", { name: "List" }).click();
    },
    ready: (p) => p.locator("tbody").getByText("Book the harbour stage").first().waitFor(),
  },
  {
    name: "project-board",
    path: () => `/projects/${projectId}`,
    open: async (p) => {
      await p.getByTestId("live-status").getByText("Live").waitFor();
      await p.getByRole("radio", { name: "Board" }).click();
    },
    ready: (p) =>
      p
        .getByRole("heading", { name: /In Progress/i })
        .first()
        .waitFor(),
  },
  {
    name: "project-overview",
    path: () => `/projects/${projectId}`,
    open: projectTab("Overview"),
    ready: (p) => p.getByRole("tabpanel").waitFor(),
  },
  {
    name: "project-members",
    path: () => `/projects/${projectId}`,
    open: projectTab("Members"),
    ready: (p) => p.getByText("screens.guest@example.com").first().waitFor(),
  },
  {
    name: "project-timeline",
    path: () => `/projects/${projectId}`,
    open: projectTab("Timeline"),
    ready: (p) => p.getByRole("tabpanel").waitFor(),
  },
  {
    name: "project-analytics",
    path: () => `/projects/${projectId}`,
    open: projectTab("Analytics"),
    ready: (p) => p.getByRole("tabpanel").waitFor(),
  },
  { name: "team", path: () => "/team", ready: (p) => p.getByRole("heading", { name: "Team" }).first().waitFor() },
  { name: "settings", path: () => "/settings", ready: (p) => p.getByRole("heading", { name: "Settings" }).first().waitFor() },
  { name: "create-project", path: () => "/create-project", ready: (p) => p.getByRole("heading").first().waitFor() },
  { name: "timeline", path: () => "/timeline", ready: (p) => p.getByRole("heading").first().waitFor() },
  { name: "analytics", path: () => "/analytics", ready: (p) => p.getByRole("heading").first().waitFor() },
  { name: "import-data", path: () => "/import-data", ready: (p) => p.getByRole("heading").first().waitFor() },
  { name: "not-found", path: () => "/no-such-page", ready: (p) => p.getByRole("heading").first().waitFor() },
];

/**
 * Toasts and transitions have finished (a half-faded element fails contrast). Endless animations,
 * such as a spinner's, are left out: they never finish.
 */
async function animationsSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY).length,
      ),
    )
    .toBe(0);
}

async function check(page: Page, screen: Screen) {
  await page.goto(`${baseUrl()}${screen.path()}`);
  if (screen.open) {
    await page.locator("main").waitFor();
    // Hydration: the tabs answer clicks once React has attached.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" || document.readyState === "complete");
    await screen.open(page);
  }
  await screen.ready(page);
  await animationsSettled(page);
  expect(await seriousViolations(page), screen.name).toEqual([]);
}

test.describe("desktop (1280 px)", () => {
  for (const screen of SCREENS) {
    test(`${screen.name} passes axe, fits the width and is photographed`, async () => {
      expect(owner.page.viewportSize()?.width).toBe(1280);
      await check(owner.page, screen);
      const overflow = await owner.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, screen.name).toBeLessThanOrEqual(0);
      await owner.page.screenshot({ path: path.join(SHOTS, `1280-${screen.name}.png`), fullPage: true });
    });
  }
});

test.describe("phone (375 px)", () => {
  let phone: Page;
  test.beforeAll(async () => {
    phone = await owner.context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
  });

  for (const screen of SCREENS) {
    test(`${screen.name} passes axe, fits the width and is photographed`, async () => {
      await check(phone, screen);
      // Nothing makes the page scroll sideways; wide content scrolls inside its own box or stacks.
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, screen.name).toBeLessThanOrEqual(0);
      await phone.screenshot({ path: path.join(SHOTS, `375-${screen.name}.png`), fullPage: true });
    });
  }
});

test.describe("signed out", () => {
  for (const [name, url] of [
    ["landing", "/"],
    ["sign-in", "/api/login"],
    ["accept-invitation", "/accept-invitation?token=not-a-real-token"],
  ]) {
    test(`${name} passes axe at 1280 and 375 px`, async () => {
      // Reduced motion: the landing's demo then holds its one still frame (the board, avatars and all)
      // instead of looping, so axe reads the same screen every run rather than whichever scene is up.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${url}`);
      await page.getByRole("heading").first().waitFor();
      expect(await seriousViolations(page), name).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `1280-${name}.png`), fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(375);
      await animationsSettled(page);
      expect(await seriousViolations(page), `${name} 375`).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `375-${name}.png`), fullPage: true });
      await context.close();
    });
  }
});
