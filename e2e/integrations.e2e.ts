import { withFakeJira } from "./lib/fake-jira-file";
import { expect, test } from "./lib/fixtures";
import { fakeProviderOrigin, hydrated, signInAs } from "./lib/harness";

// Connect Jira with a personal token against a fake Jira site that the test server reaches on
// 127.0.0.1 (JIRA_API_ORIGIN, see lib/provider-fakes-config.ts), export a generated plan through the
// queue, and land on the new project with its Jira badge and link. The fake checks every request.

const TOKEN = "e2e-jira-api-token-123456";
const email = `exporter.${Date.now()}@example.com`;

const jira = withFakeJira(email, TOKEN);

test("connect Jira with a token, export a generated plan, land on the linked project", async () => {
  const origin = fakeProviderOrigin();
  const { page } = await signInAs(jira.browser, email);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.waitForURL(/\/dashboard$/);

  // Import Data: the real state, then Connect (token mode, as nothing OAuth is configured).
  await page.goto(`${page.url().replace(/\/dashboard$/, "")}/import-data`);
  await hydrated(page);
  const jiraCard = page.getByRole("listitem", { name: "Jira" });
  await jiraCard.getByText("Not Connected").waitFor();
  await jiraCard.getByText("Connects with a personal API token.").waitFor();
  await jiraCard.getByRole("button", { name: "Connect" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect Jira" });
  await dialog.getByText("This server connects Jira with a personal API token.", { exact: false }).waitFor();
  await dialog.getByLabel("Jira site").fill(origin);
  await dialog.getByLabel("Atlassian account e-mail").fill(email);
  // A wrong token first: Jira's reason is shown and nothing is connected.
  await dialog.getByLabel("API token").fill("not-the-right-token");
  await dialog.getByRole("button", { name: "Connect Jira" }).click();
  await dialog.getByText("Client must be authenticated to access this resource.", { exact: false }).waitFor();
  await dialog.getByLabel("API token").fill(TOKEN);
  await dialog.getByRole("button", { name: "Connect Jira" }).click();
  await page.getByText("Jira connected").first().waitFor();
  await jiraCard.getByText("Ada Lovelace").waitFor();
  await jiraCard.getByRole("button", { name: "Disconnect" }).waitFor();
  expect(await page.content()).not.toContain(TOKEN);

  // Dashboard: generate a plan with the built-in planner, then pick Jira and its project.
  await page.goto(`${new URL(page.url()).origin}/dashboard`);
  await hydrated(page);
  await page
    .getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...")
    .fill("Launch a community bakery website with online ordering by June: menu page, checkout, delivery zones and a blog.");
  await page.getByRole("button", { name: "Generate Project Plan" }).click();
  await page.getByRole("heading", { name: "Project Plan Review" }).waitFor({ timeout: 30_000 });
  const planName = await page.getByLabel("Project name").inputValue();

  await page.getByRole("button", { name: /Destination/ }).click();
  await page.getByRole("option", { name: "Export to Jira" }).click();
  await page.getByText("Connected to Jira as").waitFor();
  // The project list is a search box: the first project is chosen, typing narrows the list.
  const projectBox = page.getByRole("combobox", { name: "Jira project" });
  await expect.poll(() => projectBox.inputValue(), { timeout: 15_000 }).toBe("Kickoff Ops (KO · Epic issue type)");
  await page.getByRole("button", { name: "Download Jira import file (.csv)" }).waitFor();

  await page.screenshot({ path: "e2e/artifacts/integrations-review-jira.png", fullPage: true });
  await page.getByRole("button", { name: "Export to Jira", exact: true }).click();
  await page.getByText("Exporting your project to Jira...").waitFor();
  await page.waitForURL(/\/projects\/\d+$/, { timeout: 30_000 });
  await page.getByText("Project exported successfully!").waitFor();
  await page.getByText("Your project has been exported to Jira.").waitFor();

  // The project: Jira badge and a link to the epic; the fake saw one epic and its children.
  expect(jira.fake.epics).toHaveLength(1);
  const epicKey = jira.fake.epics[0].key;
  const link = page.getByRole("link", { name: /Open in Jira/ });
  await expect(link).toHaveAttribute("href", `${origin}/browse/${epicKey}`);
  await expect(page.locator("header").getByText("Jira", { exact: true })).not.toHaveCount(0);
  expect(jira.fake.issues.length).toBeGreaterThan(3);
  expect(jira.fake.violations).toEqual([]);
  expect(jira.fake.epics[0].fields.summary).toBe(planName);
  await page.screenshot({ path: "e2e/artifacts/integrations-project.png" });
  await page.goto(`${new URL(page.url()).origin}/import-data`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("listitem", { name: "Jira" }).getByText("Last sync").waitFor();
  await page.screenshot({ path: "e2e/artifacts/integrations-import-data-phone.png", fullPage: true });
  expect(errors).toEqual([]);
});
