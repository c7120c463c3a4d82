import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { baseUrl, mailboxLink } from "./lib/harness";

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a visitor signs in with a magic link from the dev mailbox, sees their name, and logs out", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // A CSP violation (e.g. an inline script without the nonce) shows up as a console error.
  page.on("console", (m) => m.type() === "error" && errors.push(`${m.text()} ${m.location().url}`));

  const landing = await page.goto(`${baseUrl()}/`);
  const headers = landing!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.getByRole("link", { name: "Log in" }).first().click();
  await page.waitForURL(/\/api\/login/);

  await page.getByLabel("Email address").fill("grace.hopper@example.com");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByText("Check your email").first().waitFor();

  const link = await mailboxLink("grace.hopper@example.com", "/api/auth/magic-link/verify");
  // The bell's socket sends the unread count once it is up. Logging out while its upgrade is still on the
  // way gets that upgrade refused (the session is gone), which the browser logs as an error.
  const bellLive = new Promise<void>((resolve) =>
    page.on("websocket", (ws) => {
      if (new URL(ws.url()).pathname === "/api/notifications/live") ws.once("framereceived", () => resolve());
    }),
  );
  await page.goto(link);
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole("heading", { name: "Project Dashboard" }).waitFor();
  await expect(page).toHaveTitle("Dashboard | Kickoff");
  await expect(page.getByTestId("sidebar-user-name")).toHaveText("grace.hopper");

  await bellLive;
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL(`${baseUrl()}/`);
  // Signed out: the landing page again, and the API no longer knows us.
  await page.getByRole("link", { name: "Log in" }).first().waitFor();
  const cookies = await context.cookies(baseUrl());
  const me = await fetch(`${baseUrl()}/api/auth/user`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") } });
  expect(me.status).toBe(401);
  expect(errors, errors.join("\n")).toEqual([]);
  await context.close();
});
