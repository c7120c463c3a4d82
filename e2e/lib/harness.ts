import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";

// Shared helpers for browser tests. Everything goes through the real UI and the dev mailbox,
// the way a person would use the product.

export const baseUrl = () => inject("baseUrl");

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// The tests drive Chromium's headless shell when Debian's package is there (`.ci/run` installs it): the same
// engine without the browser's window compositing, about half the CPU per test on a 2-core machine. The
// benches measure the full browser, as users run it.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** The newest link in a mail to `email` whose URL contains `pathPart`, polling briefly for delivery. */
export async function mailboxLink(email: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${baseUrl()}/api/dev/mailbox`)).json()) as MailboxEntry[];
    for (const mail of mails) {
      if (mail.to !== email.toLowerCase()) continue;
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} with a link containing ${pathPart}`);
}

/** Counts mails already sent to `email`, so a test can wait for the next one. */
async function mailCount(email: string): Promise<number> {
  const mails = (await (await fetch(`${baseUrl()}/api/dev/mailbox`)).json()) as MailboxEntry[];
  return mails.filter((m) => m.to === email.toLowerCase()).length;
}

let nextAddress = 0;

/** A number of its own for each test file: this module is loaded afresh per file, its counter with it. */
function fileNumber(): number {
  const path = expect.getState().testPath ?? "";
  let hash = 0;
  for (const ch of path) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 250;
}

/**
 * A new browser context for one person. Each gets an address of its own (Cloudflare sets
 * cf-connecting-ip from the client's address in production): the suite signs in dozens of people, and
 * the per-address sign-in limit (20 per 15 minutes) would refuse the rest. The address includes the
 * test file's number, as every file's counter starts again at 1: otherwise each file's first person
 * shares one address, and the suite's twenty-first file cannot sign in.
 */
export function newPersonContext(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  nextAddress += 1;
  const ip = `10.${fileNumber() + 1}.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  return browser.newContext({ viewport, extraHTTPHeaders: { "cf-connecting-ip": ip } });
}

/**
 * Signs `email` in through the sign-in page: request a link, open it from the dev mailbox.
 * `page` defaults to a new page in a new context; pass one to continue a flow (e.g. after /accept-invitation).
 */
export async function signInAs(
  browser: Browser,
  email: string,
  opts: { context?: BrowserContext; startPath?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = opts.context ?? (await newPersonContext(browser));
  const page = await context.newPage();
  const before = await mailCount(email);
  await page.goto(`${baseUrl()}${opts.startPath ?? "/api/login"}`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByText("Check your email").first().waitFor();
  const deadline = Date.now() + 10_000;
  while ((await mailCount(email)) <= before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const link = await mailboxLink(email, "/api/auth/magic-link/verify");
  await page.goto(link);
  return { context, page };
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
}

/** A project's tasks (milestones included) as the API lists them. */
export async function boardTasks(context: BrowserContext, projectId: number): Promise<BoardTask[]> {
  return (await (await apiAs(context, "GET", `/api/projects/${projectId}/tasks`)).json()) as BoardTask[];
}
