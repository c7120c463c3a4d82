import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, type Caller, json, signIn } from "../support/api";
import { FakeAsana } from "../support/fakes/asana";
import { fakeFetch } from "../support/fakes/fake-api";
import { FakeMonday } from "../support/fakes/monday";
import { FakeSmartsheet } from "../support/fakes/smartsheet";

// GET /api/integrations/{provider}/containers: the existing projects, boards and sheets a user picks
// from when linking a project or importing, against fakes that check the real list requests.

const ASANA_TOKEN = "2/1204xxxx/1205yyyy:asana-secret-token";
const MONDAY_TOKEN = "eyJhbGciOiJIUzI1NiJ9.monday-secret-token";
const SMARTSHEET_TOKEN = "smartsheet-secret-token-abcdefghijkl";

let asana: FakeAsana;
let monday: FakeMonday;
let smartsheet: FakeSmartsheet;
let user: Caller;

beforeEach(async () => {
  user = await signIn(uniqueEmail("picker"));
  asana = new FakeAsana("https://app.asana.com", ASANA_TOKEN);
  monday = new FakeMonday("https://api.monday.com", MONDAY_TOKEN);
  smartsheet = new FakeSmartsheet("https://api.smartsheet.com", SMARTSHEET_TOKEN);
  vi.stubGlobal("fetch", fakeFetch(asana, monday, smartsheet));
});
afterEach(() => {
  expect([...asana.violations, ...monday.violations, ...smartsheet.violations]).toEqual([]);
  vi.unstubAllGlobals();
});

const connect = async (provider: string, token: string) =>
  expect((await api("POST", `/api/integrations/${provider}/connect`, { as: user, body: { token } })).status).toBe(200);
const containers = (provider: string, query = "", as: Caller | null = user) =>
  api("GET", `/api/integrations/${provider}/containers${query}`, { as });

describe("containers", () => {
  it("lists an Asana workspace's projects, narrowed to a team in an organisation, archived ones left out", async () => {
    await connect("asana", ASANA_TOKEN);
    asana.seedProject("Website relaunch");
    asana.seedProject("Old launch", { archived: true });
    asana.seedProject("Campaign", { workspace: "222", team: "333" });
    asana.seedProject("Other team", { workspace: "222", team: "999" });

    const personal = await containers("asana", "?target=111");
    expect(personal.status).toBe(200);
    expect(personal.headers.get("cache-control")).toBe("no-store");
    expect(await json(personal)).toEqual([{ id: expect.any(String), name: "Website relaunch" }]);

    // A team's projects come from the team's own list: GET /projects' `team` filter is deprecated.
    const team = await json(await containers("asana", "?target=222&team=333"));
    expect(team).toEqual([{ id: expect.any(String), name: "Campaign", detail: "Team Marketing" }]);
    const seen = asana.requests.filter((r) => r.path === "/api/1.0/projects").map((r) => new URLSearchParams(r.search));
    expect(seen.map((p) => [p.get("workspace"), p.get("team"), p.get("archived")])).toEqual([["111", null, "false"]]);
    const teamLists = asana.requests.filter((r) => r.path === "/api/1.0/teams/333/projects").map((r) => new URLSearchParams(r.search));
    expect(teamLists.map((p) => p.get("archived"))).toEqual(["false"]);

    const missing = await containers("asana");
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe("Please choose an Asana workspace first.");
  });

  it("lists monday boards of a workspace through the boards query, without subitem boards", async () => {
    await connect("monday", MONDAY_TOKEN);
    const board = monday.seedBoard("Roadmap");
    monday.seedBoard("Subitems of Roadmap");
    const res = await containers("monday", "?target=555");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([{ id: board, name: "Roadmap" }]);
    const last = monday.requests.at(-1)!;
    expect((last.body as any).variables).toEqual({ workspaces: ["555"], limit: 100, page: 1 });
    expect(await json(await containers("monday", "?target=777"))).toEqual([]);
  });

  it("lists a Smartsheet workspace's sheets, folders included, through the children operations and their token paging", async () => {
    await connect("smartsheet", SMARTSHEET_TOKEN);
    smartsheet.listPageSize = 2;
    const plans = smartsheet.seedFolder("Plans");
    const q1 = smartsheet.seedFolder("Q1", plans);
    const top = [smartsheet.seedSheet("Launch tracker"), smartsheet.seedSheet("Budget"), smartsheet.seedSheet("Hiring")];
    const inFolder = smartsheet.seedSheet("Roadmap", plans);
    const deep = smartsheet.seedSheet("Q1 goals", q1);
    const list = await json(await containers("smartsheet", "?target=4455"));
    expect(list).toEqual([
      { id: String(top[0]), name: "Launch tracker" },
      { id: String(top[1]), name: "Budget" },
      { id: String(top[2]), name: "Hiring" },
      { id: String(inFolder), name: "Roadmap", detail: "Plans" },
      { id: String(deep), name: "Q1 goals", detail: "Plans / Q1" },
    ]);
    const calls = smartsheet.requests.map((r) => `${r.method} ${r.path}`);
    // Four top-level children (Plans and three sheets) at two a page: two pages, the second by lastKey.
    expect(calls.filter((c) => c === "GET /2.0/workspaces/4455/children")).toHaveLength(2);
    expect(smartsheet.requests.some((r) => new URLSearchParams(r.search).get("lastKey") === "k2")).toBe(true);
    expect(calls).not.toContain("GET /2.0/workspaces/4455");
    // Every sheet lives in a workspace: one is chosen first.
    const missing = await containers("smartsheet");
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe("Please choose a Smartsheet workspace first.");
  });

  it("refuses without a connection, without a session, for an unknown provider and a bad query", async () => {
    const unconnected = await containers("asana", "?target=111");
    expect(unconnected.status).toBe(409);
    expect((await json(unconnected)).message).toBe("Asana is not connected. Connect it first, or download a file instead.");
    expect((await containers("asana", "?target=111", null)).status).toBe(401);
    expect((await containers("trello")).status).toBe(400);
    await connect("asana", ASANA_TOKEN);
    expect((await containers("asana", `?target=${"x".repeat(201)}`)).status).toBe(400);
  });

  it("turns a provider refusal into a clear 4xx, never a 500", async () => {
    await connect("smartsheet", SMARTSHEET_TOKEN);
    const res = await containers("smartsheet", "?target=9999");
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/^Smartsheet refused the request: .*Not Found/);
  });
});
