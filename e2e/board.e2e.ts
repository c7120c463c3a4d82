import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// The scenario: create a project by hand, add tasks, edit one inline, drag a card to Done,
// and watch each change arrive without reload in a second browser signed in as another member; the
// same for a project rename and for the member's own role changing under them.

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    // The 409 of the conflict check below is expected; anything else is a bug.
    if (m.type() === "error" && !m.text().includes("409")) errors.push(`${m.text()} ${m.location().url}`);
  });
  return errors;
}

async function dragTo(page: Page, cardText: string, column: string) {
  const card = page.locator("[data-task-id]", { hasText: cardText });
  const target = page.locator(`[data-column="${column}"]`);
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's 6px activation distance, then over the column's empty bottom area.
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 24, { steps: 12 });
  await page.mouse.up();
}

test("two members see each other's changes live: create, add, edit inline, rename, drag to Done, role change", async () => {
  const owner = await signInAs(browser, "ada.board@example.com");
  const member = await signInAs(browser, "linus.board@example.com");
  const ownerErrors = collectErrors(owner.page);
  const memberErrors = collectErrors(member.page);

  // 1. Create the project by hand.
  const op = owner.page;
  await op.goto(`${baseUrl()}/projects`);
  await op.getByRole("link", { name: "Create Project Manually" }).click();
  await op.getByRole("heading", { name: "Create New Project" }).waitFor();
  await op.getByLabel("Project name").fill("Launch plan");
  await op.getByLabel("Description").fill("Everything for the spring launch.");
  await op.getByRole("button", { name: "Create Project" }).click();
  await op.waitForURL(/\/projects\/\d+$/);
  const projectId = Number(new URL(op.url()).pathname.split("/").pop());
  await op.getByRole("heading", { name: "Launch plan" }).waitFor();
  await op.getByTestId("live-status").getByText("Live").waitFor();

  // The second person becomes an editor of it.
  const me = (await (await apiAs(member.context, "GET", "/api/auth/user")).json()) as { id: number };
  const added = await apiAs(owner.context, "POST", `/api/projects/${projectId}/members`, { userId: me.id, role: "editor" });
  expect(added.status).toBe(201);

  // 2. Add tasks through the dialog.
  for (const name of ["Write press release", "Record demo video", "Book venue"]) {
    await op.getByRole("button", { name: "Add Task" }).click();
    const dialog = op.getByRole("dialog");
    await dialog.getByLabel("Task name").fill(name);
    await dialog.getByRole("button", { name: "Create Task" }).click();
    await dialog.waitFor({ state: "detached" });
    await op.getByRole("button", { name, exact: true }).waitFor();
  }
  await expect(op.getByText("0 of 3 tasks completed")).toHaveCount(1);

  // The member opens the same board in their own browser.
  const mp = member.page;
  await mp.goto(`${baseUrl()}/projects/${projectId}`);
  await mp.getByTestId("live-status").getByText("Live").waitFor();
  await mp.getByRole("button", { name: "Book venue", exact: true }).waitFor();
  // Both people are on the board now.
  await op.getByRole("list", { name: /On this board now: .*linus\.board/ }).waitFor();

  // 3. Edit one inline; the member sees it without reloading.
  await op.getByRole("button", { name: 'Edit "Record demo video"' }).click();
  const form = op.getByRole("form", { name: /Edit task/ });
  await form.getByLabel("Name").fill("Record the demo video");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await op.getByText("Task updated").first().waitFor();
  await mp.getByRole("button", { name: "Record the demo video", exact: true }).waitFor({ timeout: 10_000 });

  // The owner renames the project; the member's header follows without reloading.
  await op.getByRole("button", { name: "Rename project" }).click();
  await op.getByLabel("Project name").fill("Spring launch plan");
  await op.getByLabel("Project name").press("Enter");
  await op.getByText("Project updated").first().waitFor();
  await mp.getByRole("heading", { name: "Spring launch plan" }).waitFor({ timeout: 10_000 });

  // Two people changing different fields of one task both keep their change (issue 21 #8): the member
  // renames from the old version after the owner's description change, and it saves without a conflict.
  await mp.getByRole("button", { name: 'Edit "Book venue"' }).click();
  const memberForm = mp.getByRole("form", { name: /Edit task/ });
  await memberForm.getByLabel("Name").fill("Book the venue");
  const tasks = (await (await apiAs(owner.context, "GET", `/api/projects/${projectId}/tasks`)).json()) as Array<{
    id: string;
    name: string;
    version: number;
  }>;
  const venue = tasks.find((t) => t.name === "Book venue")!;
  const ownerEdit = await apiAs(owner.context, "PATCH", `/api/tasks/${venue.id}`, { description: "Capacity 200", version: venue.version });
  expect(ownerEdit.status).toBe(200);
  await memberForm.getByRole("button", { name: "Save", exact: true }).click();
  await mp.getByRole("button", { name: "Book the venue", exact: true }).waitFor();
  await expect(mp.getByRole("alert").filter({ hasText: "Someone else changed this task." })).toHaveCount(0);
  const merged = (await (await apiAs(owner.context, "GET", `/api/projects/${projectId}/tasks`)).json()) as Array<{
    id: string;
    name: string;
    description: string;
    version: number;
  }>;
  const both = merged.find((t) => t.id === venue.id)!;
  expect(both).toMatchObject({ name: "Book the venue", description: "Capacity 200" });

  // The same field still asks: the owner renames while the member is renaming too.
  await mp.getByRole("button", { name: 'Edit "Book the venue"' }).click();
  await memberForm.getByLabel("Name").fill("Book a venue");
  expect((await apiAs(owner.context, "PATCH", `/api/tasks/${venue.id}`, { name: "Book the hall", version: both.version })).status).toBe(
    200,
  );
  await memberForm.getByRole("button", { name: "Save", exact: true }).click();
  await mp.getByRole("alert").filter({ hasText: "Someone else changed this task." }).waitFor();
  await memberForm.getByRole("button", { name: "Save", exact: true }).click();
  await mp.getByRole("button", { name: "Book a venue", exact: true }).waitFor();
  // Back to the name the rest of this test expects.
  await mp.getByRole("button", { name: 'Edit "Book a venue"' }).click();
  await memberForm.getByLabel("Name").fill("Book the venue");
  await memberForm.getByRole("button", { name: "Save", exact: true }).click();
  await mp.getByRole("button", { name: "Book the venue", exact: true }).waitFor();

  // 4. Drag a card to Done on the board; it arrives in the member's board without reload.
  await op.getByRole("radio", { name: "Board" }).click();
  await mp.getByRole("radio", { name: "Board" }).click();
  await op.locator('[data-column="todo"] [data-task-id]', { hasText: "Write press release" }).waitFor();
  await dragTo(op, "Write press release", "done");
  await op.locator('[data-column="done"] [data-task-id]', { hasText: "Write press release" }).waitFor();
  await mp.locator('[data-column="done"] [data-task-id]', { hasText: "Write press release" }).waitFor({ timeout: 10_000 });
  await mp.getByText("1 of 3 tasks completed").waitFor();

  // The move is stored, not only shown.
  const stored = (await (await apiAs(member.context, "GET", `/api/projects/${projectId}/tasks`)).json()) as Array<{
    name: string;
    status: string;
  }>;
  expect(stored.find((t) => t.name === "Write press release")?.status).toBe("done");

  // 5. The owner makes the member a viewer while they are editing a row: the edit closes with a
  // notice and the edit controls go away, without a reload.
  await mp.getByRole("radio", { name: "List" }).click();
  await mp.getByRole("button", { name: 'Edit "Book the venue"' }).click();
  await mp.getByRole("form", { name: /Edit task/ }).waitFor();
  const demoted = await apiAs(owner.context, "PATCH", `/api/projects/${projectId}/members/${me.id}`, { role: "viewer" });
  expect(demoted.status).toBe(200);
  await mp.getByText("You now have view-only access").waitFor({ timeout: 10_000 });
  await mp.getByRole("alert").filter({ hasText: "Your unsaved edit of “Book the venue” was discarded" }).waitFor();
  await mp.getByRole("form", { name: /Edit task/ }).waitFor({ state: "detached" });
  await expect(mp.getByRole("button", { name: "Add Task" })).toHaveCount(0);
  await expect(mp.getByRole("button", { name: 'Edit "Book the venue"' })).toHaveCount(0);

  expect(ownerErrors, ownerErrors.join("\n")).toEqual([]);
  expect(memberErrors, memberErrors.join("\n")).toEqual([]);
  await owner.context.close();
  await member.context.close();
});
