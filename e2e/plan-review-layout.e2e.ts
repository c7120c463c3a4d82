import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { baseUrl, hydrated, signInAs } from "./lib/harness";

// Issue 21, item 11: the plan review uses the page's height, with no nested scroll boxes on a phone,
// and its edit form is never cut off. Screenshots land in e2e/artifacts/ for review.

let browser: Browser;
let context: BrowserContext;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  context = (await signInAs(browser, `plan-layout.${Date.now()}@example.com`)).context;
});

const IDEA =
  "A bakery's online ordering site: a product catalogue, a basket and checkout, pickup slots, a kitchen " +
  "order board, staff rota, allergen labels, a loyalty card and a launch campaign by 30 June.";

async function reviewAt(width: number, height: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${baseUrl()}/create-project`);
  await hydrated(page);
  await page.getByRole("tab", { name: "AI-Powered" }).click();
  await page.getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...").fill(IDEA);
  await page.getByRole("button", { name: "Generate Project Plan" }).click();
  await page.getByRole("heading", { name: "Project Plan Review" }).waitFor({ timeout: 30_000 });
  return page;
}

/** Elements inside the review that scroll vertically on their own (a box within the page's scroll). */
const innerScrollBoxes = (page: Page) =>
  page.evaluate(() => {
    const review = document.getElementById("plan-review-heading")?.closest("[data-plan-review]");
    if (!review) throw new Error("no review");
    return [...review.querySelectorAll<HTMLElement>("*")]
      .filter((el) => {
        const y = getComputedStyle(el).overflowY;
        return (y === "auto" || y === "scroll") && el.scrollHeight > el.clientHeight + 1;
      })
      .map((el) => el.getAttribute("aria-label") ?? el.tagName);
  });

/** The parts of the element that an ancestor with its own overflow hides (0 when nothing is cut). */
const clippedPixels = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) throw new Error(`no ${sel}`);
    const r = el.getBoundingClientRect();
    let cut = 0;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowY === "visible" && s.overflowX === "visible") continue;
      const b = a.getBoundingClientRect();
      cut += Math.max(0, b.top - r.top) + Math.max(0, r.bottom - b.bottom);
    }
    return cut;
  }, selector);

test("on a 375 px phone the review has no scroll box of its own, and the edit form of the last task is whole", async () => {
  const page = await reviewAt(375, 812);
  const tasks = page.getByRole("list", { name: "Tasks" });
  await expect.poll(() => tasks.getByRole("listitem").count()).toBeGreaterThan(5);
  expect(await innerScrollBoxes(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "e2e/artifacts/i21-plan-review-375.png", fullPage: true });

  const last = (await tasks.getByRole("listitem").locator("p.font-medium").last().textContent()) ?? "";
  await tasks.getByRole("button", { name: `Edit task ${last}` }).click();
  await page.getByLabel("Task name").waitFor();
  expect(await innerScrollBoxes(page)).toEqual([]);
  expect(await clippedPixels(page, "[data-plan-editor]")).toBe(0);
  // Save is on screen once scrolled to, and saving works from there.
  await page.getByLabel("Task name").fill("Renamed on the phone");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "e2e/artifacts/i21-plan-review-editor-375.png" });
  await save.click();
  await tasks.getByText("Renamed on the phone", { exact: true }).waitFor();
  await page.close();
});

test("at 1280 px the task list takes the window's height, and an open edit form is never cut off", async () => {
  const page = await reviewAt(1280, 900);
  const tasks = page.getByRole("list", { name: "Tasks" });
  // Taller than the 300 px box it had, bounded by the window so Save Project stays near.
  const listHeight = (await tasks.boundingBox())?.height ?? 0;
  expect(listHeight).toBeGreaterThan(300);
  expect(listHeight).toBeLessThanOrEqual(900);
  await page.screenshot({ path: "e2e/artifacts/i21-plan-review-1280.png", fullPage: true });

  const last = (await tasks.getByRole("listitem").locator("p.font-medium").last().textContent()) ?? "";
  await tasks.getByRole("button", { name: `Edit task ${last}` }).click();
  await page.getByLabel("Task name").waitFor();
  expect(await clippedPixels(page, "[data-plan-editor]")).toBe(0);
  await page.screenshot({ path: "e2e/artifacts/i21-plan-review-editor-1280.png" });
  await page.close();
});
