import { withFakeJira } from "./lib/fake-jira-file";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, fakeProviderOrigin, signInAs } from "./lib/harness";

// Pull from a fake Jira (reached by the test server through JIRA_API_ORIGIN) into a board a second
// member is watching: the owner pulls from the project header, picks the Jira project, and the new
// tasks arrive on the teammate's screen live, without a reload. The fake checks every request.

const TOKEN = "e2e-jira-api-token-pull-7890";
const stamp = Date.now();
const ownerEmail = `puller.${stamp}@example.com`;
const mateEmail = `watcher.${stamp}@example.com`;

const jira = withFakeJira(ownerEmail, TOKEN);

test("the owner pulls from Jira and the watching teammate sees the new tasks arrive", async () => {
  const origin = fakeProviderOrigin();
  const owner = await signInAs(jira.browser, ownerEmail);
  const mate = await signInAs(jira.browser, mateEmail);
  const errors: string[] = [];
  for (const p of [owner.page, mate.page]) p.on("pageerror", (e) => errors.push(e.message));

  // Setup through the API as each user: Jira connected with a token, a project, the teammate added.
  const connect = await apiAs(owner.context, "POST", "/api/integrations/jira/connect", { token: TOKEN, site: origin, email: ownerEmail });
  expect(connect.status).toBe(200);
  const project = (await (await apiAs(owner.context, "POST", "/api/projects", { name: "Harbour festival" })).json()) as { id: number };
  const mateUser = (await (await apiAs(mate.context, "GET", "/api/auth/user")).json()) as { id: number };
  const added = await apiAs(owner.context, "POST", `/api/projects/${project.id}/members`, { userId: mateUser.id, role: "viewer" });
  expect(added.status).toBeLessThan(300);

  jira.fake.pageSize = 2;
  jira.fake.seed("Book the harbour stage", { duedate: "2027-05-01" });
  jira.fake.seed("Sign three local bands");
  jira.fake.seed("Print the programme");

  await mate.page.goto(`${baseUrl()}/projects/${project.id}`);
  await mate.page.getByText("No tasks yet.").waitFor();
  await owner.page.goto(`${baseUrl()}/projects/${project.id}`);
  // "Live": the page has hydrated (a click on the server-rendered button would open nothing) and its board is connected.
  await owner.page.getByTestId("live-status").getByText("Live").waitFor();

  await owner.page.getByRole("button", { name: /Sync with/ }).click();
  await owner.page.getByRole("menuitem", { name: "Pull from Jira" }).click();
  const picker = owner.page.getByRole("dialog", { name: "Link this project to Jira" });
  await picker.getByText("Kickoff Ops").click();
  await picker.getByRole("button", { name: "Pull tasks" }).click();
  await owner.page.getByText("Tasks pulled").waitFor({ timeout: 30_000 });
  await owner.page.getByText("Successfully pulled 3 tasks from Jira").waitFor();

  // The teammate's board: the three issues arrive live, with no reload.
  for (const name of ["Book the harbour stage", "Sign three local bands", "Print the programme"]) {
    await mate.page.getByRole("button", { name, exact: true }).waitFor({ timeout: 15_000 });
  }
  await mate.page.screenshot({ path: "e2e/artifacts/sync-pull-teammate.png", fullPage: true });
  expect(jira.fake.calls(/^POST \/rest\/api\/3\/search\/jql$/)).toHaveLength(2);
  expect(jira.fake.violations).toEqual([]);
  expect(errors).toEqual([]);
});
