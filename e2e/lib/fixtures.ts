import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { apiAs, signInAs } from "./harness";

// The browser tests' fixtures. Playwright launches one Chromium per worker (the `browser` fixture,
// Debian's binary via playwright.config.ts) and every test file shares it; a person is a context of
// their own in it, signed in with a real magic link from the dev mailbox (e2e/lib/harness.ts).

/** A signed-in person: their browser context (cookies, own cf-connecting-ip) and a page in it. */
export interface Person {
  context: BrowserContext;
  page: Page;
}

/** A task as the API returns it after creating it. */
export interface CreatedTask {
  id: string;
  name: string;
  version: number;
}

interface Fixtures {
  /** Signs `email` in with a magic link from the dev mailbox (see signInAs); options as signInAs's. */
  signIn: (email: string, opts?: Parameters<typeof signInAs>[2]) => Promise<Person>;
  /** Creates a project as `person` through the API; returns its id. */
  createProject: (person: Person, body: { name: string } & Record<string, unknown>) => Promise<number>;
  /** Adds tasks to a project as `person` through the API, in order; returns them as created. */
  addTasks: (person: Person, projectId: number, tasks: Array<{ name: string } & Record<string, unknown>>) => Promise<CreatedTask[]>;
}

export const test = base.extend<Fixtures>({
  signIn: async ({ browser }, use) => {
    await use((email, opts) => signInAs(browser, email, opts));
  },
  // biome-ignore lint/correctness/noEmptyPattern: playwright reads which fixtures a fixture needs from this pattern
  createProject: async ({}, use) => {
    await use(async (person, body) => {
      const res = await apiAs(person.context, "POST", "/api/projects", body);
      expect(res.status, `creating project "${body.name}"`).toBe(201);
      return ((await res.json()) as { id: number }).id;
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: playwright reads which fixtures a fixture needs from this pattern
  addTasks: async ({}, use) => {
    await use(async (person, projectId, tasks) => {
      const created: CreatedTask[] = [];
      for (const task of tasks) {
        const res = await apiAs(person.context, "POST", "/api/tasks", { projectId, ...task });
        expect(res.status, `adding task "${task.name}"`).toBe(201);
        created.push((await res.json()) as CreatedTask);
      }
      return created;
    });
  },
});

export { expect };
