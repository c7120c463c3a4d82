import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 14's scenario: alice mentions bob in a comment; bob's bell lights up live; he opens the task
// from the notification and reads the comment; alice undoes a move (Ctrl+Z) and bob sees it undone.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${m.text()} ${m.location().url}`);
  });
  return errors;
}

const statusCell = (page: Page, taskId: string) => page.locator(`tr[data-task-id="${taskId}"] td:nth-child(3)`);

test("a mention lights the bell live, the notification opens the task, and an undone move reaches everyone", async () => {
  const alice = await signInAs(browser, "alice.collab@example.com");
  const bob = await signInAs(browser, "bob.collab@example.com");
  const aliceErrors = collectErrors(alice.page);
  const bobErrors = collectErrors(bob.page);

  const project = await (await apiAs(alice.context, "POST", "/api/projects", { name: "Spring campaign" })).json();
  const bobMe = (await (await apiAs(bob.context, "GET", "/api/auth/user")).json()) as { id: number; username: string };
  expect((await apiAs(alice.context, "POST", `/api/projects/${project.id}/members`, { userId: bobMe.id, role: "editor" })).status).toBe(
    201,
  );
  const task = await (await apiAs(alice.context, "POST", "/api/tasks", { projectId: project.id, name: "Draft the brief" })).json();

  // Bob waits on his dashboard: nothing new yet.
  await bob.page.goto(`${baseUrl()}/dashboard`);
  await bob.page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
  await expect(bob.page.getByTestId("notification-dot")).toHaveCount(0);

  // Alice comments on the task, mentioning bob through the autocomplete.
  const ap = alice.page;
  await ap.goto(`${baseUrl()}/projects/${project.id}`);
  await ap.getByTestId("live-status").getByText("Live").waitFor();
  await ap.locator(`tr[data-task-id="${task.id}"]`).getByRole("button", { name: "Draft the brief", exact: true }).click();
  const box = ap.getByRole("combobox", { name: "Comment on Draft the brief" });
  await box.click();
  await box.pressSequentially(`Can you take this? @${bobMe.username.slice(0, 3)}`);
  const option = ap.getByRole("option", { name: new RegExp(`@${bobMe.username}`) });
  await option.waitFor();
  await box.press("Enter");
  await expect(box).toHaveValue(`Can you take this? @${bobMe.username} `);
  await box.pressSequentially("See `brief.md`.");
  await ap.getByRole("button", { name: "Comment", exact: true }).click();
  const posted = ap.getByTestId("comment").filter({ hasText: "Can you take this?" });
  await posted.waitFor();
  await posted.locator("code", { hasText: "brief.md" }).waitFor();

  // Bob's bell lights up without a reload.
  await bob.page.getByTestId("notification-dot").waitFor();
  await bob.page.getByRole("button", { name: "Notifications (1 new)" }).click();
  const dialog = bob.page.getByRole("dialog", { name: "Notifications" });
  await dialog.getByRole("link", { name: /mentioned you on “Draft the brief”/ }).click();
  await bob.page.waitForURL(new RegExp(`/projects/${project.id}\\?task=`));
  const comments = bob.page.getByTestId("task-comments");
  await comments.getByRole("heading", { name: "Comments on “Draft the brief”" }).waitFor();
  await comments.getByTestId("comment").filter({ hasText: "Can you take this?" }).waitFor();
  await bob.page.getByTestId("live-status").getByText("Live").waitFor();

  // Alice moves the task; bob sees it; alice undoes with Ctrl+Z; bob sees it back.
  expect((await apiAs(alice.context, "PATCH", `/api/tasks/${task.id}`, { status: "in-progress" })).status).toBe(200);
  await statusCell(bob.page, task.id).getByText("In Progress").waitFor();
  await ap.getByRole("button", { name: "Undo moving “Draft the brief”" }).waitFor();
  await ap.locator("body").click({ position: { x: 5, y: 5 } });
  await ap.keyboard.press("Control+z");
  await ap.getByText("Undid moving “Draft the brief”").waitFor();
  await statusCell(bob.page, task.id).getByText("To Do").waitFor();
  await statusCell(ap, task.id).getByText("To Do").waitFor();

  // The Activity view shows it, undo tagged.
  await ap.getByRole("tab", { name: "Activity" }).click();
  const list = ap.getByTestId("activity-list");
  await list.getByText("undo").first().waitFor();

  expect(aliceErrors).toEqual([]);
  expect(bobErrors).toEqual([]);
  await alice.context.close();
  await bob.context.close();
});

test("subtasks nest under their parent with progress; My tasks groups by due date; deleting a parent asks first and Activity restores it", async () => {
  const alice = await signInAs(browser, "alice.subtasks@example.com");
  const bob = await signInAs(browser, "bob.subtasks@example.com");
  const bobErrors = collectErrors(bob.page);
  const project = await (await apiAs(alice.context, "POST", "/api/projects", { name: "Website relaunch" })).json();
  const bobMe = (await (await apiAs(bob.context, "GET", "/api/auth/user")).json()) as { id: number };
  await apiAs(alice.context, "POST", `/api/projects/${project.id}/members`, { userId: bobMe.id, role: "editor" });
  const parent = await (await apiAs(alice.context, "POST", "/api/tasks", { projectId: project.id, name: "Launch site" })).json();
  await apiAs(alice.context, "POST", "/api/tasks", { projectId: project.id, name: "Unrelated chore" });
  const child = await (
    await apiAs(alice.context, "POST", "/api/tasks", {
      projectId: project.id,
      name: "Write copy",
      parentTaskId: parent.id,
      assigneeId: bobMe.id,
      dueDate: "2020-01-06",
    })
  ).json();
  await apiAs(alice.context, "POST", "/api/tasks", {
    projectId: project.id,
    name: "Plan retro",
    assigneeId: bobMe.id,
    dueDate: "2099-01-01",
  });

  // The list nests the subtask right under its parent; the parent shows 0 of 1 done.
  const bp = bob.page;
  await bp.goto(`${baseUrl()}/projects/${project.id}`);
  const rows = bp.locator("tbody tr[data-task-id]");
  await rows.first().waitFor();
  const order = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-task-id")));
  expect(order.indexOf(child.id)).toBe(order.indexOf(parent.id) + 1);
  await bp.locator(`tr[data-task-id="${parent.id}"]`).getByText("0 of 1 subtask done").waitFor();
  await bp.locator(`tr[data-task-id="${child.id}"]`).getByText("Subtask:").waitFor();

  // My tasks: the overdue subtask first; marking it done takes it off the list.
  await bp.goto(`${baseUrl()}/my-tasks`);
  const overdue = bp.getByTestId("my-tasks-overdue");
  // The task index trails the board by its flush delay: reload until the task is listed.
  await expect(async () => {
    if ((await overdue.count()) === 0) await bp.reload();
    await expect(overdue).not.toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await overdue.getByRole("link", { name: "Write copy" }).waitFor();
  await bp.getByTestId("my-tasks-later").getByRole("link", { name: "Plan retro" }).waitFor();
  await overdue.getByRole("button", { name: 'Mark "Write copy" as done' }).click();
  await bp.getByText("“Write copy” is done").waitFor();
  await expect(bp.getByTestId("my-tasks-overdue")).toHaveCount(0);

  // Back on the project the parent reads 1 of 1, live.
  await bp.goto(`${baseUrl()}/projects/${project.id}`);
  await bp.locator(`tr[data-task-id="${parent.id}"]`).getByText("1 of 1 subtask done").waitFor();
  // The row is the server's HTML until the page is hydrated and on the live board: act after that.
  await bp.getByTestId("live-status").getByText("Live").waitFor();

  // Deleting the parent asks first and says what happens to its subtask; Activity brings it back.
  await bp.getByRole("button", { name: 'Delete "Launch site"' }).click();
  const confirm = bp.getByRole("alertdialog");
  await confirm.waitFor();
  await confirm.getByText("Its 1 subtask will stay on the board as top-level tasks.", { exact: false }).waitFor();
  await confirm.getByRole("button", { name: "Delete Task" }).click();
  await bp.locator(`tr[data-task-id="${parent.id}"]`).waitFor({ state: "detached" });
  await bp.getByRole("tab", { name: "Activity" }).click();
  await bp.getByRole("button", { name: "Restore “Launch site”" }).click();
  // The toast says it; the activity feed may list "… restored “Launch site”" too by then, so read the toast.
  await bp.getByTestId("toast").getByText("Restored “Launch site”").waitFor();
  await bp.getByRole("tab", { name: "Tasks" }).click();
  await bp.locator(`tr[data-task-id="${parent.id}"]`).waitFor();

  expect(bobErrors).toEqual([]);
  await alice.context.close();
  await bob.context.close();
});
