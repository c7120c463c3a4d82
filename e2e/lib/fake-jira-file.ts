import { type Browser, test } from "@playwright/test";
import { FakeJira } from "../../test/support/fakes/jira";
import { serveFake } from "./fake-provider-server";
import { fakeProviderOrigin } from "./harness";

/**
 * For one test file: a fake Jira site that checks every request, served where the test server reaches it
 * (JIRA_API_ORIGIN, see provider-fakes-config.ts) and accepting `token` for `email`, and the worker's
 * browser. Both exist from beforeAll on.
 */
export function withFakeJira(email: string, token: string): { readonly fake: FakeJira; readonly browser: Browser } {
  const made = {} as { fake: FakeJira; browser: Browser };
  let server: { close: () => Promise<void> } | undefined;
  test.beforeAll(async ({ browser }) => {
    const origin = fakeProviderOrigin();
    made.fake = new FakeJira(origin, email, token);
    server = await serveFake(origin, made.fake);
    made.browser = browser;
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return made;
}
