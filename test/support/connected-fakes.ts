import { expect, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, type Caller, signIn } from "./api";
import { FakeAsana } from "./fakes/asana";
import { fakeFetch } from "./fakes/fake-api";
import { FakeMonday } from "./fakes/monday";
import { FakeSmartsheet } from "./fakes/smartsheet";

// Asana, Smartsheet and monday.com fakes behind `fetch`, all three connected with a personal token for a
// new user: the setup of the tests that pull from or sync with several providers at once.

export interface ConnectedFakes {
  user: Caller;
  asana: FakeAsana;
  smartsheet: FakeSmartsheet;
  monday: FakeMonday;
}

export async function connectFakes(tokens: { asana: string; smartsheet: string; monday: string }): Promise<ConnectedFakes> {
  const user = await signIn(uniqueEmail("grace"));
  const asana = new FakeAsana("https://app.asana.com", tokens.asana);
  const smartsheet = new FakeSmartsheet("https://api.smartsheet.com", tokens.smartsheet);
  const monday = new FakeMonday("https://api.monday.com", tokens.monday);
  vi.stubGlobal("fetch", fakeFetch(asana, smartsheet, monday));
  for (const [provider, token] of Object.entries(tokens)) {
    const res = await api("POST", `/api/integrations/${provider}/connect`, { as: user, body: { token } });
    expect(res.status).toBe(200);
  }
  return { user, asana, smartsheet, monday };
}

/** After each test: no fake saw a request its real service would refuse; `fetch` is the real one again. */
export function releaseFakes({ asana, smartsheet, monday }: ConnectedFakes): void {
  expect([...asana.violations, ...smartsheet.violations, ...monday.violations]).toEqual([]);
  vi.unstubAllGlobals();
}
