import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, hydrated, signInAs } from "./lib/harness";

// Decision 177 (and 009's first-load budget): react-query is in no page's first load. A member's `/` and
// project page preload only the framework and their route modules; the query cache arrives with the islands,
// which then read through it (the project's invitations).

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

/** The scripts a document makes the browser load before it hydrates: its module preloads and its inline entry's imports. */
function firstLoadScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link[^>]* rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  const imports = [...html.matchAll(/import \* as \w+ from "([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...preloads, ...imports])];
}

test("a member's dashboard and project page load react-query only with their islands, and the islands read through it", async () => {
  const { context, page } = await signInAs(browser, "ada.first-load@example.com");
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "First load" })).json()) as { id: number };

  for (const path of ["/", `/projects/${project.id}`]) {
    const html = await (await page.request.get(`${baseUrl()}${path}`)).text();
    const scripts = firstLoadScripts(html);
    expect(scripts.length, `${path} preloads its modules`).toBeGreaterThan(2);
    for (const src of scripts) {
      const code = await (await page.request.get(new URL(src, baseUrl()).href)).text();
      expect(code.length, `${src} was served`).toBeGreaterThan(0);
      // query-core's cache keys every query by its hash: the property survives minification.
      expect(code, `${src} (first load of ${path}) carries no query cache`).not.toContain("queryHash");
    }
  }

  // After hydration the islands' reads work through the shared cache: the dashboard lists the project, and
  // the project's Members tab reads its invitations (none yet).
  await page.goto(`${baseUrl()}/`);
  await hydrated(page);
  await expect(page.getByRole("link", { name: "First load" }).first()).toBeVisible();
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByRole("tab", { name: "Members" }).click();
  await expect(page.getByText("No invitations sent for this project.")).toBeVisible();
});
