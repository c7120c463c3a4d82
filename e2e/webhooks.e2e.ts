import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { seriousViolations } from "./lib/axe";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, newPersonContext, signInAs } from "./lib/harness";

// Issue 24: an owner adds a webhook from the project's Overview, copies the secret shown once, and a
// receiver (a local server: development allows http://127.0.0.1) gets signed events from the queue.
// The delivery log shows the status code and timing, and Redeliver sends the event again under the
// same webhook-id. At 375 px the panel fits the screen; axe finds nothing serious.

let browser: Browser;
let receiver: Server;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => {
      body += d;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

async function until<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 20_000): Promise<T> {
  let value: T | undefined | null | false;
  await expect
    .poll(
      () => {
        value = check();
        return Boolean(value);
      },
      { message: `waiting for ${what}`, timeout: timeoutMs },
    )
    .toBe(true);
  return value as T;
}

test("an owner adds a webhook, the receiver gets signed events, and the delivery log redelivers one", async () => {
  const context = await newPersonContext(browser, { width: 375, height: 800 });
  const owner = await signInAs(browser, "wendy.hooks@example.com", { context });
  const errors: string[] = [];
  owner.page.on("pageerror", (e) => errors.push(e.message));
  const created = await apiAs(owner.context, "POST", "/api/projects", { name: "Hooked launch" });
  const projectId = ((await created.json()) as { id: number }).id;
  const port = (receiver.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/kickoff`;

  const page = owner.page;
  await page.goto(`${baseUrl()}/projects/${projectId}?tab=overview`);
  await page.getByRole("heading", { name: "Webhooks" }).waitFor();
  await page.getByText("No webhooks yet.").waitFor();

  // A private address is refused with the server's message, next to the field.
  await page.getByLabel("Receiver URL").fill("https://192.168.1.10/hook");
  await page.getByRole("button", { name: "Add webhook" }).click();
  await page.getByText("Webhook URLs must point to a public address, not a private, loopback or link-local one.").waitFor();

  // Only task events.
  await page.getByLabel("Receiver URL").fill(url);
  for (const name of ["Comment added", "Dependency changed", "Member changed"]) {
    await page.getByText(name, { exact: true }).click();
    await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
  }
  await page.getByRole("button", { name: "Add webhook" }).click();
  await page.getByText("Copy the signing secret now: it is shown only once.").waitFor();
  const secret = (await page
    .locator("code")
    .filter({ hasText: /^whsec_/ })
    .textContent())!;
  expect(secret).toMatch(/^whsec_/);
  const item = page.getByRole("list", { name: "Webhooks" }).getByRole("listitem").first();
  await item.getByText(url).waitFor();
  await item.getByText("Active").waitFor();

  // Two changes reach the receiver, signed, in order.
  const task = await apiAs(owner.context, "POST", "/api/tasks", { projectId, name: "Announce the launch" });
  const taskId = ((await task.json()) as { id: string }).id;
  await apiAs(owner.context, "PATCH", `/api/tasks/${taskId}`, { status: "done" });
  await until(() => received.length >= 3, "three deliveries");
  const verifier = new Webhook(secret);
  const types = received.map((r) => (verifier.verify(r.body, r.headers as Record<string, string>) as { type: string }).type);
  expect(types).toEqual(["task.created", "task.updated", "task.completed"]);

  // The log shows them; Redeliver sends the newest again under its webhook-id.
  await page.getByRole("button", { name: "Show deliveries" }).click();
  const log = page.getByRole("list", { name: "Deliveries" });
  await log.getByRole("listitem").nth(2).waitFor();
  await expect(log.getByText("HTTP 204")).toHaveCount(3);
  await expect(log.getByText("Delivered")).toHaveCount(3);
  await log.getByRole("button", { name: /^Redeliver Task completed/ }).click();
  await page.getByText("Redelivery queued").first().waitFor();
  await until(() => received.length >= 4, "the redelivery");
  expect(received[3].headers["webhook-id"]).toBe(received[2].headers["webhook-id"]);

  // Fits a phone, and nothing serious for assistive technology.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Deleting asks first, then the list is empty again.
  await item.getByRole("button", { name: `Delete webhook ${url}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await page.getByText("No webhooks yet.").waitFor();
  expect(errors).toEqual([]);
});

test("editors do not see the webhooks panel", async () => {
  const owner = await signInAs(browser, "otto.hooks@example.com");
  const editor = await signInAs(browser, "edna.hooks@example.com");
  const created = await apiAs(owner.context, "POST", "/api/projects", { name: "Shared hooks" });
  const projectId = ((await created.json()) as { id: number }).id;
  const me = (await (await apiAs(editor.context, "GET", "/api/auth/user")).json()) as { id: number };
  await apiAs(owner.context, "POST", `/api/projects/${projectId}/members`, { userId: me.id, role: "editor" });
  await editor.page.goto(`${baseUrl()}/projects/${projectId}?tab=overview`);
  await editor.page.getByRole("heading", { name: "Project Overview" }).waitFor();
  await expect(editor.page.getByRole("heading", { name: "Webhooks" })).toHaveCount(0);
});
