import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";

// Shared helpers for browser tests. Everything goes through the real UI and the dev mailbox,
// the way a person would use the product.

/** The server playwright.config.ts's global set-up started (it passes its address to the workers). */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests through playwright.config.ts");
  return url;
};

/** Where the provider fakes of the integration e2e listen (the test server calls this origin). */
export const fakeProviderOrigin = (): string => {
  const origin = process.env.E2E_FAKE_ORIGIN;
  if (!origin) throw new Error("E2E_FAKE_ORIGIN is not set: run the browser tests through playwright.config.ts");
  return origin;
};

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** The newest link in a mail to `email` whose URL contains `pathPart`, polling briefly for delivery. */
export async function mailboxLink(email: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${baseUrl()}/api/dev/mailbox`)).json()) as MailboxEntry[];
        link = mails
          .filter((mail) => mail.to === email.toLowerCase())
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .find((u) => u.includes(pathPart));
        return link;
      },
      { message: `a mail to ${email} with a link containing ${pathPart}`, timeout: timeoutMs },
    )
    .toBeTruthy();
  return link as string;
}

/** Counts mails already sent to `email`, so a test can wait for the next one. */
async function mailCount(email: string): Promise<number> {
  const mails = (await (await fetch(`${baseUrl()}/api/dev/mailbox`)).json()) as MailboxEntry[];
  return mails.filter((m) => m.to === email.toLowerCase()).length;
}

let nextAddress = 0;

/**
 * The worker process's number. Playwright loads this module once per worker process (not per file), so
 * `nextAddress` counts every person the worker signs in; a worker that replaces a failed one gets a new
 * TEST_WORKER_INDEX, so its counter starting again at 1 does not reuse an address.
 */
function workerNumber(): number {
  return Number(process.env.TEST_WORKER_INDEX ?? 0) % 250;
}

/** Contexts this worker opened, by test file: the browser is shared by the worker's files. */
const openContexts: Array<{ file: string; context: BrowserContext }> = [];

/** Closes the contexts earlier files left open (files run one after another in a worker). */
async function closeOtherFilesContexts(file: string): Promise<void> {
  for (let i = openContexts.length - 1; i >= 0; i--) {
    if (openContexts[i].file === file) continue;
    const [{ context }] = openContexts.splice(i, 1);
    await context.close().catch(() => {});
  }
}

/**
 * A new browser context for one person. Each gets an address of its own (Cloudflare sets
 * cf-connecting-ip from the client's address in production): the suite signs in dozens of people, and
 * the per-address sign-in limit (20 per 15 minutes) would refuse the rest. The address includes the
 * worker's number: each worker process counts its people from 1.
 */
export async function newPersonContext(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const file = test.info().file;
  await closeOtherFilesContexts(file);
  nextAddress += 1;
  const ip = `10.${workerNumber() + 1}.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { "cf-connecting-ip": ip } });
  openContexts.push({ file, context });
  return context;
}

/**
 * Signs `email` in: request a link (through the sign-in page when `startPath` is given), open it from
 * the dev mailbox. `page` defaults to a new page in a new context; pass one to continue a flow (e.g. after /accept-invitation).
 */
export async function signInAs(
  browser: Browser,
  email: string,
  opts: { context?: BrowserContext; startPath?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = opts.context ?? (await newPersonContext(browser));
  const page = await context.newPage();
  const before = await mailCount(email);
  if (opts.startPath) {
    await page.goto(`${baseUrl()}${opts.startPath}`);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByText("Check your email").first()).toBeVisible();
  } else {
    // The sign-in page's own flow is e2e/sign-in.e2e.ts's; everyone else asks for the link as that page
    // does (same route, same per-address limit through the context's cf-connecting-ip), which spares the
    // suite a page load per person.
    const res = await context.request.post(`${baseUrl()}/api/auth/magic-link`, {
      data: { email },
      headers: { origin: baseUrl() },
    });
    expect(res.status(), `asking for a sign-in link for ${email}`).toBe(204);
  }
  await expect.poll(() => mailCount(email), { message: `a new sign-in mail to ${email}`, timeout: 10_000 }).toBeGreaterThan(before);
  const link = await mailboxLink(email, "/api/auth/magic-link/verify");
  await page.goto(link);
  return { context, page };
}

/**
 * Waits until the page's document has hydrated (app/lib/hydrated-mark.tsx): from then on typing and
 * clicks reach React, as they do for a person who waited for the page to finish loading.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Calls the API with the cookies of a signed-in browser context (for direct-write checks). */
export async function apiAs(context: BrowserContext, method: string, path: string, body?: unknown): Promise<Response> {
  const cookies = await context.cookies(baseUrl());
  return fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
      origin: baseUrl(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Saves the plan on the wizard's review step and waits to land on the new project; returns its id. */
export async function saveReviewedPlan(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Save Project" }).click();
  await page.waitForURL(/\/projects\/\d+$/, { timeout: 15_000 });
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** The fields of a task (or milestone) the browser tests read back from the API. */
export interface BoardTask {
  id: string;
  kind: string;
  name: string;
  parentTaskId: string | null;
  sourceText: string | null;
  recurrence?: string | null;
}

/** A project's tasks (milestones included) as the API lists them. */
export async function boardTasks(context: BrowserContext, projectId: number): Promise<BoardTask[]> {
  return (await (await apiAs(context, "GET", `/api/projects/${projectId}/tasks`)).json()) as BoardTask[];
}
