import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 25 (the Add Task gap) and issue 23 #2: the Add Task dialog sets the project's own status, its
// labels and its fields in the create itself; a value the board would refuse is refused in place, next
// to its input (aria-invalid, the message tied to it), with everything typed kept.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

interface ApiTask {
  id: string;
  name: string;
  status: string;
  statusId?: string;
  labelIds?: string[];
  fields?: Record<string, unknown>;
}

test("Add Task sets a status, labels and fields in one create; a bad value is refused next to its input", async () => {
  const stamp = Date.now();
  const ada = await signInAs(browser, `ada.addtask.${stamp}@example.com`);
  const errors: string[] = [];
  ada.page.on("pageerror", (e) => errors.push(e.message));
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await apiAs(ada.context, method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const project = (await call("POST", "/api/projects", { name: "Harbour fair" })) as { id: number };
  const bug = (await call("POST", `/api/projects/${project.id}/labels`, { name: "Bug", color: "red" })) as { id: string };
  await call("POST", `/api/projects/${project.id}/labels`, { name: "Interface", color: "blue" });
  const review = (await call("POST", `/api/projects/${project.id}/statuses`, { name: "Review", category: "in-progress" })) as {
    id: string;
  };
  const budget = (await call("POST", `/api/projects/${project.id}/fields`, { name: "Budget", type: "number" })) as { id: string };
  const team = (await call("POST", `/api/projects/${project.id}/fields`, {
    name: "Team",
    type: "multi-select",
    options: [{ name: "Web" }, { name: "Ops" }],
  })) as { id: string; options: Array<{ id: string; name: string }> };
  const signed = (await call("POST", `/api/projects/${project.id}/fields`, { name: "Signed", type: "checkbox" })) as { id: string };

  const page = ada.page;
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByRole("button", { name: "Add Task" }).click();
  const dialog = page.getByRole("dialog");

  // No name: refused in place, on the name input.
  await dialog.getByRole("button", { name: "Create Task" }).click();
  const nameInput = dialog.getByLabel("Task name");
  await dialog.getByText("Please enter a task name").waitFor();
  await expect.poll(() => nameInput.getAttribute("aria-invalid")).toBe("true");
  const nameDescribedBy = (await nameInput.getAttribute("aria-describedby")) ?? "";
  expect(nameDescribedBy).not.toBe("");
  const nameErrorIds = await dialog.getByText("Please enter a task name").evaluate((el) => el.id);
  expect(nameDescribedBy.split(" ")).toContain(nameErrorIds);

  await nameInput.fill("Hang the banners");
  await dialog.getByRole("button", { name: /Status/ }).click();
  await page.getByRole("option", { name: "Review (In progress)" }).click();
  // The boxes are drawn over their inputs: a person clicks the words.
  await dialog.getByText("Bug", { exact: true }).click();
  const budgetInput = dialog.getByLabel("Budget");
  await budgetInput.fill("lots");
  await dialog.getByRole("group", { name: "Team" }).getByText("Ops", { exact: true }).click();
  await dialog.getByRole("group", { name: "Signed" }).getByText("Yes", { exact: true }).click();

  // The board's rule, in the board's words, next to the Budget input; nothing is created, nothing typed is lost.
  await dialog.getByRole("button", { name: "Create Task" }).click();
  await dialog.getByText("Budget: enter a number.").waitFor();
  await expect.poll(() => budgetInput.getAttribute("aria-invalid")).toBe("true");
  expect(await nameInput.inputValue()).toBe("Hang the banners");
  expect(await dialog.getByRole("checkbox", { name: "Bug" }).isChecked()).toBe(true);
  expect(((await call("GET", `/api/projects/${project.id}/tasks`)) as ApiTask[]).length).toBe(0);
  await page.screenshot({ path: "e2e/artifacts/i25-add-task-field-error-1280.png" });

  await budgetInput.fill("12.5");
  await expect.poll(() => dialog.getByText("Budget: enter a number.").count()).toBe(0);
  await dialog.getByRole("button", { name: "Create Task" }).click();
  await dialog.waitFor({ state: "detached" });

  const ops = team.options.find((o) => o.name === "Ops")?.id;
  await expect
    .poll(async () => ((await call("GET", `/api/projects/${project.id}/tasks`)) as ApiTask[]).find((t) => t.name === "Hang the banners"))
    .toMatchObject({
      status: "in-progress",
      statusId: review.id,
      labelIds: [bug.id],
      fields: { [budget.id]: 12.5, [team.id]: [ops], [signed.id]: true },
    });
  await page.getByRole("button", { name: "Hang the banners", exact: true }).waitFor();
  expect(errors).toEqual([]);
});
