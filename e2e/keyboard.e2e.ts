import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 15, "Keyboard first": a day's work without the mouse. Every step presses keys only, checks
// what the screen shows, and that a screen reader was told (the shortcut announcer).

let browser: Browser;
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const announced = (page: Page, text: string | RegExp) =>
  page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector('[data-testid="shortcut-announcer"]')?.textContent ?? ""),
    typeof text === "string" ? [text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), ""] : [text.source, text.flags],
  );

const rowNames = (page: Page) => page.locator("tbody tr[data-task-id] td:nth-child(2) button").allTextContents();

test("create, triage, move, assign and search from the keyboard; nothing fires while typing", async () => {
  const { context, page } = await signInAs(browser, `keys.${Date.now()}@example.com`);
  await page.waitForURL(/\/dashboard$/);
  const project = await (await apiAs(context, "POST", "/api/projects", { name: "Keyboard launch" })).json();
  for (const name of ["Write the brief", "Book the venue", "Order badges"]) {
    expect((await apiAs(context, "POST", "/api/tasks", { projectId: project.id, name })).status).toBe(201);
  }
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  const before = await rowNames(page);
  expect(before).toEqual(["Write the brief", "Book the venue", "Order badges"]);

  // The first Tab stop skips the sidebar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
  await page.keyboard.press("Enter");

  // j/k move the selection (the first task starts selected), and focus follows it.
  await page.keyboard.press("j");
  await announced(page, "Book the venue, 2 of 3");
  await expect(page.locator('tr[data-selected="true"]')).toHaveAttribute("data-task-id", /.+/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("tr")?.textContent)).toContain("Book the venue");
  await page.keyboard.press("k");
  await announced(page, "Write the brief, 1 of 3");
  await page.keyboard.press("j");

  // d marks it done, and the row stays where it was (x ticks it for bulk edit: e2e/bulk-edit.e2e.ts).
  await page.keyboard.press("d");
  await announced(page, "Marked done: Book the venue");
  await page.locator('tr[data-task-id]:has-text("Book the venue") td:nth-child(2) button.line-through').waitFor();
  expect(await rowNames(page)).toEqual(before);

  // 1 sets High priority.
  await page.keyboard.press("1");
  await announced(page, "High priority: Book the venue");
  // Column 4 is Priority (the phone-only summary under the name holds a hidden copy).
  await page.locator('tr[data-task-id]:has-text("Book the venue") td:nth-child(4)').getByText("High").waitFor();

  // e edits; typing a j in the name does not move the selection; Escape cancels.
  await page.keyboard.press("e");
  const name = page.getByLabel("Name", { exact: true });
  await name.waitFor();
  expect(
    await page.evaluate(() => document.activeElement?.getAttribute("value") ?? (document.activeElement as HTMLInputElement)?.value),
  ).toBe("Book the venue");
  await page.keyboard.type(" jjkx");
  await expect(name).toHaveValue("Book the venue jjkx");
  await page.keyboard.press("Escape");
  await name.waitFor({ state: "detached" });

  // a opens the edit with the Assignee field focused.
  await page.keyboard.press("a");
  await page.waitForFunction(() => document.activeElement?.textContent?.includes("Unassigned"));
  await page.keyboard.press("Escape");
  await page.getByLabel("Name", { exact: true }).waitFor({ state: "detached" });

  // c creates a task.
  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Add Task" });
  await dialog.waitFor();
  await page.keyboard.type("Print the programme");
  await page.keyboard.press("Enter");
  await page.getByText("Task created").waitFor();
  await page.locator("tbody").getByText("Print the programme").waitFor();

  // b and l switch views, and the choice survives a reload.
  await page.keyboard.press("b");
  await announced(page, "Board view");
  await page.getByRole("heading", { name: "In Progress" }).waitFor();
  await page.reload();
  await page.getByRole("heading", { name: "In Progress" }).waitFor();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.keyboard.press("l");
  await page.locator("tbody").getByText("Print the programme").waitFor();

  // g t and g a open the project's tabs.
  await page.keyboard.press("g");
  await page.keyboard.press("t");
  await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === "Timeline");
  await page.keyboard.press("g");
  await page.keyboard.press("a");
  await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === "Analytics");

  // ? lists every shortcut.
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await sheet.getByText("Mark selected task done / not done").waitFor();
  await sheet.getByText("Go to analytics").waitFor();
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "detached" });

  // Ctrl-K: the palette finds a task through the search index and opens it.
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search and commands" });
  await palette.waitFor();
  // The search index trails the board by its flush delay: search again until the task is found.
  await expect(async () => {
    await page.keyboard.press("Control+a");
    await page.keyboard.type("badges");
    await expect(palette.getByRole("option", { name: /Order badges/ })).not.toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // The first option is the task found for what is typed, not one of an answer for fewer letters.
  await page.keyboard.press("ArrowDown");
  await expect(palette.locator('[role="option"][data-focused="true"]')).toContainText("Order badges");
  await page.keyboard.press("Enter");
  await palette.waitFor({ state: "detached" });
  await page.waitForURL(/\?task=/);
  await page.locator('tr[data-selected="true"]').getByText("Order badges").waitFor();

  // / opens it too; an action runs from it.
  await page.keyboard.press("/");
  await palette.waitFor();
  await page.keyboard.type("go to team");
  await palette.getByRole("option", { name: "Go to team" }).waitFor();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/team$/);

  // g p goes to the projects list; g d to the dashboard.
  await page.keyboard.press("g");
  await page.keyboard.press("p");
  await page.waitForURL(/\/projects$/);
  await page.keyboard.press("g");
  await page.keyboard.press("d");
  await page.waitForURL(/\/dashboard$/);

  // A letter typed into the dashboard search is text, not a shortcut.
  await page.getByRole("searchbox", { name: "Search projects, tasks or resources" }).click();
  await page.keyboard.type("gp/");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await context.close();
});

test("on the board, j/k select a card, d and 1 act on it, e and a open its editor", async () => {
  const { context, page } = await signInAs(browser, `keys.board.${Date.now()}@example.com`);
  await page.waitForURL(/\/dashboard$/);
  const project = await (await apiAs(context, "POST", "/api/projects", { name: "Board keys" })).json();
  for (const name of ["Draft agenda", "Send invites"]) {
    expect((await apiAs(context, "POST", "/api/tasks", { projectId: project.id, name })).status).toBe(201);
  }
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  await page.keyboard.press("b");
  await announced(page, "Board view");
  const board = page.getByTestId("board");
  await board.getByText("Send invites").waitFor();
  const selectedCard = board.locator('li[data-selected="true"]');

  // j/k select cards, the selection shows on the card, and focus follows it.
  await page.keyboard.press("j");
  await announced(page, "Send invites, 2 of 2");
  await selectedCard.getByText("Send invites").waitFor();
  await expect(selectedCard).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("li[data-task-id]")?.textContent)).toContain("Send invites");
  await page.keyboard.press("k");
  await announced(page, "Draft agenda, 1 of 2");
  await selectedCard.getByText("Draft agenda").waitFor();

  // d moves the card to Done; 1 sets High priority on it.
  await page.keyboard.press("d");
  await announced(page, "Marked done: Draft agenda");
  await board.locator('[data-column="done"]').getByText("Draft agenda").waitFor();
  await page.keyboard.press("1");
  await announced(page, "High priority: Draft agenda");
  await board.locator('li[data-task-id]:has-text("Draft agenda")').getByText("High").waitFor();

  // e opens the task's editor (the list's) with its name focused.
  await page.keyboard.press("e");
  await announced(page, "Editing Draft agenda. Escape cancels.");
  const name = page.getByLabel("Name", { exact: true });
  await name.waitFor();
  await expect(name).toHaveValue("Draft agenda");
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("Draft agenda");
  await page.keyboard.press("Escape");
  await name.waitFor({ state: "detached" });

  // Back on the board, a opens the same editor on the Assignee field.
  await page.keyboard.press("b");
  await selectedCard.getByText("Draft agenda").waitFor();
  await page.keyboard.press("a");
  await announced(page, "Assign Draft agenda: choose a person with Enter");
  await page.waitForFunction(() => document.activeElement?.textContent?.includes("Unassigned"));
  await page.keyboard.press("Escape");
  await page.getByLabel("Name", { exact: true }).waitFor({ state: "detached" });

  // Away from a project, the palette finds people across the user's projects (the server's search).
  const me = await (await apiAs(context, "GET", "/api/auth/user")).json();
  await page.keyboard.press("g");
  await page.keyboard.press("d");
  await page.waitForURL(/\/dashboard$/);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search and commands" });
  await palette.waitFor();
  await page.keyboard.type(me.username);
  await palette.getByRole("option", { name: new RegExp(`@${me.username}`) }).waitFor();
  await context.close();
});
