import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 21 #8, forms and edits: status and priority cells edit in place (mouse and keyboard, live and
// undoable); the project description is edited on the project page, read by viewers; an unsaved edit
// survives a reload as a draft, and says it is one; adding a member offers teammates as you type.

let browser: Browser;
let ada: { context: BrowserContext; page: Page };
let bob: { context: BrowserContext; page: Page };
let bobId: number;
const stamp = Date.now().toString(36);

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  ada = await signInAs(browser, `ada.inplace.${stamp}@example.com`);
  bob = await signInAs(browser, `bob.inplace.${stamp}@example.com`);
  bobId = ((await (await apiAs(bob.context, "GET", "/api/auth/user")).json()) as { id: number }).id;
});

async function call(context: BrowserContext, method: string, path: string, body?: unknown) {
  const res = await apiAs(context, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

async function open(page: Page, id: number, tab?: string) {
  await page.goto(`${baseUrl()}/projects/${id}${tab ? `?tab=${tab}` : ""}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
}

const taskOf = async (id: number, taskId: string) =>
  (
    (await call(ada.context, "GET", `/api/projects/${id}/tasks`)) as Array<{ id: string; status: string; priority: string; name: string }>
  ).find((t) => t.id === taskId);

test("status and priority change in place, by keyboard and mouse, live for a viewer and undoable; a viewer gets no menus", async () => {
  const project = (await call(ada.context, "POST", "/api/projects", { name: "Cells project" })) as { id: number };
  const task = (await call(ada.context, "POST", "/api/tasks", { projectId: project.id, name: "Book the hall" })) as { id: string };
  await call(ada.context, "POST", `/api/projects/${project.id}/members`, { userId: bobId, role: "viewer" });
  await open(ada.page, project.id);
  await ada.page.getByRole("radio", { name: "List" }).click();
  await open(bob.page, project.id);
  await bob.page.getByRole("radio", { name: "List" }).click();
  const row = ada.page.locator(`tr[data-task-id="${task.id}"]`);
  const bobRow = bob.page.locator(`tr[data-task-id="${task.id}"]`);

  // Keyboard: focus the status cell, open its menu with Enter, walk to In Progress, pick it with Enter.
  const status = row.getByRole("button", { name: "Status of “Book the hall”: To Do" });
  await status.focus();
  await ada.page.keyboard.press("Enter");
  const menu = ada.page.getByRole("menu", { name: "Status of “Book the hall”" });
  await menu.waitFor();
  await expect(menu.getByRole("menuitemradio", { name: "To Do" })).toHaveAttribute("aria-checked", "true");
  await ada.page.keyboard.press("ArrowDown");
  await ada.page.keyboard.press("Enter");
  await menu.waitFor({ state: "detached" });
  await expect.poll(async () => (await taskOf(project.id, task.id))?.status).toBe("in-progress");
  await row.getByRole("button", { name: "Status of “Book the hall”: In Progress" }).waitFor();
  // The focus is back on the cell, and the viewer saw it live.
  await expect
    .poll(() => ada.page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
    .toBe("Status of “Book the hall”: In Progress");
  await bobRow.getByText("In Progress").first().waitFor();

  // Mouse: priority High.
  await row.getByRole("button", { name: "Priority of “Book the hall”: Medium" }).click();
  await ada.page.getByRole("menuitemradio", { name: "High" }).click();
  await expect.poll(async () => (await taskOf(project.id, task.id))?.priority).toBe("high");
  await ada.page.screenshot({ path: "e2e/artifacts/i21-in-place-cells-1280.png" });

  // Undo takes the priority back (the same write path as every board change).
  await ada.page.getByRole("button", { name: /^Undo .+/ }).click();
  await expect.poll(async () => (await taskOf(project.id, task.id))?.priority).toBe("medium");

  // Escape closes a menu without a change.
  await row.getByRole("button", { name: /^Status of “Book the hall”/ }).click();
  await ada.page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  expect((await taskOf(project.id, task.id))?.status).toBe("in-progress");

  // The viewer reads the values, with nothing to open.
  await expect(bobRow.getByTestId("status-cell")).toHaveCount(0);
  await expect(bobRow.getByTestId("priority-cell")).toHaveCount(0);
  await expect(bob.page.getByRole("button", { name: /^Status of/ })).toHaveCount(0);
});

test("the description is edited on the project page; a viewer reads it live and can't edit; a draft survives a reload", async () => {
  const project = (await call(ada.context, "POST", "/api/projects", { name: "Described project", description: "First words" })) as {
    id: number;
  };
  await call(ada.context, "POST", `/api/projects/${project.id}/members`, { userId: bobId, role: "viewer" });
  await open(ada.page, project.id, "overview");
  await open(bob.page, project.id, "overview");
  await bob.page.getByTestId("project-description").getByText("First words").waitFor();
  await expect(bob.page.getByRole("button", { name: "Edit description" })).toHaveCount(0);

  await ada.page.getByRole("button", { name: "Edit description" }).click();
  const field = ada.page.getByRole("textbox", { name: "Description" });
  await field.fill("A weekend of music on the quay");
  // A reload keeps it, as a draft: not saved, and said so.
  await ada.page.reload();
  await ada.page.getByTestId("live-status").getByText("Live").waitFor();
  await ada.page.getByText("Unsaved draft restored from this browser. It is not saved yet").waitFor();
  await expect(ada.page.getByRole("textbox", { name: "Description" })).toHaveValue("A weekend of music on the quay");
  expect(((await call(ada.context, "GET", `/api/projects/${project.id}`)) as { description: string }).description).toBe("First words");
  await expect(ada.page.getByText(/saved/i).filter({ hasNotText: "not saved" })).toHaveCount(0);

  await ada.page.getByRole("button", { name: "Save", exact: true }).click();
  await ada.page.getByTestId("project-description").getByText("A weekend of music on the quay").waitFor();
  expect(((await call(ada.context, "GET", `/api/projects/${project.id}`)) as { description: string }).description).toBe(
    "A weekend of music on the quay",
  );
  await bob.page.getByTestId("project-description").getByText("A weekend of music on the quay").waitFor();
  // Saved: the draft is gone, a reload shows the plain text.
  await ada.page.reload();
  await ada.page.getByTestId("live-status").getByText("Live").waitFor();
  await ada.page.getByRole("button", { name: "Edit description" }).waitFor();
  await expect(ada.page.getByText("Unsaved draft restored")).toHaveCount(0);
  // The server refuses a viewer's write too.
  expect((await apiAs(bob.context, "PATCH", `/api/projects/${project.id}`, { description: "Mine now" })).status).toBe(403);
});

test("an unsaved row edit and an unsaved new task survive a reload as drafts; Cancel drops them", async () => {
  const { page } = ada;
  const project = (await call(ada.context, "POST", "/api/projects", { name: "Draft project" })) as { id: number };
  const task = (await call(ada.context, "POST", "/api/tasks", { projectId: project.id, name: "Print the flyers" })) as { id: string };
  await open(page, project.id);
  await page.getByRole("radio", { name: "List" }).click();

  await page.getByRole("button", { name: 'Edit "Print the flyers"' }).click();
  const form = page.getByRole("form", { name: /Edit task/ });
  await form.getByLabel("Name").fill("Print the flyers in colour");
  await page.reload();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await form.getByText("Unsaved draft restored from this browser. It is not saved yet").waitFor();
  await expect(form.getByLabel("Name")).toHaveValue("Print the flyers in colour");
  expect((await taskOf(project.id, task.id))?.name).toBe("Print the flyers");
  await page.screenshot({ path: "e2e/artifacts/i21-draft-restored-1280.png" });
  // Cancel drops it: a reload opens no editor.
  await form.getByRole("button", { name: "Cancel" }).click();
  await form.waitFor({ state: "detached" });
  await page.reload();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.locator(`tr[data-task-id="${task.id}"]`).waitFor();
  await expect(form).toHaveCount(0);

  // Saved: the draft is gone too.
  await page.getByRole("button", { name: 'Edit "Print the flyers"' }).click();
  await form.getByLabel("Name").fill("Print the flyers today");
  await form.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await taskOf(project.id, task.id))?.name).toBe("Print the flyers today");
  await page.reload();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.locator(`tr[data-task-id="${task.id}"]`).waitFor();
  await expect(form).toHaveCount(0);

  // The Add Task form: what was typed comes back when it is opened after a reload.
  await page.getByRole("button", { name: "Add Task" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Task name").fill("Hang the posters");
  await dialog.getByLabel("Description", { exact: true }).fill("On the quay");
  await page.reload();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.getByRole("button", { name: "Add Task" }).click();
  await dialog.getByText("Unsaved draft restored from this browser. It is not saved yet").waitFor();
  await expect(dialog.getByLabel("Task name")).toHaveValue("Hang the posters");
  await expect(dialog.getByLabel("Description", { exact: true })).toHaveValue("On the quay");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(dialog.getByLabel("Task name")).toHaveValue("");
  await expect(dialog.getByText("Unsaved draft restored")).toHaveCount(0);
});

test("adding a member offers teammates as you type, never a stranger", async () => {
  const grace = await signInAs(browser, `grace.inplace.${stamp}@example.com`);
  const stranger = await signInAs(browser, `grace.stranger.${stamp}@example.com`);
  const me = async (c: BrowserContext) => (await (await apiAs(c, "GET", "/api/auth/user")).json()) as { id: number; username: string };
  const g = await me(grace.context);
  const s = await me(stranger.context);
  await call(stranger.context, "POST", "/api/projects", { name: "Stranger's own" });
  const shared = (await call(ada.context, "POST", "/api/projects", { name: "Shared before" })) as { id: number };
  await call(ada.context, "POST", `/api/projects/${shared.id}/members`, { userId: g.id, role: "editor" });
  const fresh = (await call(ada.context, "POST", "/api/projects", { name: "New team" })) as { id: number };

  const { page } = ada;
  await open(page, fresh.id, "members");
  const field = page.getByRole("combobox", { name: "Username" });
  await field.pressSequentially("grace.", { delay: 30 });
  const list = page.getByRole("listbox", { name: "Matching people" });
  await list.getByRole("option", { name: new RegExp(`@${g.username}`) }).waitFor();
  // Only the teammate: the stranger, whose username starts the same, is not offered.
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByText(`@${s.username}`)).toHaveCount(0);
  await page.screenshot({ path: "e2e/artifacts/i21-member-suggest-1280.png" });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.getByRole("region", { name: "Found user" }).getByText(`@${g.username}`).waitFor();
  await page.getByRole("button", { name: "Add Team Member" }).click();
  await expect
    .poll(async () =>
      ((await call(ada.context, "GET", `/api/projects/${fresh.id}/members`)) as Array<{ userId: number }>).map((m) => m.userId),
    )
    .toContain(g.id);
  // Now a member: no longer offered here.
  await field.fill("");
  await field.pressSequentially("grace.", { delay: 30 });
  // Once the server has answered this text, the list offers nobody (its "no matches" line is not an option).
  await page.getByRole("status").filter({ hasText: "No teammate matches. Search looks up any username." }).waitFor();
  await expect(list.getByRole("option")).toHaveCount(0);
  await grace.context.close();
  await stranger.context.close();
});
