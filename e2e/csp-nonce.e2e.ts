import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { baseUrl, newPersonContext, signInAs } from "./lib/harness";

// Issue 27: on the production build, the nonce in each page's Content-Security-Policy header is the
// nonce on every script of that page, so the page hydrates. A mismatch blocks every script: the page
// still shows its server HTML, and nothing on it works.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

/** Opens `path` and returns the header's nonce, the nonces of the page's scripts, and whether React took over. */
async function visit(page: Page, path: string) {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const res = await page.goto(`${baseUrl()}${path}`);
  const csp = res!.headers()["content-security-policy"] ?? "";
  const nonce = csp.match(/script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/)?.[1] ?? null;
  // React marks the DOM nodes it owns once it has hydrated them.
  const hydrated = await page
    .waitForFunction(
      () => [...document.querySelectorAll("body *")].some((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))),
      null,
      {
        timeout: 15_000,
      },
    )
    .then(
      () => true,
      () => false,
    );
  // The nonce attribute is hidden from the DOM once parsed; the property keeps it.
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.nonce));
  return { nonce, scripts, hydrated, cspErrors: errors.filter((e) => /Content Security Policy/i.test(e)) };
}

test("signed out: the landing page's scripts carry the header's nonce, and it hydrates", async () => {
  const context = await newPersonContext(browser);
  const page = await context.newPage();
  const seen = await visit(page, "/");
  expect(seen.nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  expect(seen.scripts.length).toBeGreaterThan(0);
  expect(seen.scripts).toEqual(seen.scripts.map(() => seen.nonce));
  expect([seen.hydrated, seen.cspErrors]).toEqual([true, []]);
  // Each response has a nonce of its own.
  const again = await visit(await context.newPage(), "/");
  expect(again.nonce).not.toBe(seen.nonce);
  await context.close();
});

test("signed in: the dashboard and the projects page match their nonces and hydrate", async () => {
  const { context, page } = await signInAs(browser, `csp.${Date.now()}@example.com`);
  await page.waitForURL(/\/dashboard$/);
  for (const path of ["/dashboard", "/projects", "/timeline"]) {
    const seen = await visit(await context.newPage(), path);
    expect(seen.scripts.length, path).toBeGreaterThan(0);
    expect(seen.scripts, path).toEqual(seen.scripts.map(() => seen.nonce));
    expect([seen.hydrated, seen.cspErrors], path).toEqual([true, []]);
  }
  await context.close();
});
