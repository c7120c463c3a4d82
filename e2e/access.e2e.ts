import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, mailboxLink, newPersonContext, signInAs } from "./lib/harness";

// Issue 21, item 10: a project you can't open says so; a signed-out deep link comes back to its page
// after sign-in; a member removed and added back recovers without a reload, and the comments panel
// never says "Task not found" for an access change.

const NOT_FOUND = "Not found, or you don't have access; ask its owner to invite you.";
const NO_ACCESS = "The comments can't be shown: this task was deleted, or you no longer have access to this project.";

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("a missing or unshared project says so; a signed-out deep link returns to its page after sign-in", async () => {
  const owner = await signInAs(browser, `owner.${Date.now()}@example.com`);
  const project = await (await apiAs(owner.context, "POST", "/api/projects", { name: "Private plans" })).json();

  const stranger = await signInAs(browser, `stranger.${Date.now()}@example.com`);
  for (const id of [project.id, 987654321]) {
    await stranger.page.goto(`${baseUrl()}/projects/${id}`);
    await stranger.page.getByRole("alert").getByText(NOT_FOUND).waitFor();
    await expect(stranger.page.getByText("Please try again later")).toHaveCount(0);
  }
  for (const width of [375, 1280]) {
    await stranger.page.setViewportSize({ width, height: 800 });
    await stranger.page.screenshot({ path: `/tmp/i21-not-found-${width}.png` });
  }

  // Signed out, the owner's link shows the landing page; signing in from it comes back to the project.
  const context = await newPersonContext(browser);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  // The landing page's figures are ones the product backs (decision 041), and nothing is "coming soon".
  const stats = page.getByRole("region", { name: "Kickoff by the numbers" });
  await expect(stats.locator("dd")).toHaveText(["4", "500", "0"]);
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await stats.screenshot({ path: `/tmp/i21-landing-figures-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Log in" }).first().click();
  await page.waitForURL(/\/api\/login\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe(`/projects/${project.id}`);
  await page.getByRole("link", { name: "← Back to home" }).waitFor();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/i21-sign-in-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = (await (await apiAs(owner.context, "GET", "/api/auth/user")).json()).email as string;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByText("Check your email").first().waitFor();
  await page.goto(await mailboxLink(email, "/api/auth/magic-link/verify"));
  await page.waitForURL(new RegExp(`/projects/${project.id}$`));
  await page.getByRole("heading", { name: "Private plans" }).waitFor();

  // A hostile next is refused by the server: it lands on the dashboard, never elsewhere.
  const login = await fetch(`${baseUrl()}/api/login?next=${encodeURIComponent("//evil.example/x")}`, {
    headers: { cookie: (await context.cookies(baseUrl())).map((c) => `${c.name}=${c.value}`).join("; ") },
    redirect: "manual",
  });
  expect(login.headers.get("location")).toBe("/dashboard");
});

test("a member removed and added back recovers without a reload", async () => {
  const owner = await signInAs(browser, `lead.${Date.now()}@example.com`);
  const mate = await signInAs(browser, `mate.${Date.now()}@example.com`);
  const mateId = (await (await apiAs(mate.context, "GET", "/api/auth/user")).json()).id as number;
  const project = await (await apiAs(owner.context, "POST", "/api/projects", { name: "Shared board" })).json();
  await apiAs(owner.context, "POST", "/api/tasks", { projectId: project.id, name: "Write the agenda" });
  expect((await apiAs(owner.context, "POST", `/api/projects/${project.id}/members`, { userId: mateId, role: "editor" })).status).toBe(201);

  const errors: string[] = [];
  mate.page.on("pageerror", (e) => errors.push(e.message));
  await mate.page.goto(`${baseUrl()}/projects/${project.id}`);
  await mate.page.getByTestId("live-status").getByText("Live").waitFor();
  await mate.page.getByRole("button", { name: "Write the agenda", exact: true }).click();
  const comments = mate.page.getByTestId("task-comments");
  await comments.getByText("No comments yet. Start the discussion below.").waitFor();

  expect((await apiAs(owner.context, "DELETE", `/api/projects/${project.id}/members/${mateId}`)).status).toBe(204);
  await mate.page.getByText("You no longer have access to this project. Changes can no longer be saved.").waitFor();
  await comments.getByRole("alert").getByText(NO_ACCESS).waitFor();
  await expect(mate.page.getByText("Task not found")).toHaveCount(0);

  expect((await apiAs(owner.context, "POST", `/api/projects/${project.id}/members`, { userId: mateId, role: "editor" })).status).toBe(201);
  // No reload: the page checks on its own and comes back live, editable, with its comments.
  await mate.page.getByTestId("live-status").getByText("Live").waitFor({ timeout: 30_000 });
  await mate.page.getByText("You no longer have access to this project.").waitFor({ state: "detached" });
  await comments.getByText("No comments yet. Start the discussion below.").waitFor();
  await mate.page.getByRole("button", { name: "Add Task" }).waitFor();
  expect(errors).toEqual([]);
});
