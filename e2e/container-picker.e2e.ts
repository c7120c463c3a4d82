import type { Browser } from "@playwright/test";
import { FakeAsana } from "../test/support/fakes/asana";
import { serveFake } from "./lib/fake-provider-server";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, fakeProviderOrigin, signInAs } from "./lib/harness";

// Linking a project to Asana without typing an id: the picker lists the projects of the chosen
// workspace (and team, in an organisation) from a fake Asana that checks every request.

const TOKEN = "e2e-asana-token-picker-4567";
let browser: Browser;
let server: { close: () => Promise<void> } | undefined;
let fake: FakeAsana;

test.beforeAll(async ({ browser: shared }) => {
  const origin = fakeProviderOrigin();
  fake = new FakeAsana(origin, TOKEN);
  server = await serveFake(origin, fake);
  browser = shared;
});
test.afterAll(async () => {
  await server?.close();
});

test("the owner picks an Asana project from the list, per workspace and team, and pulls its tasks", async () => {
  const owner = await signInAs(browser, `picker.${Date.now()}@example.com`);
  const errors: string[] = [];
  owner.page.on("pageerror", (e) => errors.push(e.message));
  expect((await apiAs(owner.context, "POST", "/api/integrations/asana/connect", { token: TOKEN })).status).toBe(200);
  const project = (await (await apiAs(owner.context, "POST", "/api/projects", { name: "Spring launch" })).json()) as { id: number };

  const relaunch = fake.seedProject("Website relaunch");
  fake.seedTask(relaunch, "Write the landing copy");
  fake.seedTask(relaunch, "Shoot product photos");
  fake.seedProject("Office move");
  fake.seedProject("Campaign", { workspace: "222", team: "333" });

  await owner.page.goto(`${baseUrl()}/projects/${project.id}`);
  // "Live": the page has hydrated (a click on the server-rendered button would open nothing) and its board is connected.
  await owner.page.getByTestId("live-status").getByText("Live").waitFor();
  await owner.page.getByRole("button", { name: /Sync with/ }).click();
  await owner.page.getByRole("menuitem", { name: "Pull from Asana" }).click();
  const picker = owner.page.getByRole("dialog", { name: "Link this project to Asana" });

  // The organisation's projects are listed for its team; the personal workspace's for itself.
  // Workspaces and teams are search boxes: typing narrows the list.
  await picker.getByRole("combobox", { name: "Workspace" }).fill("acme");
  await expect(owner.page.getByRole("option")).toHaveText(["Acme Corp"], { useInnerText: true });
  await owner.page.getByRole("option", { name: "Acme Corp" }).click();
  await expect(picker.getByRole("combobox", { name: "Team" })).toHaveValue("Marketing");
  await picker
    .getByRole("radio", { name: /Campaign/ })
    .waitFor()
    .catch(async (err) => {
      // Say what the picker showed instead (an error, another workspace's list, nothing at all).
      const shown = await picker.innerText().catch(() => "(the picker is gone)");
      throw new Error(
        `${err.message}\nThe picker showed:\n${shown}\nFake Asana saw: ${fake.requests
          .slice(-6)
          .map((r) => `${r.method} ${r.path}${r.search}`)
          .join(", ")}`,
      );
    });
  await picker.getByRole("combobox", { name: "Workspace" }).fill("Personal");
  await owner.page.getByRole("option", { name: "Personal Projects" }).click();
  // The projects' list has its search box too.
  await picker.getByRole("searchbox", { name: "Search Asana projects" }).fill("relaunch");
  await picker.getByRole("radio", { name: /Website relaunch/ }).waitFor();
  await expect(picker.getByRole("radio", { name: /Office move/ })).toHaveCount(0);
  await picker.getByRole("radio", { name: /Website relaunch/ }).click();
  await expect(picker.getByRole("radio", { name: /Campaign/ })).toHaveCount(0);
  await picker.getByRole("button", { name: "Pull tasks" }).click();
  await owner.page.getByText("Successfully pulled 2 tasks from Asana").waitFor({ timeout: 30_000 });
  for (const name of ["Write the landing copy", "Shoot product photos"]) {
    await owner.page.getByRole("button", { name, exact: true }).waitFor({ timeout: 15_000 });
  }
  expect(fake.violations).toEqual([]);
  expect(errors).toEqual([]);
});
