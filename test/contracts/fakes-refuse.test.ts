import { describe, expect, it } from "vitest";
import { FakeAsana } from "../support/fakes/asana";
import { FakeAtlassianAuth, TOKEN_URL } from "../support/fakes/atlassian-oauth";
import { contractsLoaded } from "../support/fakes/contracts";
import { FakeJira, GATEWAY } from "../support/fakes/jira";
import { FakeMonday } from "../support/fakes/monday";
import { FakeSmartsheet } from "../support/fakes/smartsheet";

// Each provider fake is fed requests its real API refuses (by the published contract, or by a
// documented rule) and must refuse them and record a violation, so a fake can never silently accept
// everything. A known-good request next to them must pass, so the checks are not refusing blindly.
// The contract cases need the providers' documents, which live outside the repository
// (test/contracts/README.md); without them they are skipped and the run says so.

const ASANA = "https://app.asana.com";
const ASANA_TOKEN = "asana-token";
const JIRA = "https://acme.atlassian.net";
const SMARTSHEET = "https://api.smartsheet.com";
const MONDAY = "https://api.monday.com";

function call(origin: string, method: string, path: string, opts: { auth: string; body?: unknown; headers?: Record<string, string> }) {
  return new Request(`${origin}${path}`, {
    method,
    headers: {
      Authorization: opts.auth,
      ...(opts.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** Sends one request; returns its status and what the fake recorded as violations for it. */
async function feed(fake: { handle(r: Request): Promise<Response | null>; violations: string[] }, request: Request) {
  const before = fake.violations.length;
  const res = await fake.handle(request);
  const body = (await res?.json().catch(() => null)) as any;
  return { status: res?.status ?? 0, body, violations: fake.violations.slice(before) };
}

describe("the Asana fake refuses what Asana refuses", () => {
  const fake = () => new FakeAsana(ASANA, ASANA_TOKEN);
  const asana = (f: FakeAsana, method: string, path: string, body?: unknown) =>
    feed(f, call(ASANA, method, `/api/1.0${path}`, { auth: `Bearer ${ASANA_TOKEN}`, body }));

  it.skipIf(!contractsLoaded()).each([
    [
      "teams without the required organization",
      "GET",
      "/users/me/teams?workspace=222",
      undefined,
      /required query parameter "organization"/,
    ],
    ["an unknown query parameter", "GET", "/workspaces?limit=10&verbose=true", undefined, /unknown query parameter "verbose"/],
    ["a limit past 100", "GET", "/workspaces?limit=500", undefined, /query parameter "limit"/],
    ["an opt_field tasks do not have", "GET", "/projects/1/tasks?opt_fields=name,assignee.email", undefined, /opt_fields/],
    ["a deprecated parameter", "GET", "/projects?workspace=111&team=333", undefined, /parameter "team" is deprecated/],
    ["an operation Asana does not have", "DELETE", "/workspaces", undefined, /no such operation|not allowed/],
    ["a body that is not {data}", "POST", "/tasks", { data: "not an object" }, /body/],
    ["a due date that is not a date", "POST", "/tasks", { data: { name: "x", projects: ["1"], due_on: "next week" } }, /due_on/],
  ])("refuses %s", async (_what, method, path, body, reason) => {
    const f = fake();
    const { status, violations } = await asana(f, method, path, body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(violations.join("\n")).toMatch(reason);
  });

  // The contract types Asana's dates (asana_oas.yaml TaskBase and ProjectBase): due_on and start_on are
  // `format: date` (a day, YYYY-MM-DD), due_at and start_at `format: date-time` (RFC 3339 with a time).
  // These refusals come from the contract's formats, not from a check of the fake's own.
  it.skipIf(!contractsLoaded()).each([
    [
      "a task's due_on with a time",
      "POST",
      "/tasks",
      { data: { name: "x", projects: ["1"], due_on: "2027-01-05T09:00:00Z" } },
      /due_on.*format "date"|format "date".*due_on/s,
    ],
    ["a task's due_on in another order", "POST", "/tasks", { data: { name: "x", projects: ["1"], due_on: "05/01/2027" } }, /format "date"/],
    [
      "a task's due_at without a time",
      "POST",
      "/tasks",
      { data: { name: "x", projects: ["1"], due_at: "2027-01-05" } },
      /format "date-time"/,
    ],
    ["an update's due_on with a time", "PUT", "/tasks/1", { data: { due_on: "2027-01-05T00:00:00.000Z" } }, /format "date"/],
    [
      "a project's start_on with a time",
      "POST",
      "/projects",
      { data: { name: "P", workspace: "111", start_on: "2027-01-04T08:00:00Z", due_on: "2027-01-05" } },
      /format "date"/,
    ],
    [
      "a project's due_on in another order",
      "POST",
      "/projects",
      { data: { name: "P", workspace: "111", due_on: "2027/01/05" } },
      /format "date"/,
    ],
  ])("refuses %s (the contract's date formats)", async (_what, method, path, body, reason) => {
    const f = fake();
    const { violations } = await asana(f, method, path, body);
    expect(violations.join("\n")).toMatch(reason);
  });

  it.skipIf(!contractsLoaded())(
    "takes the dates in the contract's formats: a day for due_on and start_on, a date-time for due_at, null to clear",
    async () => {
      const f = fake();
      const project = await asana(f, "POST", "/projects", {
        data: { name: "P", workspace: "111", start_on: "2027-01-04", due_on: "2027-01-05" },
      });
      expect(project).toMatchObject({ status: 201, violations: [] });
      const gid = (project.body as { data: { gid: string } }).data.gid;
      const day = await asana(f, "POST", "/tasks", { data: { name: "a", projects: [gid], due_on: "2027-01-05" } });
      expect(day).toMatchObject({ status: 201, violations: [] });
      const timed = await asana(f, "POST", "/tasks", { data: { name: "b", projects: [gid], due_at: "2027-01-05T09:30:00.000Z" } });
      expect(timed).toMatchObject({ status: 201, violations: [] });
      const taskGid = (day.body as { data: { gid: string } }).data.gid;
      const cleared = await asana(f, "PUT", `/tasks/${taskGid}`, { data: { due_on: null } });
      expect(cleared).toMatchObject({ status: 200, violations: [] });
    },
  );

  it("refuses a project whose start_on equals its due_on, and start_on without due_on (rules with their source)", async () => {
    const f = fake();
    const same = await asana(f, "POST", "/projects", {
      data: { name: "P", workspace: "111", start_on: "2027-01-05", due_on: "2027-01-05" },
    });
    expect(same.status).toBe(400);
    expect(same.violations.join()).toMatch(/rule asana\.start-differs-from-due: .*\[Asana OpenAPI/);
    const alone = await asana(f, "POST", "/projects", { data: { name: "P", workspace: "111", start_on: "2027-01-05" } });
    expect(alone.status).toBe(400);
    expect(alone.violations.join()).toMatch(/rule asana\.start-needs-due/);
  });

  it("takes a well-formed request", async () => {
    const f = fake();
    const ok = await asana(f, "GET", "/users/me/teams?organization=222&opt_fields=name&limit=100");
    expect(ok).toMatchObject({ status: 200, violations: [] });
    const created = await asana(f, "POST", "/projects", {
      data: { name: "P", workspace: "111", start_on: "2027-01-04", due_on: "2027-01-05" },
    });
    expect(created).toMatchObject({ status: 201, violations: [] });
  });
});

describe("the Jira fake refuses what Jira refuses", () => {
  const email = "ada@example.com";
  const token = "jira-token";
  const basic = `Basic ${btoa(`${email}:${token}`)}`;
  const jira = (f: FakeJira, method: string, path: string, body?: unknown, origin = JIRA) =>
    feed(f, call(origin, method, path, { auth: basic, body }));
  const withIssue = async () => {
    const f = new FakeJira(JIRA, email, token, GATEWAY);
    f.seed("Existing");
    return f;
  };

  it.skipIf(!contractsLoaded()).each([
    ["an issue without fields", "POST", "/rest/api/3/issue", { update: {} }, /no fields object/],
    [
      "a search with a maxResults that is not a number",
      "POST",
      "/rest/api/3/search/jql",
      { jql: "project = KO", maxResults: "many" },
      /maxResults/,
    ],
    ["the removed search endpoint", "GET", "/rest/api/3/search?jql=project%3DKO", undefined, /no such operation/],
    ["an unknown query parameter", "GET", "/rest/api/3/myself?pretty=1", undefined, /unknown query parameter "pretty"/],
    ["a transition without its id object", "POST", "/rest/api/3/issue/KO-1/transitions", { transition: "31" }, /transition/],
  ])("refuses %s", async (_what, method, path, body, reason) => {
    const f = await withIssue();
    const { status, violations } = await jira(f, method, path, body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(violations.join("\n")).toMatch(reason);
  });

  it("refuses an update of a field the edit screen lacks (rule jira.edit-screen)", async () => {
    const f = await withIssue();
    f.editScreen.delete("duedate");
    const res = await jira(f, "PUT", "/rest/api/3/issue/KO-1", { fields: { summary: "x", duedate: "2027-01-01" } });
    expect(res.status).toBe(400);
    expect(res.body.errors.duedate).toMatch(/not on the appropriate screen/);
    expect(res.violations.join()).toMatch(/rule jira\.edit-screen/);
  });

  it("refuses an unbounded search and more than 50 issues in one bulk call", async () => {
    const f = await withIssue();
    const unbounded = await jira(f, "POST", "/rest/api/3/search/jql", { jql: "ORDER BY created", fields: ["summary"] });
    expect(unbounded.violations.join()).toMatch(/rule jira\.bounded-jql/);
    const issueUpdates = Array.from({ length: 51 }, (_, i) => ({
      fields: { project: { key: "KO" }, issuetype: { id: "10001" }, summary: `I${i}`, parent: { key: "KO-1" } },
    }));
    const bulk = await jira(f, "POST", "/rest/api/3/issue/bulk", { issueUpdates });
    expect(bulk.violations.join()).toMatch(/rule jira\.bulk-50/);
  });

  it("a scoped token is refused on the site and taken through the gateway", async () => {
    const f = await withIssue();
    f.scoped = true;
    expect((await jira(f, "GET", "/rest/api/3/myself")).status).toBe(401);
    const gateway = await jira(f, "GET", `/ex/jira/${f.cloudId}/rest/api/3/myself`, undefined, GATEWAY);
    expect(gateway).toMatchObject({ status: 200, violations: [] });
  });

  it("takes a well-formed request", async () => {
    const f = await withIssue();
    const ok = await jira(f, "POST", "/rest/api/3/search/jql", {
      jql: "project = KO ORDER BY created ASC",
      fields: ["summary"],
      maxResults: 50,
    });
    expect(ok).toMatchObject({ status: 200, violations: [] });
  });
});

describe("the Smartsheet fake refuses what Smartsheet refuses", () => {
  const token = "smartsheet-token";
  const ss = (f: FakeSmartsheet, method: string, path: string, body?: unknown) =>
    feed(f, call(SMARTSHEET, method, `/2.0${path}`, { auth: `Bearer ${token}`, body }));

  it.skipIf(!contractsLoaded()).each([
    [
      "the deprecated loadAll listing of a workspace",
      "GET",
      "/workspaces/4455?loadAll=true",
      undefined,
      /deprecated|unknown query parameter "loadAll"/,
    ],
    ["includeAll, deprecated for lists", "GET", "/workspaces?includeAll=true", undefined, /parameter "includeAll" is deprecated/],
    [
      "a column type Smartsheet does not have",
      "POST",
      "/workspaces/4455/sheets",
      { name: "S", columns: [{ title: "T", type: "STRING", primary: true }] },
      /type/,
    ],
    ["rows that are not an array of rows", "POST", "/sheets/1/rows", { cells: "none" }, /body/],
    [
      "a children listing with an unknown resource type",
      "GET",
      "/workspaces/4455/children?childrenResourceTypes=spreadsheets",
      undefined,
      /childrenResourceTypes/,
    ],
  ])("refuses %s", async (_what, method, path, body, reason) => {
    const f = new FakeSmartsheet(SMARTSHEET, token);
    const { status, violations } = await ss(f, method, path, body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(violations.join("\n")).toMatch(reason);
  });

  it("refuses more than 500 rows in one call (rule smartsheet.rows-500)", async () => {
    const f = new FakeSmartsheet(SMARTSHEET, token);
    const sheet = f.seedSheet("Big");
    const column = f.sheets[0].columns[0].id;
    const rows = Array.from({ length: 501 }, (_, i) => ({ toBottom: true, cells: [{ columnId: column, value: `Row ${i}` }] }));
    const res = await ss(f, "POST", `/sheets/${sheet}/rows`, rows);
    expect(res.status).toBe(400);
    expect(res.violations.join()).toMatch(/rule smartsheet\.rows-500/);
  });

  it("takes a well-formed request", async () => {
    const f = new FakeSmartsheet(SMARTSHEET, token);
    const ok = await ss(f, "GET", "/workspaces/4455/children?childrenResourceTypes=sheets,folders&maxItems=100");
    expect(ok).toMatchObject({ status: 200, violations: [] });
  });
});

describe("the monday.com fake refuses what monday refuses", () => {
  const token = "monday-token";
  const gql = (f: FakeMonday, query: string, variables: Record<string, unknown> = {}, version = "2026-10") =>
    feed(f, call(MONDAY, "POST", "/v2", { auth: token, body: { query, variables }, headers: { "API-Version": version } }));

  it.skipIf(!contractsLoaded()).each([
    ["a field the schema does not have", "query { me { id shoe_size } }", {}, /Cannot query field "shoe_size"/],
    ["a missing required argument", "mutation ($name: String!) { create_board(board_name: $name) { id } }", { name: "B" }, /board_kind/],
    ["a variable of the wrong type", "query ($ids: [ID!]) { boards(ids: $ids) { id } }", { ids: { not: "a list" } }, /\$ids/],
    ["a syntax error", "query { me { id }", {}, /syntax/i],
  ])("refuses %s", async (_what, query, variables, reason) => {
    const f = new FakeMonday(MONDAY, token);
    const { body, violations } = await gql(f, query, variables);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(violations.join("\n")).toMatch(reason);
  });

  it("refuses an API version outside monday's support window, such as 2025-04 (rule monday.api-version)", async () => {
    const f = new FakeMonday(MONDAY, token);
    const res = await gql(f, "query { me { id } }", {}, "2025-04");
    expect(res.status).toBe(400);
    expect(res.violations.join()).toMatch(/rule monday\.api-version/);
  });

  it("fills a board made without empty: true with placeholder items (rule monday.empty-board)", async () => {
    const f = new FakeMonday(MONDAY, token);
    const res = await gql(
      f,
      "mutation ($name: String!, $workspace: ID) { create_board(board_name: $name, board_kind: public, workspace_id: $workspace) { id } }",
      {
        name: "B",
        workspace: "555",
      },
    );
    expect(res.violations.join()).toMatch(/rule monday\.empty-board/);
    expect(f.boards[0].items.map((i) => i.name)).toEqual(["Item 1", "Item 2", "Item 3"]);
  });

  it("takes a well-formed request", async () => {
    const f = new FakeMonday(MONDAY, token);
    const ok = await gql(f, "query { me { id name email account { slug } } }");
    expect(ok).toMatchObject({ status: 200, violations: [] });
  });
});

describe("the Atlassian OAuth fake refuses what Atlassian's authorization server refuses", () => {
  const CALLBACK = "https://kickoff.test/api/integrations/jira/callback";
  const fake = () => new FakeAtlassianAuth("jira-client", "jira-secret", CALLBACK);
  const token = (f: FakeAtlassianAuth, form: Record<string, string>, type = "application/x-www-form-urlencoded") =>
    feed(
      f,
      new Request(TOKEN_URL, {
        method: "POST",
        headers: { "content-type": type },
        body: type.includes("json") ? JSON.stringify(form) : new URLSearchParams(form),
      }),
    );
  const good = {
    grant_type: "authorization_code",
    code: "good-code",
    redirect_uri: CALLBACK,
    client_id: "jira-client",
    client_secret: "jira-secret",
  };

  it("takes the documented code exchange (JSON as documented, or a form), and a refresh token once", async () => {
    const f = fake();
    const first = await token(f, good, "application/json");
    expect(first).toMatchObject({ status: 200, violations: [] });
    const refresh = {
      grant_type: "refresh_token",
      refresh_token: first.body.refresh_token,
      client_id: "jira-client",
      client_secret: "jira-secret",
    };
    expect(await token(f, refresh)).toMatchObject({ status: 200, violations: [] });
    // Rotating refresh tokens: the spent one is refused with 403 invalid_grant.
    expect(await token(f, refresh)).toMatchObject({ status: 403, body: { error: "invalid_grant" } });
  });

  it.each([
    ["no client secret", { ...good, client_secret: "" }, /atlassian.token-exchange.*client_id and client_secret/],
    ["another redirect_uri", { ...good, redirect_uri: "https://evil.test/cb" }, /atlassian.token-exchange.*redirect_uri/],
    ["an unknown grant", { ...good, grant_type: "password" }, /grant_type password/],
  ])("refuses %s", async (_what, form, reason) => {
    const res = await token(fake(), form);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.violations.join("\n")).toMatch(reason);
  });

  it("refuses a body that is neither JSON nor a form, and an authorize URL without Atlassian's parameters", async () => {
    const f = fake();
    expect((await token(f, good, "text/plain")).violations.join("\n")).toMatch(/neither JSON nor a form/);
    const bad = new URL("https://auth.atlassian.com/authorize?client_id=jira-client&response_type=code&state=s&scope=read:jira-work");
    f.checkAuthorizeUrl(bad, ["read:jira-work"]);
    expect(f.violations.join("\n")).toMatch(/audience=null/);
    expect(f.violations.join("\n")).toMatch(/scope offline_access missing/);
  });

  it("answers accessible-resources only for the access token it issued last", async () => {
    const f = fake();
    f.sites = [{ id: "c1", name: "acme", url: "https://acme.atlassian.net", scopes: ["read:jira-work"] }];
    const resources = (auth: string) =>
      feed(f, new Request(`${GATEWAY}/oauth/token/accessible-resources`, { headers: { Authorization: auth } }));
    expect((await resources("Bearer nothing-issued")).status).toBe(401);
    const issued = (await token(f, good)).body.access_token;
    const ok = await resources(`Bearer ${issued}`);
    expect(ok).toMatchObject({ status: 200, violations: [] });
    expect(ok.body).toEqual([
      expect.objectContaining({ id: "c1", name: "acme", url: "https://acme.atlassian.net", scopes: ["read:jira-work"] }),
    ]);
  });
});
