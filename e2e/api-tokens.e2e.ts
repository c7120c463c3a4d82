import type { Browser } from "@playwright/test";
import { seriousViolations } from "./lib/axe";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, newPersonContext, signInAs } from "./lib/harness";

// Issue 24: a person makes an API token in Settings on a 375 px phone, copies it (shown once), a
// script uses it, and revoking it in Settings stops the script.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("create, copy, use and revoke an API token in Settings at 375 px", async () => {
  const context = await newPersonContext(browser, { width: 375, height: 800 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
  const { page } = await signInAs(browser, `tokens.${Date.now()}@example.com`, { context });
  const project = (await (await apiAs(context, "POST", "/api/projects", { name: "Scripted project" })).json()) as { id: number };
  await apiAs(context, "POST", "/api/projects", { name: "Untouched project" });

  await page.goto(`${baseUrl()}/settings`);
  const section = page.locator("#api-tokens");
  await section.getByText("No API tokens yet.").waitFor();
  await section.getByLabel("Token name").fill("Phone script");
  // react-aria's checkboxes: the label is what a person presses (the input is visually hidden).
  await section.locator("label", { hasText: /^Write/ }).click();
  await section.locator("label", { hasText: "Scripted project" }).click();
  await expect(section.getByRole("checkbox", { name: /^Write/ })).toBeChecked();
  await expect(section.getByRole("checkbox", { name: "Scripted project" })).toBeChecked();
  await section.getByRole("button", { name: "Create token" }).click();

  const shown = section.getByTestId("new-token-value");
  await shown.waitFor();
  const token = (await shown.textContent())!.trim();
  expect(token).toMatch(/^kick_[a-z2-7]{52}$/);
  await section.getByRole("button", { name: "Copy token" }).click();
  await section.getByRole("button", { name: "Token copied" }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const row = section.getByTestId("api-token");
  await row.getByText("Phone script").waitFor();
  await expect.poll(() => row.textContent()).toContain("read, write · Scripted project");
  await expect(row).toContainText("Last used never");
  // Nothing spills past the phone's width; the section passes axe.

  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  // A script with the token: no cookie, no Origin.
  const script = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  expect((await script("POST", "/api/tasks", { projectId: project.id, name: "Made by the script" })).status).toBe(201);

  // Shown once: after a reload only the name is listed, never the secret.
  await page.reload();
  await section.getByTestId("api-token").getByText("Phone script").waitFor();
  expect(await page.content()).not.toContain(token);
  await expect.poll(() => section.getByTestId("api-token").textContent()).not.toContain("Last used never");

  await section.getByRole("button", { name: "Revoke Phone script" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await section.getByText("No API tokens yet.").waitFor();
  expect((await script("POST", "/api/tasks", { projectId: project.id, name: "After revoking" })).status).toBe(401);
  await context.close();
});
