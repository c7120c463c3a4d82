import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Decision 084 (issue 22, a project page ≤ 150 KB): a browser's first document carries the stylesheet
// and sets a cookie naming the built file; every later document links to that file, which the browser
// keeps (immutable), so the 75 KB of CSS is not sent again with each page. Both kinds hydrate, styled.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("the first document has the stylesheet inside, later ones link to the cached file, and both are styled", async () => {
  const { context, page } = await signInAs(browser, "ada.css@example.com");
  // Signing in already loaded documents: start again as a browser that never had the stylesheet.
  await context.clearCookies({ name: "kickoff_css" });
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "Styled" })).json()) as { id: number };
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));

  const first = await page.goto(`${baseUrl()}/projects/${project.id}`);
  const firstHtml = await first!.text();
  expect(firstHtml).toMatch(/<style[^>]*>[^<]{10000,}/);
  expect(firstHtml).not.toContain("data-app-css");
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === "kickoff_css");
  expect(cookie?.value).toMatch(/^app-[\w-]+\.css$/);
  await page.getByTestId("live-status").getByText("Live").waitFor();

  const again = await page.goto(`${baseUrl()}/projects/${project.id}`);
  const html = await again!.text();
  expect(html).toContain(`<link rel="stylesheet" href="/assets/${cookie!.value}" data-app-css=""/>`);
  expect(html).not.toMatch(/<style[^>]*>[^<]{10000,}/);
  expect(html.length).toBeLessThan(firstHtml.length - 60_000);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  // Styled: Tailwind's classes apply (the page's heading is bold, the body has no default margin).
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
  expect(await page.getByRole("heading", { name: "Project Tasks" }).evaluate((el) => getComputedStyle(el).fontWeight)).toBe("600");
  // The file is kept for good under its hashed name (fetched once, by the first page's prefetch or now).
  const direct = await apiAs(context, "GET", `/assets/${cookie!.value}`);
  expect(direct.status).toBe(200);
  expect(direct.headers.get("cache-control")).toContain("immutable");
  expect(errors).toEqual([]);
});
