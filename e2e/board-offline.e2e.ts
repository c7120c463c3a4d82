import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl } from "./lib/harness";

// Issue 15 item 2: board edits made offline are kept in a local queue, shown as "N changes waiting",
// survive a reload, and land exactly once when the connection is back.

interface TaskRow {
  id: string;
  name: string;
  status: string;
  version: number;
}

test("edits made offline survive a reload and land once when the connection is back", async ({ signIn, createProject, addTasks }) => {
  const person = await signIn(`offline.${Date.now()}@example.com`);
  const { context, page } = person;
  const project = { id: await createProject(person, { name: "Offline board" }) };
  const [created] = await addTasks(person, project.id, [{ name: "Pack the tent" }]);
  expect(created.version).toBe(1);

  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();

  // Offline: the socket is dropped, the edits go to the queue and show at once.
  await context.setOffline(true);
  await page.getByTestId("live-status").getByText("Offline").waitFor();
  await page.getByRole("button", { name: 'Mark "Pack the tent" as done' }).click();
  await page.getByRole("button", { name: 'Mark "Pack the tent" as to do' }).waitFor();
  await page.getByRole("button", { name: "Add Task" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Task name").fill("Buy a stove");
  await dialog.getByRole("button", { name: "Create Task" }).click();
  await page.getByText("Saved on this device").first().waitFor();
  await page.getByTestId("changes-waiting").getByText("2 changes waiting").waitFor();
  // Nothing reached the server.
  expect(((await (await apiAs(context, "GET", `/api/projects/${project.id}/tasks`)).json()) as TaskRow[]).map((t) => t.name)).toEqual([
    "Pack the tent",
  ]);

  // A reload while offline fails (no network), and the queue is still there afterwards.
  await page.reload().catch(() => {});
  await context.setOffline(false);
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();
  // Back online, the queue drains in order.
  await page.getByTestId("changes-waiting").waitFor({ state: "detached", timeout: 15_000 });

  const tasks = (await (await apiAs(context, "GET", `/api/projects/${project.id}/tasks`)).json()) as TaskRow[];
  const tent = tasks.find((t) => t.name === "Pack the tent")!;
  // Applied exactly once: one version step, and one new task.
  expect(tent).toMatchObject({ status: "done", version: 2 });
  expect(tasks.filter((t) => t.name === "Buy a stove")).toHaveLength(1);
  expect(tasks).toHaveLength(2);

  // Another reload: nothing left to send, nothing applied again.
  await page.reload();
  await page.getByTestId("live-status").getByText("Live").waitFor();
  // A write of its own after the reload, and once it is stored: a queue sent again on reconnect would
  // have gone ahead of it on the same socket.
  await page.getByRole("button", { name: 'Mark "Buy a stove" as done' }).click();
  await expect
    .poll(async () => {
      const rows = (await (await apiAs(context, "GET", `/api/projects/${project.id}/tasks`)).json()) as TaskRow[];
      return rows.find((t) => t.name === "Buy a stove")?.status;
    })
    .toBe("done");
  const again = (await (await apiAs(context, "GET", `/api/projects/${project.id}/tasks`)).json()) as TaskRow[];
  expect(again.find((t) => t.id === tent.id)!.version).toBe(2);
  expect(again).toHaveLength(2);
  await expect(page.getByTestId("changes-waiting")).toHaveCount(0);
  await context.close();
});

test("a queued edit that meets someone else's change on reconnect opens the conflict notice", async ({
  signIn,
  createProject,
  addTasks,
}) => {
  const person = await signIn(`offline.conflict.${Date.now()}@example.com`);
  const { context, page } = person;
  const project = { id: await createProject(person, { name: "Conflict board" }) };
  const [task] = await addTasks(person, project.id, [{ name: "Draft the agenda" }]);
  await page.goto(`${baseUrl()}/projects/${project.id}`);
  await page.getByTestId("live-status").getByText("Live").waitFor();

  await context.setOffline(true);
  await page.getByTestId("live-status").getByText("Offline").waitFor();
  await page.getByRole("button", { name: 'Edit "Draft the agenda"' }).click();
  const form = page.getByRole("form", { name: /Edit task/ });
  await form.getByLabel("Name").fill("Draft the agenda (mine)");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByTestId("changes-waiting").getByText("1 change waiting").waitFor();

  // Meanwhile a teammate (here: the API, as another client would; this test's own fetch is not
  // offline) renames the same task, before this browser is back.
  const theirs = await fetch(`${baseUrl()}/api/tasks/${task.id}`, {
    method: "PATCH",
    headers: {
      cookie: (await context.cookies(baseUrl())).map((c) => `${c.name}=${c.value}`).join("; "),
      origin: baseUrl(),
      "content-type": "application/json",
    },
    body: JSON.stringify({ name: "Draft the agenda (theirs)" }),
  });
  expect(theirs.status).toBe(200);
  await context.setOffline(false);

  // Back online: the queued edit is sent, refused as stale, and the row editor shows both versions.
  const notice = page.getByRole("alert").filter({ hasText: "theirs" });
  await notice.waitFor({ timeout: 15_000 });
  await expect(notice).toContainText("Draft the agenda (theirs)");
  await expect(notice).toContainText("Draft the agenda (mine)");
  await page.getByTestId("changes-waiting").waitFor({ state: "detached" });
  // Nothing of ours was applied behind the person's back.
  const now = ((await (await apiAs(context, "GET", `/api/projects/${project.id}/tasks`)).json()) as TaskRow[])[0];
  expect(now).toMatchObject({ name: "Draft the agenda (theirs)", version: 2 });
  await context.close();
});
