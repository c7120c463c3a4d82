import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, hydrated, saveReviewedPlan, signInAs } from "./lib/harness";

// Issue 25: start a project from a built-in template on a chosen day (its dates move with it), save a
// reviewed plan as a template from the wizard, and start a project from that template.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

interface ApiTask {
  name: string;
  kind: string;
  startDate: string | null;
  dueDate: string | null;
}

const IDEA = `Spring garden open day
- Clear the beds
- Print the posters
- Bake for the stall`;

test("a project from a built-in template on a chosen day, and a plan saved as a template to start from", async () => {
  const { context, page } = await signInAs(browser, `templates.${Date.now()}@example.com`);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const tasksOf = async (id: number) => (await (await apiAs(context, "GET", `/api/projects/${id}/tasks`)).json()) as ApiTask[];

  // From the projects page: the built-in "Product launch", starting 2027-03-01.
  await page.goto(`${baseUrl()}/projects`);
  await hydrated(page);
  await page.getByRole("button", { name: "New from template" }).click();
  const dialog = page.getByRole("dialog", { name: "Start from a template" });
  // Nothing chosen yet: the form says what is missing.
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await dialog.getByText("Please choose a template").waitFor();
  await dialog.getByRole("radio", { name: /Product launch/ }).check();
  await expect(dialog.getByLabel("Project name")).toHaveValue("Product launch");
  await dialog.getByLabel("Start date").fill("2027-03-01");
  await dialog.getByLabel("Project name").fill("Spring launch");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await page.waitForURL(/\/projects\/\d+$/, { timeout: 15_000 });
  const launchId = Number(new URL(page.url()).pathname.split("/").pop());
  await page.getByRole("heading", { name: "Spring launch" }).first().waitFor();
  await page.getByText("Interview five target customers").first().waitFor();
  const launch = await tasksOf(launchId);
  const byName = new Map(launch.map((t) => [t.name, t]));
  // Days 0–6, 0–3, the milestone on day 7 and launch day on 35, counted from 1 March 2027.
  expect(byName.get("Positioning and messaging")).toMatchObject({ startDate: "2027-03-01", dueDate: "2027-03-07" });
  expect(byName.get("Interview five target customers")).toMatchObject({ startDate: "2027-03-01", dueDate: "2027-03-04" });
  expect(byName.get("Messaging approved")).toMatchObject({ kind: "milestone", dueDate: "2027-03-08" });
  expect(byName.get("Launch day")).toMatchObject({ kind: "milestone", dueDate: "2027-04-05" });

  // The wizard: a plan, reviewed and saved as a project and as a template in one step.
  await page.goto(`${baseUrl()}/dashboard`);
  await hydrated(page);
  await page.getByPlaceholder("Describe your project idea, paste a spec, or even a Slack thread...").fill(IDEA);
  await page.getByRole("button", { name: "Generate Project Plan" }).click();
  await page.getByRole("heading", { name: "Project Plan Review" }).waitFor({ timeout: 15_000 });
  await page.getByRole("checkbox", { name: /Also save this plan as a template/ }).check();
  await page.getByLabel("Template name").fill("Garden day");
  const planId = await saveReviewedPlan(page);
  await page.getByText("Template saved").first().waitFor();
  const planTasks = await tasksOf(planId);
  const templates = (await (await apiAs(context, "GET", "/api/templates")).json()) as Array<{ id: string; name: string; builtIn: boolean }>;
  expect(templates[0]).toMatchObject({ name: "Garden day", builtIn: false });

  // Start a project from it in the wizard, on another day: the same tasks, dates moved by the same days.
  await page.goto(`${baseUrl()}/dashboard`);
  await hydrated(page);
  await page.getByRole("button", { name: "Start from a template" }).click();
  const wizardDialog = page.getByRole("dialog", { name: "Start from a template" });
  await wizardDialog.getByRole("radio", { name: /Garden day/ }).check();
  await wizardDialog.getByLabel("Start date").fill("2027-06-07");
  await wizardDialog.getByLabel("Project name").fill("Autumn garden day");
  await wizardDialog.getByRole("button", { name: "Create Project" }).click();
  await page.waitForURL(/\/projects\/\d+$/, { timeout: 15_000 });
  const copyId = Number(new URL(page.url()).pathname.split("/").pop());
  expect(copyId).not.toBe(planId);
  await page.getByRole("heading", { name: "Autumn garden day" }).first().waitFor();
  const copy = await tasksOf(copyId);
  const names = (list: ApiTask[]) => list.map((t) => `${t.kind}:${t.name}`).sort();
  expect(names(copy)).toEqual(names(planTasks));
  // Every date keeps its distance from the first one.
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  const offsets = (list: ApiTask[]) => {
    const dates = list.flatMap((t) => [t.startDate, t.dueDate]).filter((d): d is string => d !== null);
    const first = Math.min(...dates.map(day));
    return list.map((t) => `${t.name}:${t.startDate ? day(t.startDate) - first : "-"}:${t.dueDate ? day(t.dueDate) - first : "-"}`).sort();
  };
  expect(offsets(planTasks).some((o) => !o.endsWith(":-:-"))).toBe(true);
  expect(offsets(copy)).toEqual(offsets(planTasks));
  expect(
    copy
      .flatMap((t) => [t.startDate, t.dueDate])
      .filter(Boolean)
      .sort()[0],
  ).toBe("2027-06-07");
  expect(errors).toEqual([]);
});
